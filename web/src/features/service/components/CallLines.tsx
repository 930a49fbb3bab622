import { useTranslation } from '@/lib/i18n';
import type { EmergencyContact } from '@ecg/domain/rules/emergency-contacts';
import { telHref } from '@ecg/domain/rules/phone';
import { Glyph } from '@/components/Glyph';

/**
 * Numbers to call, each a call link that says what it is for: the emergency lines, or the
 * travel information lines (`information`, drawn quieter) of customer service.
 */
export function CallLines({
  lines,
  information = false,
  labelledBy,
}: {
  lines: readonly EmergencyContact[];
  information?: boolean;
  labelledBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="service-calls" aria-labelledby={labelledBy}>
      {lines.map((line) => (
        <li key={line.number}>
          <a
            href={telHref(line.number)}
            className={`service-call${information ? ' service-call--info' : ''}`}
          >
            <span className="service-call__body">
              <span className="visually-hidden">{t('service.call')} </span>
              <span className="service-call__number">{line.number}</span>
              <span className="service-call__purpose">{line.purpose}</span>
            </span>
            <span className="service-call__icon">
              <Glyph name="phone" size={22} />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
