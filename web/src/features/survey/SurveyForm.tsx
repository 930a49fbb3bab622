import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import {
  honeypotSchema,
  surveyAnswersSchema,
  type FormIssue,
  type Survey,
} from '@ecg/domain/contracts';
import { Honeypot } from '@/components/form/FormExtras';
import { SendStatus } from '@/components/form/SendStatus';
import { useForm } from '@/components/form/use-form';
import { receiptOf, useSend } from '@/components/form/use-send';
import type { OutboxEntry } from '@/lib/outbox/outbox-store';
import { useContentLang } from '@/lib/use-content-lang';
import { QuestionField } from './QuestionField';
import { SurveyFrame, SurveyThanks, TokenLine } from './SurveyFrame';
import { clearDraft, readDraft, saveDraft } from './survey-draft';
import { useFormToken, type TokenInfo } from './use-form-token';

/** What a refusal of the token or the survey itself means, said above the button. */
function refusalNote(issues: readonly FormIssue[]): string | undefined {
  const issue = issues.find((one) => one.field === 'token' || one.field === 'surveyId');
  if (issue === undefined) return undefined;
  if (issue.field === 'surveyId') return 'survey.token.closed';
  return issue.rule === 'used' ? 'survey.token.used' : 'survey.token.renewed';
}

/**
 * A survey's questions, kept as a draft on the phone with the form token asked when it opened;
 * checked as the server checks them, sent through the outbox, then thanked for.
 */
export function SurveyForm({ survey, resumed }: { survey: Survey; resumed?: OutboxEntry }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const formId = `survey-${survey.id}`;
  const schema = useMemo(
    () => surveyAnswersSchema(survey.questions).extend({ website: honeypotSchema }),
    [survey.questions],
  );
  const [draft] = useState(() => readDraft(survey.id));
  const form = useForm(schema, { answers: draft.answers, website: '' }, formId);
  const [tokenInfo, setTokenInfo] = useState<TokenInfo>({
    tokenKey: draft.tokenKey,
    ...(draft.token ? { token: draft.token } : {}),
  });
  const token = useFormToken(lang, survey.id, tokenInfo, setTokenInfo);
  const [missingToken, setMissingToken] = useState(false);
  const sender = useSend('surveyHandler', lang, form.showIssues, resumed);
  const receipt = receiptOf(sender.entry, 'surveyHandler');
  const note = refusalNote(sender.refusal?.issues ?? []);

  const answers = form.values.answers;
  const answered = receipt !== undefined || note === 'survey.token.used';
  useEffect(() => {
    if (answered) clearDraft(survey.id);
    else
      saveDraft(survey.id, { ...tokenInfo, answers: (answers ?? {}) as Record<string, unknown> });
  }, [answered, survey.id, tokenInfo, answers]);

  // A token past its day or unknown to the server is replaced, once per refusal.
  const renewedFor = useRef<string>(undefined);
  const { renew } = token;
  useEffect(() => {
    const key = sender.entry?.key;
    if (note !== 'survey.token.renewed' || key === undefined || renewedFor.current === key) return;
    renewedFor.current = key;
    renew();
  }, [note, sender.entry?.key, renew]);

  if (answered) return <SurveyThanks survey={survey} receipt={receipt} />;

  const waiting = sender.entry?.state === 'waiting';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.check();
    if (data === undefined) return;
    if (token.state !== 'ready' || tokenInfo.token === undefined) {
      setMissingToken(true);
      return;
    }
    setMissingToken(false);
    await sender.send({
      surveyId: survey.id,
      token: tokenInfo.token.token,
      answers: data.answers,
      website: data.website,
    });
  };

  return (
    <SurveyFrame survey={survey}>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {survey.questions.map((question) => (
          <QuestionField
            key={question.id}
            formId={formId}
            question={question}
            value={form.get(`answers.${question.id}`)}
            issue={form.issues[`answers.${question.id}`]}
            onChange={(value) => form.set(`answers.${question.id}`, value)}
          />
        ))}
        <Honeypot
          value={String(form.values.website ?? '')}
          onChange={(value) => form.set('website', value)}
        />
        <TokenLine state={token.state} missing={missingToken} />
        {note ? <p className="form-status__text form-status__text--refused">{t(note)}</p> : null}
        <SendStatus
          sending={sender.sending}
          entry={sender.entry}
          refusal={note ? undefined : sender.refusal}
          onRetry={() => void sender.retry()}
        />
        <button type="submit" className="form-button" disabled={sender.sending || waiting}>
          {t('survey.submit')}
        </button>
      </form>
    </SurveyFrame>
  );
}
