import { useTranslation } from '@/lib/i18n';
import type { EmergencyContact } from '@ecg/domain/rules/emergency-contacts';
import { sosText, type SosLine } from '@ecg/domain/rules/sos-message';
import { SosActions } from './SosActions';

/**
 * The message in the visitor's language, as it will be sent, and the ways to send it. The
 * coordinates stay written with a point in every language, as maps and dispatchers read them.
 */
export function SosMessage({
  lines,
  calls,
}: {
  lines: readonly SosLine[];
  calls: readonly EmergencyContact[] | undefined;
}) {
  const { t } = useTranslation();
  const text = sosText(lines, (line) => t(`serviceHub.sos.line.${line.kind}`, { ...line }));
  return (
    <>
      <SosActions text={text} lines={calls} />
      <h3 className="sos-message__title">{t('serviceHub.sos.message')}</h3>
      <p className="sos-message">{text}</p>
      <p className="sos-note">{t('serviceHub.sos.private')}</p>
    </>
  );
}
