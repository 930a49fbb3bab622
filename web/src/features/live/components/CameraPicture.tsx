import { useTranslation } from '@/lib/i18n';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { Webcam } from '@/lib/api/webcams';
import { useRefreshingPicture } from '../hooks/use-refreshing-picture';

/** `HH:mm` in Taipei, whatever the phone's zone. */
const taipeiClock = (at: number) => formatTaipei(at).slice(11, 16);

/**
 * The camera's still picture, kept current while on screen, with the time it arrived. When a new
 * one cannot be had (a failure, or offline) the last one stays, greyed, with its time, and the
 * page says why; a failure offers to ask again. Before any picture has arrived, only the note.
 */
export function CameraPicture({ webcam }: { webcam: Webcam }) {
  const { t } = useTranslation();
  const { shown, failed, offline, refresh } = useRefreshingPicture(webcam.image, webcam.active);
  const current = shown !== undefined && !failed && !offline;
  const time = shown ? taipeiClock(shown.at) : undefined;

  let note: string;
  if (!webcam.active) note = t('live.webcams.outOfOrder');
  else if (offline) note = t(time ? 'live.camera.offline' : 'live.camera.offlineNone', { time });
  else if (failed) note = t(time ? 'live.camera.failedKept' : 'live.webcams.failed', { time });
  else if (time) note = t('live.camera.updated', { time });
  else note = t('live.camera.loading');

  return (
    <figure className="camera-picture">
      {/* No picture yet, or none to be had: the note says why, with no empty box above it. */}
      {shown ? (
        <div className={`webcam-frame${current ? '' : ' webcam-frame--old'}`}>
          <img
            src={shown.url}
            alt={t('live.camera.picture', { name: webcam.name })}
            width={640}
            height={480}
          />
        </div>
      ) : null}
      <figcaption className="camera-picture__note">
        <span role="status" aria-live="polite">
          {note}
        </span>
        {failed && !offline ? (
          <button type="button" className="button button--quiet" onClick={refresh}>
            {t('errors.retry')}
          </button>
        ) : null}
        <span className="camera-picture__kind">{t('live.camera.still')}</span>
      </figcaption>
    </figure>
  );
}
