import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { EmergencyContact } from '@ecg/domain/rules/emergency-contacts';
import { telHref } from '@ecg/domain/rules/phone';
import { smsHref } from '@ecg/domain/rules/sos-message';
import { OutlineIcon } from '@/components/OutlineIcon';

const PHONE =
  'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2';
const MESSAGE = 'M4 5h16v11H9l-5 4z';
const SHARE = 'M12 15V3M7 8l5-5 5 5M5 12v8h14v-8';
const COPY = 'M8 8h11v12H8zM5 16V4h11';

type Sent = 'copied' | 'copyFailed' | undefined;

/**
 * The ways to send the message, each labelled: a call to an emergency line (reading the
 * message out), a text message with it as the body and no recipient, and the share sheet
 * where the phone has one, else a copy with a word that it is done.
 */
export function SosActions({
  text,
  lines,
}: {
  text: string;
  lines: readonly EmergencyContact[] | undefined;
}) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<Sent>();
  const canShare = typeof navigator.share === 'function';
  const share = () => {
    navigator.share({ text }).catch(() => undefined);
  };
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setSent('copied'),
      () => setSent('copyFailed'),
    );
  };
  return (
    <div className="sos-actions">
      {lines && lines.length > 0 ? (
        <>
          <p className="sos-actions__label">{t('serviceHub.sos.callAndRead')}</p>
          <ul className="sos-calls">
            {lines.map((line) => (
              <li key={line.number}>
                <a href={telHref(line.number)} className="button sos-call">
                  <OutlineIcon d={PHONE} size={18} />
                  {t('serviceHub.sos.call', { number: line.number })}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <a href={smsHref(text)} className="button sos-send">
        <OutlineIcon d={MESSAGE} size={18} />
        {t('serviceHub.sos.sms')}
      </a>
      {canShare ? (
        <button type="button" className="button sos-send" onClick={share}>
          <OutlineIcon d={SHARE} size={18} />
          {t('serviceHub.sos.shareSheet')}
        </button>
      ) : (
        <button type="button" className="button sos-send" onClick={copy}>
          <OutlineIcon d={COPY} size={18} />
          {t('serviceHub.sos.copy')}
        </button>
      )}
      <p className="sos-actions__sent" role="status">
        {sent ? t(`serviceHub.sos.${sent}`) : null}
      </p>
    </div>
  );
}
