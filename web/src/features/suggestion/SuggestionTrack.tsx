import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from '@/lib/router';
import { Link } from '@/components/Link';
import { type SuggestionStatusView } from '@ecg/domain/contracts';
import { SECRET_PARAM, serviceFormPath } from '@ecg/domain/service-routes';
import { Glyph } from '@/components/Glyph';
import { StatusMessage } from '@/components/StatusMessage';
import { usePageMeta } from '@/lib/page-meta';
import { useContentLang } from '@/lib/use-content-lang';
import { lookUpSuggestion, type LookupAnswer } from './api/lookup';
import { MySuggestions } from './MySuggestions';
import { SuggestionStatus } from './SuggestionStatus';
import { TrackForm } from './TrackForm';

/**
 * The reply to a suggestion (requirements §7 check-opinion), read with its number (in the path)
 * and code (in the hash's query, so no server sees it in a URL); without both, a form to type
 * them. The answer is asked each time and kept nowhere.
 */
export function SuggestionTrack({ number }: { number: string | undefined }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const [params] = useSearchParams();
  const code = params.get(SECRET_PARAM) ?? undefined;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{
    for: string;
    found: LookupAnswer<SuggestionStatusView>;
  }>();
  usePageMeta(lang, t('suggestion.track.title'), { description: t('suggestion.description') });
  const asked = number && code ? `${number} ${code} ${attempt}` : undefined;

  useEffect(() => {
    if (asked === undefined || number === undefined || code === undefined) return undefined;
    const leaving = new AbortController();
    lookUpSuggestion('checkOpinion', lang, { number, code }, leaving.signal)
      .then((found) => setAnswer({ for: asked, found }))
      .catch(() => undefined);
    return () => leaving.abort();
  }, [asked, number, code, lang]);

  const found = answer?.for === asked ? answer?.found : undefined;
  return (
    <div className="page-column service suggestion">
      <Link className="form-back" to={serviceFormPath(lang, 'suggestion')}>
        <Glyph name="back" size={18} />
        {t('suggestion.track.back')}
      </Link>
      <h1 className="page-title">{t('suggestion.track.title')}</h1>
      {asked === undefined ? null : found === undefined ? (
        <StatusMessage status="loading" />
      ) : found.kind === 'found' ? (
        <SuggestionStatus suggestion={found.data} />
      ) : found.kind === 'unavailable' ? (
        <div className="suggestion__problem" role="status">
          <p>{t('suggestion.track.unavailable')}</p>
          <button
            type="button"
            className="form-button form-button--quiet"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('errors.retry')}
          </button>
        </div>
      ) : (
        <p className="form-status__text form-status__text--refused" role="status">
          {t(found.status === 429 ? 'form.refusal.tooMany' : 'suggestion.track.wrong')}
        </p>
      )}
      {asked === undefined || (found !== undefined && found.kind !== 'found') ? (
        <TrackForm number={number} />
      ) : null}
      <MySuggestions />
    </div>
  );
}
