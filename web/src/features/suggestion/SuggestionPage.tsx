import { StatusMessage } from '@/components/StatusMessage';
import { usePendingEntry } from '@/lib/outbox/use-outbox';
import { SuggestionForm } from './SuggestionForm';
import { SuggestionTrack } from './SuggestionTrack';
import '@/components/service-page.css';
import './suggestion.css';

/**
 * Suggestions (requirements §7 suggest, check-opinion): the form at /service/suggestion, and
 * the reply at /service/suggestion/track/{number}?secret={code}, or with no number a form to
 * type both.
 */
export default function SuggestionPage({ bridge, value }: { bridge?: string; value?: string }) {
  if (bridge === 'track') return <SuggestionTrack number={value} />;
  return <SuggestionFormPage />;
}

/** The form, once the outbox is read: a suggestion still waiting, or answered unseen, is shown. */
function SuggestionFormPage() {
  const pending = usePendingEntry('suggest');
  if (!pending.ready) {
    return (
      <div className="page-column service suggestion">
        <StatusMessage status="loading" />
      </div>
    );
  }
  return <SuggestionForm resumed={pending.entry} />;
}
