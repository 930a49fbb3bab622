import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import { FormAlert } from '@/admin/components/fields';
import { CopyLimitForm } from './CopyLimitForm';
import { publicationsQuery } from './publications-query';

/** Every publication of our list, each made requestable with a copy limit, or no longer. */
export function RequestablePublications({ onChanged }: { onChanged: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const publications = useQuery(publicationsQuery);
  return (
    <section className="panel" aria-labelledby="requestable-heading">
      <h2 id="requestable-heading">{t('publications.requestableHeading')}</h2>
      {publications.isPending && <p role="status">{t('app.loading')}</p>}
      {publications.isError && <FormAlert>{t('errors.load')}</FormAlert>}
      {publications.data?.publications.length === 0 && <p>{t('publications.none')}</p>}
      <ul className="rows">
        {publications.data?.publications.map((publication) => {
          const title = i18n.language === 'en' ? publication.title.en : publication.title['zh-tw'];
          return (
            <li key={publication.id} className="row">
              <div className="row__text">
                <h3 className="row__title">{title}</h3>
                <p className="row__meta">
                  {publication.copyLimit === null
                    ? t('publications.notRequestable')
                    : t('publications.requestable', { count: publication.copyLimit })}
                </p>
              </div>
              <CopyLimitForm publication={publication} title={title} onChanged={onChanged} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
