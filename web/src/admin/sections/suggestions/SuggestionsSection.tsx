import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from '@/lib/router';
import { Link } from '@/components/Link';
import { useStatusLine } from '@/admin/components/use-status-line';
import { SuggestionDetail } from './SuggestionDetail';
import { SuggestionList } from './SuggestionList';
import { topicsQuery } from './suggestions-query';

/**
 * Suggestions (docs/architecture.md, Operator console): what visitors sent, by status, topic and
 * days (the address keeps the filters), and one whole (`?number=`) with the reply the visitor reads
 * with their number and code.
 */
export default function SuggestionsSection() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const { say, line } = useStatusLine();
  const topics = useQuery(topicsQuery(i18n.language));
  const topicName = (id: string) => topics.data?.find((topic) => topic.id === id)?.name ?? id;
  const number = search.get('number');
  return (
    <>
      <p className="lead">{t('suggestions.lead')}</p>
      {line}
      {number ? (
        <>
          <p>
            <Link to="/suggestions">{t('suggestions.back')}</Link>
          </p>
          <SuggestionDetail number={number} topicName={topicName} onReplied={say} />
        </>
      ) : (
        <SuggestionList topics={topics.data ?? []} topicName={topicName} />
      )}
    </>
  );
}
