import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/Link';
import type { ContentLang } from '@ecg/domain/rules/language';
import { liveCameraPath } from '@ecg/domain/routes';
import type { Webcam } from '@/lib/api/webcams';

/**
 * One webcam of the tab: its picture (loaded as it nears the screen, in a box of fixed ratio so
 * nothing shifts; a failure said in words), its name and township, and its source. The card
 * opens the camera's page. `pictureUrl` is the picture as asked this minute. The card names its
 * publisher; the section gives the attribution its licence asks for, once.
 */
export function WebcamCard({
  lang,
  webcam,
  pictureUrl,
}: {
  lang: ContentLang;
  webcam: Webcam;
  pictureUrl: string;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const unavailable = !webcam.active || failed === pictureUrl;
  return (
    <li className="webcam-card">
      <Link to={liveCameraPath(lang, webcam.id)} className="webcam-card__link">
        <span className="webcam-frame">
          {unavailable ? (
            <span className="webcam-frame__note">
              {t(webcam.active ? 'live.webcams.failed' : 'live.webcams.outOfOrder')}
            </span>
          ) : (
            <img
              src={pictureUrl}
              alt=""
              loading="lazy"
              decoding="async"
              width={640}
              height={480}
              onError={() => setFailed(pictureUrl)}
            />
          )}
        </span>
        <span className="webcam-card__name">{webcam.name}</span>
        <span className="webcam-card__address">{webcam.address}</span>
      </Link>
      <p className="webcam-card__source">
        {t('live.webcams.source', { attribution: webcam.source.publisher })}
      </p>
    </li>
  );
}
