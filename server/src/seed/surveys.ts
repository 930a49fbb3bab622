import path from 'node:path';
import { SURVEY_QUESTION_KINDS } from '@ecg/domain/contracts';
import { z } from 'zod';
import type { Store } from '../store/core/database';
import { identityPastLargest } from '../store/core/engine';
import type { WrittenDb } from '../store/core/written-tables';
import { readValidated } from '../data-files/json-files';
import { localizedSchema } from './content-files';
import { syncTable } from './sync-table';

/*
 * The service area's own content (data/editorial): the visitor survey we start with, and the
 * topics a suggestion may be about.
 */

const choiceFile = z.object({ id: z.string().regex(/^[a-z0-9-]+$/), label: localizedSchema });
const surveyFile = z.array(
  z.object({
    id: z.int().positive(),
    title: localizedSchema,
    intro: localizedSchema,
    open: z.boolean(),
    questions: z
      .array(
        z.object({
          id: z.int().positive(),
          kind: z.enum(SURVEY_QUESTION_KINDS),
          required: z.boolean(),
          text: localizedSchema,
          choices: z.array(choiceFile).default([]),
        }),
      )
      .min(1),
  }),
);

const topicFile = z.array(
  z.object({ id: z.string().regex(/^[a-z][a-z-]+$/), name: localizedSchema }),
);

const editorialFile = (dataDir: string, name: string) => path.join(dataDir, 'editorial', name);

/**
 * Adds each survey of data/editorial/surveys.json that the written tables do not hold. A survey
 * once there is the operators' to edit, open and close: the seed never writes over it.
 */
export async function seedSurveys(store: WrittenDb, dataDir: string): Promise<void> {
  const surveys = readValidated(surveyFile, editorialFile(dataDir, 'surveys.json'));
  const held = new Set(
    (await store.selectFrom('survey').select('id').execute()).map((survey) => survey.id),
  );
  const now = Date.now();
  for (const survey of surveys.filter(({ id }) => !held.has(id))) {
    await store
      .insertInto('survey')
      .values({
        id: survey.id,
        title_zh: survey.title['zh-tw'],
        title_en: survey.title.en,
        title_ja: survey.title.ja,
        intro_zh: survey.intro['zh-tw'],
        intro_en: survey.intro.en,
        intro_ja: survey.intro.ja,
        open: survey.open ? 1 : 0,
        opens_on: null,
        closes_on: null,
        updated_at: now,
      })
      .execute();
    for (const [position, question] of survey.questions.entries()) {
      await store
        .insertInto('survey_question')
        .values({
          id: question.id,
          survey_id: survey.id,
          position,
          kind: question.kind,
          required: question.required ? 1 : 0,
          text_zh: question.text['zh-tw'],
          text_en: question.text.en,
          text_ja: question.text.ja,
          removed_at: null,
        })
        .execute();
      for (const [order, choice] of question.choices.entries()) {
        await store
          .insertInto('survey_choice')
          .values({
            question_id: question.id,
            id: choice.id,
            position: order,
            label_zh: choice.label['zh-tw'],
            label_en: choice.label.en,
            label_ja: choice.label.ja,
            removed_at: null,
          })
          .execute();
      }
    }
  }
  // The seed gives its surveys and questions their ids; those the operators add come after.
  for (const table of ['survey', 'survey_question'] as const)
    await identityPastLargest(store, table);
}

/** The topics are content: the table holds exactly what the file says. */
export async function seedSuggestionTopics(store: Store, dataDir: string): Promise<void> {
  const topics = readValidated(topicFile, editorialFile(dataDir, 'suggestion-topics.json'));
  await syncTable(
    store,
    'suggestion_topic',
    ['id'],
    topics.map((topic, position) => ({
      id: topic.id,
      position,
      name_zh: topic.name['zh-tw'],
      name_en: topic.name.en,
      name_ja: topic.name.ja,
    })),
  );
}
