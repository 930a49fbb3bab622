import { ADMIN_ANSWERS } from '@ecg/domain/admin-api-answers';
import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  addQuestionRequestSchema,
  editQuestionRequestSchema,
  removeQuestionRequestSchema,
  reorderQuestionsRequestSchema,
  surveyQuestionsQuerySchema,
  surveyResultsQuerySchema,
  surveyScheduleRequestSchema,
  surveysQuerySchema,
} from '@ecg/domain/contracts/admin-surveys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ActionEntry } from '../../store/operators/operator-action-repository';
import {
  surveyConsoleRepository,
  type SurveyConsoleRepository,
} from '../../store/surveys/survey-console-repository';
import type { SurveyResultsRepository } from '../../store/surveys/survey-results-repository';
import { operatorOf, operatorRoutes, type SignedInOperator } from '../operators/admin-guard';
import type { LoggedChange } from '../operators/logged-change';
import { answeringRefusals } from '../operators/refusals';

/**
 * The visitor survey from the console (docs/architecture.md, Operator console): the surveys, a
 * survey's questions added, edited, put in order and removed, the survey opened or closed, and its
 * answers counted per question. Each change and its log line are one transaction.
 */
export const surveyAdminRoutes = (
  surveys: SurveyConsoleRepository,
  results: SurveyResultsRepository,
  changes: LoggedChange,
): FastifyPluginAsyncZod =>
  operatorRoutes('staff', async (app) => {
    /** Runs an edit and logs it, in one transaction; a refusal says its reason. */
    const edit = <T>(
      operator: SignedInOperator,
      work: (editing: SurveyConsoleRepository) => Promise<T>,
      entry: (result: T) => ActionEntry,
    ) => changes(operator, {}, (trx) => work(surveyConsoleRepository(trx)), entry);
    /** A read that a missing survey answers with a 404. */
    const read = <T>(work: () => Promise<T>) => answeringRefusals({}, work);

    app.get(
      ADMIN_API_PATHS.surveys,
      { schema: { querystring: surveysQuerySchema, response: { 200: ADMIN_ANSWERS.surveys.GET } } },
      async (request) => ({
        success: true,
        data: await read(() => results.list(request.query.lang, operatorOf(request).at)),
      }),
    );

    app.get(
      ADMIN_API_PATHS.surveyQuestions,
      {
        schema: {
          querystring: surveyQuestionsQuerySchema,
          response: { 200: ADMIN_ANSWERS.surveyQuestions.GET },
        },
      },
      async (request) => ({
        success: true,
        data: await read(() => surveys.editableQuestions(request.query.survey)),
      }),
    );

    app.post(
      ADMIN_API_PATHS.surveyQuestions,
      {
        schema: {
          body: addQuestionRequestSchema,
          response: { 200: ADMIN_ANSWERS.surveyQuestions.POST },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { surveyId, ...question } = request.body;
        const questionId = await edit(
          operator,
          (editing) => editing.addQuestion(surveyId, question, operator.at),
          (id) => ({
            action: 'survey.question.add',
            subjectKind: 'survey-question',
            subjectId: id,
            detail: { surveyId, kind: question.kind },
          }),
        );
        return { success: true, data: { questionId } };
      },
    );

    app.post(
      ADMIN_API_PATHS.surveyQuestionEdit,
      {
        schema: {
          body: editQuestionRequestSchema,
          response: { 200: ADMIN_ANSWERS.surveyQuestionEdit.POST },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { questionId, ...question } = request.body;
        await edit(
          operator,
          (editing) => editing.editQuestion(questionId, question, operator.at),
          () => ({
            action: 'survey.question.edit',
            subjectKind: 'survey-question',
            subjectId: questionId,
            detail: { kind: question.kind },
          }),
        );
        return { success: true, data: { questionId } };
      },
    );

    app.post(
      ADMIN_API_PATHS.surveyQuestionOrder,
      {
        schema: {
          body: reorderQuestionsRequestSchema,
          response: { 200: ADMIN_ANSWERS.surveyQuestionOrder.POST },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { surveyId, questionIds } = request.body;
        await edit(
          operator,
          (editing) => editing.reorderQuestions(surveyId, questionIds, operator.at),
          () => ({
            action: 'survey.question.order',
            subjectKind: 'survey',
            subjectId: surveyId,
            detail: { questionIds },
          }),
        );
        return { success: true, data: { surveyId } };
      },
    );

    app.post(
      ADMIN_API_PATHS.surveyQuestionRemove,
      {
        schema: {
          body: removeQuestionRequestSchema,
          response: { 200: ADMIN_ANSWERS.surveyQuestionRemove.POST },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { questionId } = request.body;
        await edit(
          operator,
          (editing) => editing.removeQuestion(questionId, operator.at),
          () => ({
            action: 'survey.question.remove',
            subjectKind: 'survey-question',
            subjectId: questionId,
          }),
        );
        return { success: true, data: { questionId } };
      },
    );

    app.post(
      ADMIN_API_PATHS.surveySchedule,
      {
        schema: {
          body: surveyScheduleRequestSchema,
          response: { 200: ADMIN_ANSWERS.surveySchedule.POST },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { surveyId, ...schedule } = request.body;
        await edit(
          operator,
          (editing) => editing.setSchedule(surveyId, schedule, operator.at),
          () => ({
            action: schedule.open ? 'survey.open' : 'survey.close',
            subjectKind: 'survey',
            subjectId: surveyId,
            detail: { opensOn: schedule.opensOn, closesOn: schedule.closesOn },
          }),
        );
        return { success: true, data: { surveyId } };
      },
    );

    app.get(
      ADMIN_API_PATHS.surveyResults,
      {
        schema: {
          querystring: surveyResultsQuerySchema,
          response: { 200: ADMIN_ANSWERS.surveyResults.GET },
        },
      },
      async (request) => ({
        success: true,
        data: await read(() => results.results(request.query.survey, request.query.lang)),
      }),
    );
  });
