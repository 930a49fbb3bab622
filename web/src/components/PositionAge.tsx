import { useTranslation } from '@/lib/i18n';
import { useFixAge } from '@/lib/location/use-fix-age';

/**
 * Says how old the visitor's position is once it is old (domain rules/position-fix.ts): the
 * phone lost its signal, or the app's first answer was one the phone had kept. Nothing while
 * the position is recent or is not the visitor's.
 */
export function PositionAge({
  fixedAt,
  className,
}: {
  fixedAt: number | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const age = useFixAge(fixedAt);
  if (!age) return null;
  return (
    <p className={className} role="note">
      {t(`position.age.${age.unit}`, { count: age.count })}
    </p>
  );
}
