import type { surveyQuestionDraftSchema } from '@ecg/domain/contracts';
import type { z } from 'zod';
import type { WrittenDb } from '../core/written-tables';

/**
 * A question's choices as the operators edit them (survey-console-repository.ts): a choice that has
 * answers stays, marked removed, so the answers that name it are still read with its label.
 */

/** The choice ids the question's answers name. */
async function answeredChoices(trx: WrittenDb, questionId: number): Promise<Set<string>> {
  const rows = await trx
    .selectFrom('survey_answer')
    .select('value')
    .where('question_id', '=', questionId)
    .execute();
  return new Set(rows.flatMap((row) => [JSON.parse(row.value) as unknown].flat().map(String)));
}

export async function hasAnswers(trx: WrittenDb, questionId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('survey_answer')
    .select('question_id')
    .where('question_id', '=', questionId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Writes the draft's choices in order; a choice left out is deleted, or removed if answered. */
export async function writeChoices(
  trx: WrittenDb,
  questionId: number,
  choices: z.infer<typeof surveyQuestionDraftSchema>['choices'],
  at: number,
): Promise<void> {
  const kept = new Set(choices.map((choice) => choice.id));
  const answered = await answeredChoices(trx, questionId);
  const stored = await trx
    .selectFrom('survey_choice')
    .select('id')
    .where('question_id', '=', questionId)
    .execute();
  for (const { id } of stored.filter((choice) => !kept.has(choice.id))) {
    if (answered.has(id)) {
      await trx
        .updateTable('survey_choice')
        .set({ removed_at: at })
        .where('question_id', '=', questionId)
        .where('id', '=', id)
        .execute();
    } else {
      await trx
        .deleteFrom('survey_choice')
        .where('question_id', '=', questionId)
        .where('id', '=', id)
        .execute();
    }
  }
  for (const [position, choice] of choices.entries()) {
    const values = {
      position,
      label_zh: choice.label['zh-tw'],
      label_en: choice.label.en,
      label_ja: choice.label.ja,
      removed_at: null,
    };
    await trx
      .insertInto('survey_choice')
      .values({ question_id: questionId, id: choice.id, ...values })
      .onConflict((conflict) => conflict.columns(['question_id', 'id']).doUpdateSet(values))
      .execute();
  }
}
