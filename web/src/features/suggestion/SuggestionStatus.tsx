import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { SuggestionStatusView } from '@ecg/domain/contracts';

/**
 * Where a suggestion stands: what was sent, when, and the reply with its time, or that it is
 * still to come. Texts are shown as text (React escapes them); line breaks are kept.
 */
export function SuggestionStatus({ suggestion }: { suggestion: SuggestionStatusView }) {
  const { t } = useTranslation();
  const replyId = useId();
  return (
    <>
      <p className={`suggestion__state suggestion__state--${suggestion.status}`} role="status">
        {t(`suggestion.track.status.${suggestion.status}`)}
      </p>
      <section className="suggestion__reply" aria-labelledby={replyId}>
        <h2 id={replyId} className="suggestion__heading">
          {t('suggestion.track.reply')}
        </h2>
        {suggestion.reply ? (
          <>
            <p className="suggestion__when">
              {t('suggestion.track.repliedOn', { date: suggestion.reply.at })}
            </p>
            <p className="suggestion__message">{suggestion.reply.text}</p>
          </>
        ) : (
          <p>{t('suggestion.track.noReply')}</p>
        )}
      </section>
      <dl className="suggestion__sent">
        <div>
          <dt>{t('suggestion.receipt.number')}</dt>
          <dd className="suggestion__reference">{suggestion.number}</dd>
        </div>
        <div>
          <dt>{t('suggestion.track.sentOn')}</dt>
          <dd>{suggestion.createdAt}</dd>
        </div>
        <div>
          <dt>{t('suggestion.topic')}</dt>
          <dd>{suggestion.topic.name}</dd>
        </div>
        {suggestion.place ? (
          <div>
            <dt>{t('suggestion.place')}</dt>
            <dd>{suggestion.place}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('suggestion.message')}</dt>
          <dd className="suggestion__message">{suggestion.message}</dd>
        </div>
      </dl>
    </>
  );
}
