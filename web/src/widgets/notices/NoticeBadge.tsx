import { useTranslation } from '@/lib/i18n';
import type { Notice } from '@ecg/domain/contracts';
import './notice-badge.css';

/**
 * A notice's kind as a coloured badge. Its style travels with it, so every list that shows one
 * (the home's, the panel's) has its colours, also on a visit where no pop-up is loaded.
 */
export function NoticeBadge({ type }: { type: Notice['type'] }) {
  const { t } = useTranslation();
  return <span className={`notice-type notice-type--${type}`}>{t(`notices.type${type}`)}</span>;
}
