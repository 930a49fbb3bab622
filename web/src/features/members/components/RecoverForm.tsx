import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { recoverOptionsRequestSchema, type SignedIn } from '@ecg/domain/contracts';
import { normalizeRecoveryCode } from '@ecg/domain/rules/member-session';
import { InputField } from '@/components/form/FormFields';
import { fieldId, useForm } from '@/components/form/use-form';
import { useContentLang } from '@/lib/use-content-lang';
import { registerPasskey } from '../api/ceremony';
import { issuesAt, useMemberStep } from '../hooks/use-member-step';
import { ProblemMessage } from './FocusTargets';

const FORM_ID = 'member-recover';

/**
 * Recovery on a new phone (docs/members.md): one of the codes given at enrolment, typed as on
 * paper (any case, spaces or dashes), checked for its form before it is sent
 * (normalizeRecoveryCode), then a new passkey on this phone, which signs the member in.
 */
export function RecoverForm({ onSignedIn }: { onSignedIn: (signedIn: SignedIn) => void }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const form = useForm(recoverOptionsRequestSchema, { recoveryCode: '' }, FORM_ID);
  const step = useMemberStep();
  const { showIssues } = form;
  const fieldIssues = issuesAt(step.problem, 'recoveryCode');
  // A refusal's issues at the field, once, as it arrives.
  useEffect(() => {
    const issues = issuesAt(step.problem, 'recoveryCode');
    if (issues.length > 0) showIssues(issues);
  }, [step.problem, showIssues]);
  // Opened from its button: the code's field takes the focus.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    document.getElementById(fieldId(FORM_ID, 'recoveryCode'))?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = form.check();
    if (request === undefined) return;
    const recoveryCode = normalizeRecoveryCode(request.recoveryCode);
    if (recoveryCode === undefined) {
      form.showIssues([{ field: 'recoveryCode', rule: 'format', key: 'members.recover.codeForm' }]);
      return;
    }
    const signedIn = await step.run(() =>
      registerPasskey(
        lang,
        { options: 'memberRecoverOptions', register: 'memberRecover' },
        { recoveryCode },
      ),
    );
    if (signedIn !== undefined) onSignedIn(signedIn);
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <InputField
        form={form}
        formId={FORM_ID}
        field="recoveryCode"
        label={t('members.recover.code')}
        hint={t('members.recover.codeHint')}
        required
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <ProblemMessage
        problem={step.problem}
        focus={fieldIssues.length === 0}
        said={{
          notFound: t('members.recover.unknown'),
          notAccepted: t('members.recover.unknown'),
        }}
      />
      <button type="submit" className="form-button" disabled={step.pending}>
        {step.pending ? t('members.waitingForPasskey') : t('members.recover.submit')}
      </button>
    </form>
  );
}
