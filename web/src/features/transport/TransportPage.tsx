import { useTranslation } from '@/lib/i18n';
import { useParams } from '@/lib/router';
import { usePageMeta } from '@/lib/page-meta';
import { pageTeaser } from '@/lib/api/static-pages';
import { useContentLang } from '@/lib/use-content-lang';
import { OutlineIcon } from '@/components/OutlineIcon';
import { LinkRow, LinkRows } from '@/components/LinkRow';
import { StatusMessage } from '@/components/StatusMessage';
import { useOverlayLink } from '@/components/overlay-link';
import { useMapLink } from '@/components/map-link';
import { useOfferedKinds } from '@/lib/api/facility-kinds';
import { NotFoundPage } from '@/components/NotFoundPage';
import { BackToHub } from '@/components/BackToHub';
import { flightsPath, liveTabPath } from '@ecg/domain/routes';
import { ModeCards } from './mode-card/ModeCard';
import { MODE_CARDS, MODE_SCREENS } from './transport-modes';
import { useTransportPages } from './transport-pages';
import './transport.css';

/** The map's layers of the road offered here, each with its row's words and sign. */
const ROAD_LAYERS = [
  {
    layer: 'bus-stop',
    title: 'nearby.busStops',
    text: 'nearby.busStopsText',
    // A stop's sign on its pole, on the 24-unit grid like the app's glyphs.
    icon: 'M7 21V3M7 3h10v8H7M10 7h4M4 21h6',
  },
  {
    layer: 'parking',
    title: 'nearby.parkingLots',
    text: 'nearby.parkingLotsText',
    // A parking sign: a P in its square.
    icon: 'M4 4h16v16H4zM10 17V7h3a3 3 0 0 1 0 6h-3',
  },
] as const;
/** A road running to the horizon, its middle line dashed. */
const ROAD_ICON = 'M8 3L4 21M16 3l4 18M12 4v3M12 10v3M12 16v4';

/**
 * requirements §2 "Search area, flights" (/{lang}/search/airplane/): a card per way of travel
 * (its light, the last way back today, its source), then the guide's pages on getting here and
 * around, each opening over this one. /{lang}/search/airplane/{mode} is a mode's own screen.
 */
export default function TransportRoute() {
  const { mode } = useParams();
  const { t } = useTranslation();
  const lang = useContentLang();
  if (mode === undefined) return <TransportPage />;
  const Screen = Object.hasOwn(MODE_SCREENS, mode) ? MODE_SCREENS[mode] : undefined;
  if (!Screen) return <NotFoundPage />;
  return (
    <>
      <BackToHub to={flightsPath(lang)} label={t('transport.back')} />
      <Screen />
    </>
  );
}

function TransportPage() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const overlay = useOverlayLink();
  const mapLink = useMapLink();
  const answer = useTransportPages(lang);
  const { offers } = useOfferedKinds(lang);
  const pages = answer.data?.pages ?? [];
  usePageMeta(lang, t('transport.title'), { description: t('transport.intro') });
  return (
    <div className="transport">
      <h1 className="page-title">{t('transport.title')}</h1>
      <p className="transport__intro">{t('transport.intro')}</p>
      {MODE_CARDS.length > 0 ? (
        <ModeCards label={t('transport.modes')}>
          {MODE_CARDS.map((Card, index) => (
            <Card key={index} />
          ))}
        </ModeCards>
      ) : null}
      {/* requirements §2 Transport: the bus stops and the parking lots near the visitor, on the
          map at their position, each offered only when the region holds some (docs/map.md), and
          the roads: their cameras on the Live tab, a closure being an important notice. */}
      <LinkRows label={t('transport.onTheRoad')}>
        {ROAD_LAYERS.filter(({ layer }) => offers(layer)).map(({ layer, title, text, icon }) => (
          <li key={layer}>
            <LinkRow
              to={mapLink({ layer })}
              title={t(title)}
              text={t(text)}
              icon={<OutlineIcon d={icon} size={22} />}
            />
          </li>
        ))}
        <li>
          <LinkRow
            to={liveTabPath(lang)}
            title={t('transport.roads')}
            text={t('transport.roadsText')}
            icon={<OutlineIcon d={ROAD_ICON} size={22} />}
          />
        </li>
      </LinkRows>
      {pages.length > 0 ? (
        <LinkRows label={t('transport.guides')}>
          {pages.map(({ ref, page }) => (
            <li key={ref.name}>
              <LinkRow
                to={overlay({ kind: 'static', name: ref.name, type: ref.type })}
                title={page.title}
                text={pageTeaser(page.content)}
                icon={<OutlineIcon d={ref.icon} size={22} />}
              />
            </li>
          ))}
        </LinkRows>
      ) : null}
      {answer.data === undefined || answer.data.incomplete ? (
        <StatusMessage
          status={answer.isPending && !answer.isError ? 'loading' : 'failed'}
          onRetry={() => void answer.refetch()}
        />
      ) : pages.length === 0 ? (
        <StatusMessage status="empty" />
      ) : null}
    </div>
  );
}
