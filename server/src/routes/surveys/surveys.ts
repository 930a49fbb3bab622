import { API_ANSWERS } from '@ecg/domain/api-answers';
import { apiRoute } from '@ecg/domain/api-paths';
import {
  formIssuesOf,
  SURVEY_TOKEN_LIFE_MS,
  surveyAnswerRequestSchema,
  surveyAnswersSchema,
  surveyTokenRequestSchema,
} from '@ecg/domain/contracts';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import { isSurveyOpen } from '@ecg/domain/rules/surveys';
import type { FastifyInstance } from 'fastify';
import { surveyRepository, type SurveyRepository } from '../../store/surveys/survey-repository';
import { hashSecret, newSecret } from '../../store/writes/visitor-secrets';
import { langParams } from '../core/lang';
import { WriteRefusal, writeRoute, type WriteDependencies } from '../writes/write-route';

/** Refuses an answer to a survey that is gone or no longer takes answers. */
async function mustBeOpen(surveys: SurveyRepository, surveyId: number, now: number) {
  const opening = await surveys.opening(surveyId);
  if (opening === undefined) {
    throw new WriteRefusal(404, 'body.surveyId: there is no such survey', [
      { field: 'surveyId', rule: 'closed' },
    ]);
  }
  if (!isSurveyOpen(opening, now)) {
    throw new WriteRefusal(409, 'body.surveyId: this survey takes no answers now', [
      { field: 'surveyId', rule: 'closed' },
    ]);
  }
}

/** The token must be one we issued for this survey, within its day, and not yet used. */
async function mustBeFreshToken(
  surveys: SurveyRepository,
  hash: string,
  surveyId: number,
  now: number,
) {
  const token = await surveys.tokenOf(hash);
  if (token === undefined || token.survey_id !== surveyId) {
    throw new WriteRefusal(403, 'body.token: not a form token of this survey', [
      { field: 'token', rule: 'wrongSecret' },
    ]);
  }
  if (now - token.issued_at > SURVEY_TOKEN_LIFE_MS) {
    throw new WriteRefusal(410, 'body.token: this form token has expired', [
      { field: 'token', rule: 'closed' },
    ]);
  }
  if (await surveys.tokenWasUsed(hash)) throw answeredAlready();
}

const answeredAlready = () =>
  new WriteRefusal(409, 'body.token: this form has already been answered', [
    { field: 'token', rule: 'used' },
  ]);

/**
 * The visitor survey (requirements §2 Service: survey; §7 surveys, token, surveyhandler): the open
 * surveys, a form token for one answer, and the answer, checked against the survey's own
 * questions as they stand when it arrives.
 */
export function surveyRoutes(
  app: FastifyInstance,
  deps: WriteDependencies,
  surveys: SurveyRepository,
): void {
  app.get(
    apiRoute('surveys'),
    {
      // Operators open, close and edit surveys: a minute old at most.
      config: { cachePolicy: 'live' },
      schema: { params: langParams, response: { 200: API_ANSWERS.surveys.GET } },
    },
    async (request) => {
      const { lang } = request.params as { lang: ContentLang };
      return { success: true, data: await surveys.openSurveys(lang, deps.now()) };
    },
  );

  writeRoute(
    app,
    deps,
    {
      name: 'surveyToken',
      input: surveyTokenRequestSchema,
      answer: API_ANSWERS.surveyToken.POST,
    },
    async ({ surveyId }, { now, commit }) =>
      commit(async (trx) => {
        const inWrite = surveyRepository(trx);
        await mustBeOpen(inWrite, surveyId, now);
        const token = newSecret();
        await inWrite.issueToken({
          hash: hashSecret(token),
          survey_id: surveyId,
          issued_at: now,
        });
        return {
          status: 201,
          data: { token, expiresAt: formatTaipei(now + SURVEY_TOKEN_LIFE_MS) },
        };
      }),
  );

  writeRoute(
    app,
    deps,
    {
      name: 'surveyHandler',
      input: surveyAnswerRequestSchema,
      answer: API_ANSWERS.surveyHandler.POST,
    },
    async ({ surveyId, token, answers }, { lang, now, commit }) =>
      commit(async (trx) => {
        const inWrite = surveyRepository(trx);
        const tokenHash = hashSecret(token);
        await mustBeFreshToken(inWrite, tokenHash, surveyId, now);
        await mustBeOpen(inWrite, surveyId, now);
        const questions = (await inWrite.askedQuestions([surveyId], lang)).get(surveyId) ?? [];
        const sent = { answers };
        const checked = surveyAnswersSchema(questions).safeParse(sent);
        if (!checked.success) {
          const message = checked.error.issues
            .map((issue) => `body.${issue.path.join('.')}: ${issue.message}`)
            .join('; ');
          throw new WriteRefusal(400, message, formIssuesOf(checked.error, sent));
        }
        const saved = await inWrite.saveResponse({
          surveyId,
          tokenHash,
          lang,
          createdAt: now,
          answers: checked.data.answers,
        });
        if (saved === undefined) throw answeredAlready();
        return { status: 201, data: { surveyId, createdAt: formatTaipei(now) } };
      }),
  );
}
