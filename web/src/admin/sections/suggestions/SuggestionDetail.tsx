import { suggestionReplyRequestSchema } from '@ecg/domain/contracts/admin-suggestions';
import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import { useForm } from '@/components/form/use-form';
import { adminPost } from '@/admin/api';
import { FormAlert, TextArea } from '@/admin/components/fields';
import { useFormChange } from '@/admin/components/use-form-change';
import { SUGGESTION_CALLS, suggestionQuery } from './suggestions-query';

interface SuggestionDetailProps {
  number: string;
  topicName: (id: string) => string;
  onReplied: (message: string) => void;
}

/** One suggestion whole, with the visitor's contact, and the reply they read (a new one replaces it). */
export function SuggestionDetail({ number, topicName, onReplied }: SuggestionDetailProps) {
  const { t } = useTranslation();
  const suggestion = useQuery(suggestionQuery(number));
  const form = useForm(suggestionReplyRequestSchema, { number, text: '' });
  const { submit, pending, failure } = useFormChange(form, {
    send: (checked) => adminPost('suggestionReply', checked),
    refreshes: SUGGESTION_CALLS,
    onSent: () => {
      form.set('text', '');
      onReplied(t('suggestions.replied', { number }));
    },
  });

  if (suggestion.isPending) return <p role="status">{t('app.loading')}</p>;
  if (suggestion.isError) return <FormAlert>{t('errors.load')}</FormAlert>;
  const { data } = suggestion;
  const contact = data.contact
    ? [data.contact.name, data.contact.email, data.contact.phone].filter(Boolean).join(' · ')
    : t('suggestions.contactGone');
  return (
    <>
      <section className="panel" aria-labelledby="suggestion-heading">
        <h2 id="suggestion-heading">
          {t('suggestions.heading', { number: data.number })}{' '}
          <span className={`badge badge--${data.status}`}>
            {t(`suggestions.statuses.${data.status}`)}
          </span>
        </h2>
        <dl className="facts">
          <dt>{t('suggestions.topic')}</dt>
          <dd>{topicName(data.topic)}</dd>
          {data.place && (
            <>
              <dt>{t('suggestions.place')}</dt>
              <dd>{data.place}</dd>
            </>
          )}
          <dt>{t('suggestions.sent')}</dt>
          <dd>
            {data.createdAt} ·{' '}
            {t('suggestions.writtenIn', {
              lang: t(`visitorLangs.${data.lang}`, { defaultValue: data.lang }),
            })}
          </dd>
          <dt>{t('suggestions.contact')}</dt>
          <dd>{contact}</dd>
        </dl>
        <p className="pre-line message">{data.message}</p>
        {data.reply && (
          <div className="notice-line">
            <p className="row__meta">{t('suggestions.repliedAt', { at: data.reply.at })}</p>
            <p className="pre-line">{data.reply.text}</p>
          </div>
        )}
      </section>
      <form className="panel" onSubmit={submit} noValidate aria-labelledby="reply-heading">
        <h2 id="reply-heading">
          {data.reply ? t('suggestions.replyAgain') : t('suggestions.replyHeading')}
        </h2>
        <TextArea
          label={t('suggestions.reply')}
          hint={t('suggestions.replyHint')}
          form={form}
          field="text"
        />
        {failure}
        <button type="submit" className="button button--primary" disabled={pending}>
          {t('suggestions.send')}
        </button>
      </form>
    </>
  );
}
