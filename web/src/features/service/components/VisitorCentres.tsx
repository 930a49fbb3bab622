import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { CollectionPlace } from '@ecg/domain/contracts';
import { hoursWithoutEndedClosures } from '@ecg/domain/rules/closure-period';
import type { ContentLang } from '@ecg/domain/rules/language';
import { callablePhone, telHref } from '@ecg/domain/rules/phone';
import { Glyph } from '@/components/Glyph';
import { LinkRow } from '@/components/LinkRow';
import { PracticalNote } from '@/components/practical-note/PracticalNote';
import { StatusMessage } from '@/components/StatusMessage';
import { pageTeaser } from '@/lib/api/static-pages';
import { useOverlayLink } from '@/components/overlay-link';
import { useHubPage } from '../api/get-hub-page';
import { useVisitorCentres } from '../api/get-visitor-centres';
import { VISITOR_CENTRES_PAGE } from '../emergency-contacts';
import './visitor-centres.css';

/**
 * A centre: its name (opening its page), its township, its hours and a call to it. A closure
 * the hours held that has ended (on the Taipei day shown) is not told as its hours: its page
 * keeps it among the earlier notices.
 */
function Centre({
  centre,
  lang,
  now,
}: {
  centre: CollectionPlace;
  lang: ContentLang;
  now: number;
}) {
  const { t } = useTranslation();
  const overlay = useOverlayLink();
  const tel = callablePhone(centre.tel ?? '');
  const hours = hoursWithoutEndedClosures(centre.opentime ?? '', now).hours;
  return (
    <li className="service-centre">
      <LinkRow
        to={overlay({ kind: 'attraction', id: String(centre.id) })}
        title={centre.name}
        text={centre.township.name}
      />
      {hours ? (
        <div className="service-centre__hours">
          <Glyph name="clock" size={18} />
          <span className="visually-hidden">{t('serviceHub.centres.hours')} </span>
          <PracticalNote field="hours" note={hours} lang={lang} tidy />
        </div>
      ) : null}
      {tel ? (
        <a href={telHref(tel)} className="button service-centre__call">
          <Glyph name="phone" size={18} />
          <span className="visually-hidden">{t('service.call')} </span>
          {tel}
          <span className="visually-hidden"> ({centre.name})</span>
        </a>
      ) : null}
    </li>
  );
}

/**
 * The scenic area's visitor centres: what they offer (the page's opening words, and the page
 * itself), then each centre with its hours and phone, opening its detail with the way there.
 */
export function VisitorCentres({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  const overlay = useOverlayLink();
  const about = useHubPage(VISITOR_CENTRES_PAGE, lang).data;
  const centres = useVisitorCentres(lang);
  const [now] = useState(() => Date.now());
  const teaser = about?.content ? pageTeaser(about.content) : '';

  let list;
  if (centres.data === undefined) {
    list = (
      <StatusMessage
        status={centres.isError ? 'failed' : 'loading'}
        onRetry={() => void centres.refetch()}
      />
    );
  } else if (centres.data.length === 0) {
    list = <StatusMessage status="empty" />;
  } else {
    list = (
      <ul className="service-centres" aria-label={t('service.visitorCentres')}>
        {centres.data.map((centre) => (
          <Centre key={centre.id} centre={centre} lang={lang} now={now} />
        ))}
      </ul>
    );
  }
  return (
    <>
      <div className="service-more">
        <LinkRow
          to={overlay({ kind: 'static', ...VISITOR_CENTRES_PAGE })}
          title={t('service.visitorCentresAbout')}
          {...(teaser ? { text: teaser } : {})}
        />
      </div>
      {list}
    </>
  );
}
