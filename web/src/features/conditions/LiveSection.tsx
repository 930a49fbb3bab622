import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ConditionStamp } from '@/widgets/weather/ConditionStamp';
import type { LivePart } from '@/widgets/weather/live-part';
import type { LiveAnswer } from '@/lib/api/live';

/**
 * One part of the tides page (the tides, the sea stations, the sea forecast): Loading, not
 * available, or its answer with where and when it came from; greyed when kept, never current.
 */
export function LiveSection<A extends LiveAnswer>({
  title,
  part,
  now,
  children,
}: {
  title: string;
  part: LivePart<A>;
  now: number;
  children: (answer: A) => ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const kept = part.status === 'ready' && part.kept;
  return (
    <section
      className={`conditions-section${kept ? ' conditions-section--kept' : ''}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="conditions-section__title">
        {title}
      </h2>
      {part.status === 'ready' ? (
        <div className="conditions-section__body">
          {children(part.answer)}
          <ConditionStamp meta={part.answer.meta} kept={kept} now={now} />
        </div>
      ) : (
        <p className="conditions-note" role="status">
          {t(part.status === 'loading' ? 'loading.label' : 'conditions.unavailable')}
        </p>
      )}
    </section>
  );
}
