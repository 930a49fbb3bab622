import { useEffect, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { registerOptionsRequestSchema, type SignedIn } from '@ecg/domain/contracts';
import { DISPLAY_NAME_MAX } from '@ecg/domain/rules/member-session';
import { InputField } from '@/components/form/FormFields';
import { useForm } from '@/components/form/use-form';
import { useContentLang } from '@/lib/use-content-lang';
import { registerPasskey } from '../api/ceremony';
import { issuesAt, useMemberStep } from '../hooks/use-member-step';
import { ProblemMessage, StepHeading } from './FocusTargets';

const FORM_ID = 'member-create';

/**
 * Enrolment (docs/members.md): a name to show, checked as the server checks it (its messages in
 * the visitor's language, docs/forms.md), then a passkey made on this phone. No password, no
 * email: the passkey is the account's key, and the recovery codes its spare.
 */
export function CreateAccountForm({ onSignedIn }: { onSignedIn: (signedIn: SignedIn) => void }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const form = useForm(registerOptionsRequestSchema, { displayName: '' }, FORM_ID);
  const step = useMemberStep();
  const { showIssues } = form;
  const fieldIssues = issuesAt(step.problem, 'displayName');
  // A refusal's issues at the field, once, as it arrives.
  useEffect(() => {
    const issues = issuesAt(step.problem, 'displayName');
    if (issues.length > 0) showIssues(issues);
  }, [step.problem, showIssues]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = form.check();
    if (request === undefined) return;
    const signedIn = await step.run(() =>
      registerPasskey(
        lang,
        { options: 'memberRegisterOptions', register: 'memberRegister' },
        request,
      ),
    );
    if (signedIn !== undefined) onSignedIn(signedIn);
  };

  return (
    <section className="member-section" aria-labelledby="member-create-title">
      <StepHeading id="member-create-title" focus={false}>
        {t('members.create.title')}
      </StepHeading>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <InputField
          form={form}
          formId={FORM_ID}
          field="displayName"
          label={t('members.create.name')}
          hint={t('members.create.nameHint', { max: DISPLAY_NAME_MAX })}
          required
          autoComplete="nickname"
          maxLength={DISPLAY_NAME_MAX}
        />
        <ProblemMessage problem={step.problem} focus={fieldIssues.length === 0} />
        <button type="submit" className="form-button" disabled={step.pending}>
          {step.pending ? t('members.waitingForPasskey') : t('members.create.submit')}
        </button>
      </form>
    </section>
  );
}
