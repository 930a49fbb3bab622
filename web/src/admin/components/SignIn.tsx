import { signInRequestSchema } from '@ecg/domain/contracts/admin';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useForm } from '@/components/form/use-form';
import { AdminApiError, adminPost } from '../api';
import { sessionEnd, startSession } from '../session';
import { Field, FormAlert } from './fields';
import { LanguageSwitch } from './LanguageSwitch';
import { signInRefusal, type SignInRefusal } from './sign-in-refusal';

/** Signing in: errors at their field, a refused sign-in or a wait said above the button. */
export function SignIn() {
  const { t } = useTranslation();
  const form = useForm(signInRequestSchema, { email: '', password: '' });
  const [refusal, setRefusal] = useState<SignInRefusal>();
  const [busy, setBusy] = useState(false);
  const ended = sessionEnd();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const checked = form.check();
    if (checked === undefined) return;
    setBusy(true);
    try {
      const { data } = await adminPost('signIn', checked);
      startSession(data);
    } catch (error) {
      setRefusal(
        error instanceof AdminApiError
          ? signInRefusal(error.status, error.reason, error.retryAfterSeconds)
          : signInRefusal(0),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="sign-in">
      <div className="sign-in__box">
        <LanguageSwitch />
        <h1 className="sign-in__title">{t('signIn.title')}</h1>
        <p className="sign-in__lead">{t('signIn.lead')}</p>
        {ended === 'expired' && <p className="notice-line">{t('signIn.expired')}</p>}
        {ended === 'signed-out' && <p className="notice-line">{t('signIn.signedOut')}</p>}
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Field
            form={form}
            field="email"
            label={t('signIn.email')}
            type="email"
            name="email"
            autoComplete="username"
          />
          <Field
            form={form}
            field="password"
            label={t('signIn.password')}
            type="password"
            name="password"
            autoComplete="current-password"
          />
          {refusal && (
            <FormAlert>
              {t(refusal.key, 'count' in refusal ? { count: refusal.count } : {})}
            </FormAlert>
          )}
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('signIn.busy') : t('signIn.submit')}
          </button>
        </form>
      </div>
    </main>
  );
}
