import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import { useParams } from '@/lib/router';
import { Link } from '@/components/Link';
import { parseLatLng } from '@ecg/domain/rules/distance';
import { liveTabPath } from '@ecg/domain/routes';
import { Glyph } from '@/components/Glyph';
import { MapLink } from '@/components/map-link';
import { NotFoundPage } from '@/components/NotFoundPage';
import { StatusMessage } from '@/components/StatusMessage';
import { webcamsQuery } from '@/lib/api/webcams';
import { usePageMeta } from '@/lib/page-meta';
import { useContentLang } from '@/lib/use-content-lang';
import { CameraPicture } from './components/CameraPicture';
import './live.css';

/**
 * A webcam's page (/{lang}/live-camera/{id}): its picture kept current while on screen, where it
 * is (opening the map at it) and whose picture it is. An id we do not hold is a not-found.
 */
export function CameraPage() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const { id } = useParams();
  const webcams = useQuery(webcamsQuery(lang));
  const webcam = webcams.data?.find((one) => String(one.id) === id);
  usePageMeta(lang, webcam?.name ?? t('nav.live'), {
    description: webcam ? t('page.camera', { name: webcam.name }) : t('page.live'),
  });
  if (webcams.data !== undefined && !webcam) return <NotFoundPage />;
  const at = parseLatLng(webcam?.latlng);
  return (
    <div className="page-column live camera">
      <Link to={liveTabPath(lang)} className="camera__back">
        <Glyph name="back" size={20} />
        {t('live.camera.back')}
      </Link>
      {!webcam ? (
        <StatusMessage
          status={webcams.isError ? 'failed' : 'loading'}
          onRetry={() => void webcams.refetch()}
        />
      ) : (
        <>
          <h1 className="page-title">{webcam.name}</h1>
          <CameraPicture webcam={webcam} />
          <dl className="camera__facts">
            <dt>{t('live.camera.where')}</dt>
            <dd>
              <span>{webcam.address}</span>
              {at ? (
                <MapLink
                  view={{
                    layer: 'camera',
                    at,
                    ...(webcam.facilityId ? { focus: webcam.facilityId } : {}),
                  }}
                >
                  {t('live.camera.onMap')}
                </MapLink>
              ) : null}
            </dd>
            <dt>{t('live.camera.sourceTitle')}</dt>
            <dd>{webcam.source.attribution}</dd>
          </dl>
        </>
      )}
    </div>
  );
}
