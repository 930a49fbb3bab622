import type { OperatorPublicationRequest } from '@ecg/domain/contracts/admin-publications';
import { useQuery } from '@/lib/query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { RowTitle } from '@/admin/components/PagedList';
import { FormAlert, SelectField } from '@/admin/components/fields';
import { PostedDialog } from './PostedDialog';
import { publicationsQuery, requestsQuery } from './publications-query';

type StatusFilter = '' | 'requested' | 'posted';

/** The requests, those to post first (oldest first), each with its address and contact. */
export function PublicationRequests({ onChanged }: { onChanged: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<StatusFilter>('requested');
  const requests = useQuery(requestsQuery(status));
  // A request keeps the Chinese title it was asked by; the list names it in English too.
  const publications = useQuery(publicationsQuery);
  const titleOf = (request: OperatorPublicationRequest) => {
    const publication = publications.data?.publications.find(
      (item) => item.id === request.publicationId,
    );
    return publication && i18n.language === 'en' ? publication.title.en : request.title;
  };
  const [asked, setAsked] = useState<OperatorPublicationRequest>();
  return (
    <section className="panel" aria-labelledby="requests-heading">
      <h2 id="requests-heading">{t('publications.requestsHeading')}</h2>
      <SelectField
        label={t('publications.show')}
        value={status}
        onChange={(value) => setStatus(value as StatusFilter)}
        options={[
          { value: 'requested', label: t('publications.statuses.requested') },
          { value: 'posted', label: t('publications.statuses.posted') },
          { value: '', label: t('publications.allRequests') },
        ]}
      />
      {requests.isPending && <p role="status">{t('app.loading')}</p>}
      {requests.isError && <FormAlert>{t('errors.load')}</FormAlert>}
      {requests.data?.length === 0 && <p>{t('publications.noRequests')}</p>}
      <ul className="rows">
        {requests.data?.map((request) => (
          <li key={request.number} className="row">
            <div className="row__text">
              <RowTitle
                status={request.status}
                statusName={t(`publications.statuses.${request.status}`)}
              >
                {request.number}
              </RowTitle>
              <p className="row__meta">
                {titleOf(request)} · {t('publications.copies', { count: request.copies })} ·{' '}
                {request.createdAt}
              </p>
              {request.address.recipient === '' ? (
                <p>{t('publications.addressGone')}</p>
              ) : (
                <address className="address">
                  {request.address.postcode} {request.address.line1}
                  {request.address.line2 && <br />}
                  {request.address.line2}
                  <br />
                  {request.address.recipient}
                  {request.address.country && (
                    <>
                      <br />
                      {request.address.country}
                    </>
                  )}
                  <br />
                  {[request.contact.email, request.contact.phone].filter(Boolean).join(' · ')}
                </address>
              )}
              {request.postedAt && (
                <p className="row__meta">
                  {t('publications.postedAt', { at: request.postedAt })}
                  {request.statusNote && ` · ${request.statusNote}`}
                </p>
              )}
            </div>
            {request.status === 'requested' && (
              <div className="row__actions">
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => setAsked(request)}
                  aria-label={t('publications.markPostedNamed', { number: request.number })}
                >
                  {t('publications.markPosted')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {asked && (
        <PostedDialog
          number={asked.number}
          onDone={(message) => {
            setAsked(undefined);
            onChanged(message);
          }}
          onClose={() => setAsked(undefined)}
        />
      )}
    </section>
  );
}
