import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { HighwayCamera, HighwayCamerasAnswer } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { LiveSource } from '@/components/LiveSource';
import { StatusMessage } from '@/components/StatusMessage';
import { useHighwayCameras } from '../api/get-highway-cameras';

/** The Bureau writes N and S; anything else (SW) is said as a direction it gives. */
const directionKey = (direction: string) =>
  direction === 'N' || direction === 'S' ? `live.highway.direction.${direction}` : undefined;

/**
 * One camera: the Bureau's still (loaded as it nears the screen, in a box of fixed ratio; a
 * failure said in words), its kilometre marker and direction, and the Bureau's own words.
 */
function HighwayCameraCard({ camera }: { camera: HighwayCamera }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const direction = directionKey(camera.direction);
  const label = t('live.highway.camera', { road: camera.road, mile: camera.mile });
  return (
    <li className="webcam-card highway-camera">
      <span className="webcam-frame">
        {failed ? (
          <span className="webcam-frame__note">{t('live.webcams.failed')}</span>
        ) : (
          <img
            src={camera.image}
            alt={label}
            loading="lazy"
            decoding="async"
            width={352}
            height={240}
            onError={() => setFailed(true)}
          />
        )}
      </span>
      <span className="webcam-card__name">
        {label}
        {direction ? ` · ${t(direction)}` : ''}
      </span>
      <span className="webcam-card__address" lang="zh-Hant-TW">
        {camera.description}
      </span>
    </li>
  );
}

/** The answer, section by section north to south, with where it came from first. */
export function HighwaySections({ answer }: { answer: HighwayCamerasAnswer }) {
  const { t } = useTranslation();
  return (
    <>
      <LiveSource
        meta={answer.meta}
        sampleNote="live.highway.sampleNote"
        sourceNote="live.highway.sourceNote"
      />
      {/* Some seventy cameras: the Suhua's open, the others a tap away, their stills loaded only
          when opened. */}
      {answer.data.map((group, index) => (
        <section key={group.section} className="webcam-region highway-section">
          <h3 className="webcam-region__title">{t(`live.highway.sections.${group.section}`)}</h3>
          <details open={index === 0}>
            <summary>{t('live.highway.cameras', { count: group.cameras.length })}</summary>
            <ul className="webcam-cards">
              {group.cameras.map((camera) => (
                <HighwayCameraCard key={camera.id} camera={camera} />
              ))}
            </ul>
          </details>
        </section>
      ))}
    </>
  );
}

/**
 * The Highway Bureau's cameras on 台9 by road section (docs/live-data.md, Traffic control): the
 * list has kilometre markers but no positions, so they are grouped along the road, not mapped.
 */
export function HighwayCameras({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  const titleId = useId();
  const cameras = useHighwayCameras(lang);
  return (
    <section className="live-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="live-section__title">
        {t('live.highway.title')}
      </h2>
      <p className="live-section__intro">{t('live.highway.intro')}</p>
      {cameras.data === undefined ? (
        <StatusMessage
          status={cameras.isError ? 'failed' : 'loading'}
          onRetry={() => void cameras.refetch()}
          part
        />
      ) : (
        <HighwaySections answer={cameras.data} />
      )}
    </section>
  );
}
