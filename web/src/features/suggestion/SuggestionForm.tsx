import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/Link';
import {
  SUGGESTION_MESSAGE_LENGTH,
  SUGGESTION_PLACE_MAX,
  suggestionRequestSchema,
} from '@ecg/domain/contracts';
import { serviceFormPath } from '@ecg/domain/service-routes';
import { ContactFields } from '@/components/form/ContactFields';
import { PrivacyNote } from '@/components/form/FormExtras';
import { InputField, SelectField, TextAreaField } from '@/components/form/FormFields';
import { OutboxForm } from '@/components/form/OutboxForm';
import { useForm } from '@/components/form/use-form';
import { receiptOf, refusalOf, useSend } from '@/components/form/use-send';
import type { OutboxEntry } from '@/lib/outbox/outbox-store';
import { usePageMeta } from '@/lib/page-meta';
import { useContentLang } from '@/lib/use-content-lang';
import { useTopics } from './api/get-topics';
import { SuggestionReceipt, SuggestionWaiting } from './SuggestionReceipt';

const FORM_ID = 'suggestion';
const EMPTY = {
  topic: '',
  place: '',
  message: '',
  contact: { name: '', email: '', phone: '' },
  website: '',
};

/**
 * A suggestion: its topic, where (if anywhere), the message and how to reply, checked as the
 * server checks it and sent through the outbox; then its receipt, or "waiting to send" offline.
 * A suggestion refused while the visitor was away comes back filled in, its fields marked.
 */
export function SuggestionForm({ resumed }: { resumed?: OutboxEntry }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const topics = useTopics(lang);
  const refused = resumed?.state === 'refused' ? resumed : undefined;
  const form = useForm(
    suggestionRequestSchema,
    refused ? { ...EMPTY, ...(refused.body as object) } : EMPTY,
    FORM_ID,
  );
  const sender = useSend('suggest', lang, form.showIssues, resumed);
  usePageMeta(lang, t('suggestion.title'), { description: t('suggestion.description') });

  const { showIssues } = form;
  useEffect(() => {
    if (refused) showIssues(refusalOf(refused)?.issues ?? []);
  }, [refused, showIssues]);

  const receipt = receiptOf(sender.entry, 'suggest');
  if (receipt) return <SuggestionReceipt receipt={receipt} onAnother={() => void sender.reset()} />;
  if (sender.entry?.state === 'waiting' && !sender.sending) {
    return <SuggestionWaiting entry={sender.entry} onRetry={() => void sender.retry()} />;
  }

  return (
    <div className="page-column service suggestion">
      <h1 className="page-title">{t('suggestion.title')}</h1>
      <p className="suggestion__intro">{t('suggestion.intro')}</p>
      <Link className="suggestion__track-link" to={serviceFormPath(lang, 'suggestion', 'track')}>
        {t('suggestion.trackLink')}
      </Link>
      <OutboxForm form={form} sender={sender} label={t('suggestion.send')}>
        <SelectField
          form={form}
          formId={FORM_ID}
          field="topic"
          label={t('suggestion.topic')}
          required
        >
          <option value="">
            {topics.data === undefined ? t('loading.label') : t('suggestion.chooseTopic')}
          </option>
          {topics.data?.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.name}
            </option>
          ))}
        </SelectField>
        <InputField
          form={form}
          formId={FORM_ID}
          field="place"
          label={t('suggestion.place')}
          hint={t('suggestion.placeHint')}
          maxLength={SUGGESTION_PLACE_MAX}
        />
        <TextAreaField
          form={form}
          formId={FORM_ID}
          field="message"
          label={t('suggestion.message')}
          hint={t('suggestion.messageHint', SUGGESTION_MESSAGE_LENGTH)}
          required
          maxLength={SUGGESTION_MESSAGE_LENGTH.max}
        />
        <ContactFields
          formId={FORM_ID}
          form={form}
          legend={t('suggestion.contact')}
          hint={t('suggestion.contactHint')}
        />
        <PrivacyNote why={t('suggestion.privacyWhy')} kept={t('suggestion.privacyKept')} />
      </OutboxForm>
    </div>
  );
}
