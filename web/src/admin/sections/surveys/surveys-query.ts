import type { AdminApiPathName } from '@ecg/domain/admin-api-paths';
import { queryOptions } from '@/lib/query';
import { adminKey } from '@/admin/admin-keys';
import { adminGet } from '@/admin/api';

/**
 * What a change of a survey makes stale: the surveys (their state), their questions, and the
 * results counted by them.
 */
export const SURVEY_CALLS: readonly AdminApiPathName[] = [
  'surveys',
  'surveyQuestions',
  'surveyResults',
];

/** The console's language as the store names its texts (Chinese unless English). */
export const textLang = (lang: string) => (lang === 'en' ? 'en' : 'zh-tw');

export const surveysQuery = (lang: string) => {
  const params = { lang: textLang(lang) };
  return queryOptions({
    queryKey: adminKey('surveys', params),
    queryFn: async () => (await adminGet('surveys', params)).data,
  });
};

export const questionsQuery = (survey: number) =>
  queryOptions({
    queryKey: adminKey('surveyQuestions', { survey }),
    queryFn: async () => (await adminGet('surveyQuestions', { survey })).data,
  });

export const resultsQuery = (survey: number, lang: string) => {
  const params = { survey, lang: textLang(lang) };
  return queryOptions({
    queryKey: adminKey('surveyResults', params),
    queryFn: async () => (await adminGet('surveyResults', params)).data,
  });
};
