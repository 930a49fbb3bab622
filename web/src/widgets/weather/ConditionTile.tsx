import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { LiveAnswer } from '@/lib/api/live';
import { ConditionStamp } from './ConditionStamp';
import type { LivePart } from './live-part';

/**
 * One condition of the widget (sunrise, UV, waves…): its name, then Loading, "not available",
 * or its value with where and when it was observed. A kept value is greyed, never shown as
 * current. Tiles keep one height whatever they hold, so nothing moves when answers arrive.
 */
export function ConditionTile<A extends LiveAnswer>({
  label,
  part,
  now,
  children,
}: {
  label: string;
  part: LivePart<A>;
  now: number;
  children: (answer: A) => ReactNode;
}) {
  const { t } = useTranslation();
  const kept = part.status === 'ready' && part.kept;
  return (
    <li className={`condition${kept ? ' condition--kept' : ''}`}>
      <span className="condition__label">{label}</span>
      {part.status === 'ready' ? (
        <>
          {children(part.answer)}
          <ConditionStamp meta={part.answer.meta} kept={kept} now={now} />
        </>
      ) : (
        <span className="condition__pending" role="status">
          {t(part.status === 'loading' ? 'loading.label' : 'conditions.unavailable')}
        </span>
      )}
    </li>
  );
}

/** The value of a condition, and a line under it (a station, the sunset). */
export function ConditionValue({ value, detail }: { value: ReactNode; detail?: ReactNode }) {
  return (
    <>
      <span className="condition__value">{value}</span>
      {detail ? <span className="condition__detail">{detail}</span> : null}
    </>
  );
}
