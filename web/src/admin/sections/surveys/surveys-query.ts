import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  surveyQuestionsAnswerSchema,
  surveyResultsAnswerSchema,
  surveysAnswerSchema,
} from '@ecg/domain/contracts/admin-surveys';
import { queryOptions } from '@/lib/query';
import { adminGet } from '@/admin/api';

export const SURVEYS_KEY = ['surveys'] as const;

/** The console's language as the store names its texts (Chinese unless English). */
export const textLang = (lang: string) => (lang === 'en' ? 'en' : 'zh-tw');

const listKey = (lang: string) => [...SURVEYS_KEY, 'list', lang] as const;
const questionsKey = (survey: number) => [...SURVEYS_KEY, 'questions', survey] as const;
const resultsKey = (survey: number, lang: string) =>
  [...SURVEYS_KEY, 'results', survey, lang] as const;

export const surveysQuery = (lang: string) =>
  queryOptions({
    queryKey: listKey(textLang(lang)),
    queryFn: async () =>
      (await adminGet(`${ADMIN_API_PATHS.surveys}?lang=${textLang(lang)}`, surveysAnswerSchema))
        .data,
  });

export const questionsQuery = (survey: number) =>
  queryOptions({
    queryKey: questionsKey(survey),
    queryFn: async () =>
      (
        await adminGet(
          `${ADMIN_API_PATHS.surveyQuestions}?survey=${survey}`,
          surveyQuestionsAnswerSchema,
        )
      ).data,
  });

export const resultsQuery = (survey: number, lang: string) =>
  queryOptions({
    queryKey: resultsKey(survey, textLang(lang)),
    queryFn: async () =>
      (
        await adminGet(
          `${ADMIN_API_PATHS.surveyResults}?survey=${survey}&lang=${textLang(lang)}`,
          surveyResultsAnswerSchema,
        )
      ).data,
  });
