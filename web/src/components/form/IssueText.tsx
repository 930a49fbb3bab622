import { useTranslation } from '@/lib/i18n';
import { issueMessage, type FieldIssue } from './issue-message';

/** The message of an issue in the reader's language: the visitor's, or the operator's. */
export function IssueText({ issue }: { issue: FieldIssue }) {
  const { t } = useTranslation();
  const { key, values } = issueMessage(issue);
  return <>{t(key, values)}</>;
}
