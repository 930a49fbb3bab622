import { useTranslation } from '@/lib/i18n';
import type { Notice } from '@ecg/domain/contracts';
import './notice-badge.css';

/**
 * A notice's kind as a coloured badge. Its style travels with it, so every list that shows one
 * (the home's, the panel's) has its colours, also on a visit where no pop-up is loaded. A live
 * notice of transport (traffic control, requirements §2; the railway; the ferries) says its kind
 * in place of its type, keeping its type's colour.
 */
export function NoticeBadge({ type, kind }: { type: Notice['type']; kind?: Notice['kind'] }) {
  const { t } = useTranslation();
  return (
    <span className={`notice-type notice-type--${type}`}>
      {kind && kind !== 'warning' ? t(`notices.kind.${kind}`) : t(`notices.type${type}`)}
    </span>
  );
}
