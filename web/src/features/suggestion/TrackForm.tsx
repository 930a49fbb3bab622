import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from '@/lib/router';
import { suggestionLookupSchema } from '@ecg/domain/contracts';
import { trackingPath } from '@ecg/domain/service-routes';
import { InputField } from '@/components/form/FormFields';
import { useForm } from '@/components/form/use-form';
import { useContentLang } from '@/lib/use-content-lang';
import { lookUpSuggestion } from './api/lookup';

const FORM_ID = 'suggestion-track';

/**
 * The number and code typed by hand: checked as the server checks them, then verified
 * (requirements §7 verify-opinion) before the reply's page opens with them.
 */
export function TrackForm({ number }: { number: string | undefined }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const navigate = useNavigate();
  const form = useForm(suggestionLookupSchema, { number: number ?? '', code: '' }, FORM_ID);
  const [problem, setProblem] = useState<string>();
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lookup = form.check();
    if (lookup === undefined) return;
    setChecking(true);
    const answer = await lookUpSuggestion('verifyOpinion', lang, lookup);
    setChecking(false);
    if (answer.kind === 'found') {
      setProblem(undefined);
      void navigate(trackingPath(lang, 'suggestion', lookup.number, lookup.code), {
        replace: true,
      });
    } else if (answer.kind === 'unavailable') setProblem('suggestion.track.unavailable');
    else if (answer.status === 429) setProblem('form.refusal.tooMany');
    else {
      setProblem(undefined);
      form.showIssues(answer.issues);
    }
  };

  return (
    <form
      className="form suggestion__track-form"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <p className="suggestion__intro">{t('suggestion.track.intro')}</p>
      <InputField
        form={form}
        formId={FORM_ID}
        field="number"
        label={t('suggestion.receipt.number')}
        hint={t('suggestion.track.numberHint')}
        required
        autoCapitalize="characters"
        autoComplete="off"
      />
      <InputField
        form={form}
        formId={FORM_ID}
        field="code"
        label={t('suggestion.receipt.code')}
        hint={t('suggestion.track.codeHint')}
        required
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
      />
      <div role="status" className="form-status">
        {problem ? (
          <p className="form-status__text form-status__text--refused">{t(problem)}</p>
        ) : null}
      </div>
      <button type="submit" className="form-button" disabled={checking}>
        {t('suggestion.track.submit')}
      </button>
    </form>
  );
}
