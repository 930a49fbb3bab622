import { useTranslation } from '@/lib/i18n';
import { HONEYPOT_FIELD } from '@ecg/domain/contracts';

/**
 * The field only a bot fills (HONEYPOT_FIELD): off-screen, out of the tab order and hidden from
 * assistive technology, and never autofilled.
 */
export function Honeypot({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <input
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * Why a form asks for personal data and how long it is kept, beside the fields that ask it
 * (the texts are the form's own keys in the locale files).
 */
export function PrivacyNote({ why, kept }: { why: string; kept: string }) {
  const { t } = useTranslation();
  return (
    <p className="form-privacy">
      <strong>{t('form.privacyTitle')}</strong> {why} {kept}
    </p>
  );
}
