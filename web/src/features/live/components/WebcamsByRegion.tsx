import { useId, useState } from 'react';
import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { RegionId } from '@ecg/domain/rules/regions';
import { webcamImageAt, webcamsByRegion } from '@ecg/domain/rules/webcams';
import { StatusMessage } from '@/components/StatusMessage';
import { webcamsQuery, type Webcam } from '@/lib/api/webcams';
import { WebcamCard } from './WebcamCard';

function RegionWebcams({
  lang,
  regionId,
  webcams,
  askedAt,
}: {
  lang: ContentLang;
  regionId: RegionId;
  webcams: Webcam[];
  askedAt: number;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="webcam-region" aria-labelledby={titleId}>
      <h3 id={titleId} className="webcam-region__title">
        {t(`live.regions.${regionId}`)}
      </h3>
      {webcams.length === 0 ? (
        <p className="webcam-region__none">{t('live.webcams.noneInRegion')}</p>
      ) : (
        <ul className="webcam-cards">
          {webcams.map((webcam) => (
            <WebcamCard
              key={webcam.id}
              lang={lang}
              webcam={webcam}
              pictureUrl={webcamImageAt(webcam.image, askedAt)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The coast's webcams by region (requirements §4: 951 is Green Island's), each region in turn,
 * one with none saying so. The pictures are those of the minute the tab was opened; a camera's
 * own page keeps its picture current.
 */
export function WebcamsByRegion({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  const titleId = useId();
  const webcams = useQuery(webcamsQuery(lang));
  const [askedAt] = useState(() => Date.now());
  return (
    <section className="live-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="live-section__title">
        {t('live.webcams.title')}
      </h2>
      <p className="live-section__intro">{t('live.webcams.intro')}</p>
      {webcams.data === undefined ? (
        <StatusMessage
          status={webcams.isError ? 'failed' : 'loading'}
          onRetry={() => void webcams.refetch()}
          part
        />
      ) : (
        <>
          {webcamsByRegion(webcams.data).map((group) => (
            <RegionWebcams key={group.regionId} lang={lang} askedAt={askedAt} {...group} />
          ))}
          {[...new Set(webcams.data.map((webcam) => webcam.source.attribution))].map((line) => (
            <p key={line} className="webcam-attribution">
              {t('live.webcams.source', { attribution: line })}
            </p>
          ))}
        </>
      )}
    </section>
  );
}
