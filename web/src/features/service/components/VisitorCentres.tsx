import { useTranslation } from 'react-i18next';
import type { ContentLang } from '@ecg/domain/rules/language';
import { LinkRow, LinkRows } from '../../../components/LinkRow';
import { StatusMessage } from '../../../components/StatusMessage';
import { pageTeaser } from '../../../lib/api/static-pages';
import { useOverlayLink } from '../../../components/overlay-link';
import { useHubPage } from '../api/get-hub-page';
import { useVisitorCentres } from '../api/get-visitor-centres';
import { VISITOR_CENTRES_PAGE } from '../emergency-contacts';

/**
 * The scenic area's visitor centres: what they offer (the page's opening words, and the page
 * itself), then each centre, opening its detail with its hours, phone and way there.
 */
export function VisitorCentres({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  const overlay = useOverlayLink();
  const about = useHubPage(VISITOR_CENTRES_PAGE, lang).data;
  const centres = useVisitorCentres(lang);
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
      <LinkRows label={t('service.visitorCentres')}>
        {centres.data.map((centre) => (
          <li key={centre.id}>
            <LinkRow
              to={overlay({ kind: 'attraction', id: String(centre.id) })}
              title={centre.name}
              text={centre.township.name}
            />
          </li>
        ))}
      </LinkRows>
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
