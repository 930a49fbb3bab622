import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { OfferingKind } from '@ecg/domain/rules/bookings';
import { serviceFormPath } from '@ecg/domain/service-routes';
import { LinkRow, LinkRows } from '@/components/LinkRow';
import { StatusMessage } from '@/components/StatusMessage';
import { useContentLang } from '@/lib/use-content-lang';
import { OfferingFacts } from './OfferingFacts';
import { useOfferings } from './reservation-calls';

/** The guided tours, then the narrators, each leading to its dates and booking form. */
export function OfferingList() {
  const { t } = useTranslation();
  return (
    <div className="page-column service reservation">
      <h1 className="page-title">{t('reservation.title')}</h1>
      <p className="reservation__intro">{t('reservation.intro')}</p>
      <OfferingSection kind="tour" />
      <OfferingSection kind="narrator" />
    </div>
  );
}

function OfferingSection({ kind }: { kind: OfferingKind }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const titleId = useId();
  const offerings = useOfferings(kind, lang);
  const title = t(kind === 'tour' ? 'reservation.tours' : 'reservation.narrators');
  let body;
  if (offerings.data === undefined) {
    body = (
      <StatusMessage
        status={offerings.isError ? 'failed' : 'loading'}
        onRetry={() => void offerings.refetch()}
        part
      />
    );
  } else if (offerings.data.items.length === 0) {
    body = (
      <p className="service-none">
        {t(kind === 'tour' ? 'reservation.noTours' : 'reservation.noNarrators')}
      </p>
    );
  } else {
    body = (
      <LinkRows label={title}>
        {offerings.data.items.map((offering) => (
          <li key={offering.id}>
            <LinkRow
              to={serviceFormPath(lang, 'reservation', kind, offering.id)}
              title={offering.title}
              text={<OfferingFacts offering={offering} brief />}
            />
          </li>
        ))}
      </LinkRows>
    );
  }
  return (
    <section className="service-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="service-section__title">
        {title}
      </h2>
      {body}
    </section>
  );
}
