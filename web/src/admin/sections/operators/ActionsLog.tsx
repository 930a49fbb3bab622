import type { OperatorAction } from '@ecg/domain/contracts/admin';
import { useQuery } from '@/lib/query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FormAlert } from '@/admin/components/fields';
import { pageQuery } from '@/admin/components/list-filter';
import { Pager } from '@/admin/components/Pager';

const PAGE_SIZE = 50;
const actionsQuery = (page: number) => pageQuery('actions', PAGE_SIZE, { page });

/** What was done to what, e.g. "notice 1000001" or "email mei@example.tw". */
const subjectOf = (action: OperatorAction) =>
  [action.subjectKind, action.subjectId].filter((part) => part !== null).join(' ');

/** The log, newest first, a page at a time. */
export function ActionsLog() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const actions = useQuery(actionsQuery(page));
  // Dots nest keys in the locale files; the log's names keep theirs ("notice.publish").
  const nameOf = (action: string) =>
    t(`actionNames.${action.replaceAll('.', '_')}`, { defaultValue: action });
  return (
    <section className="panel" aria-labelledby="actions-heading">
      <h2 id="actions-heading">{t('operators.actionsHeading')}</h2>
      {actions.isPending && <p role="status">{t('app.loading')}</p>}
      {actions.isError && <FormAlert>{t('errors.load')}</FormAlert>}
      {actions.data && (
        <>
          <div
            className="table-scroll"
            tabIndex={0}
            role="region"
            aria-labelledby="actions-heading"
          >
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('operators.at')}</th>
                  <th scope="col">{t('operators.who')}</th>
                  <th scope="col">{t('operators.action')}</th>
                  <th scope="col">{t('operators.subject')}</th>
                </tr>
              </thead>
              <tbody>
                {actions.data.items.map((action) => (
                  <tr key={action.id}>
                    <td className="nowrap">{action.at}</td>
                    <td>{action.operator?.name ?? t('operators.nobody')}</td>
                    <td>{nameOf(action.action)}</td>
                    <td>{subjectOf(action)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label={t('operators.pages')}
            page={page}
            total={actions.data.total}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            alwaysShown
          />
        </>
      )}
    </section>
  );
}
