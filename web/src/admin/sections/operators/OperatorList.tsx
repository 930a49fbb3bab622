import { queryOptions, useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import { adminKey } from '@/admin/admin-keys';
import { adminGet } from '@/admin/api';
import { FormAlert } from '@/admin/components/fields';

const operatorsQuery = queryOptions({
  queryKey: adminKey('operators'),
  queryFn: async () => (await adminGet('operators')).data,
});

/** The operators; adding or disabling one is done at the command line, as the note says. */
export function OperatorList() {
  const { t } = useTranslation();
  const operators = useQuery(operatorsQuery);
  return (
    <section className="panel" aria-labelledby="operators-heading">
      <h2 id="operators-heading">{t('operators.listHeading')}</h2>
      <p className="field__hint">{t('operators.commandLine')}</p>
      {operators.isPending && <p role="status">{t('app.loading')}</p>}
      {operators.isError && <FormAlert>{t('errors.load')}</FormAlert>}
      {operators.data && (
        <div
          className="table-scroll"
          tabIndex={0}
          role="region"
          aria-labelledby="operators-heading"
        >
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('operators.name')}</th>
                <th scope="col">{t('operators.email')}</th>
                <th scope="col">{t('operators.role')}</th>
                <th scope="col">{t('operators.state')}</th>
              </tr>
            </thead>
            <tbody>
              {operators.data.map((operator) => (
                <tr key={operator.id}>
                  <td>{operator.name}</td>
                  <td>{operator.email}</td>
                  <td>{t(`roles.${operator.role}`)}</td>
                  <td>
                    {operator.disabledAt
                      ? t('operators.disabled', { at: operator.disabledAt })
                      : t('operators.active', { at: operator.createdAt })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
