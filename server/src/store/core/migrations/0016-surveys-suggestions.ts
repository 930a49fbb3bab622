import { sql, type Kysely } from 'kysely';

/**
 * The visitor survey and the suggestions (requirements §7): the surveys the operators write, the
 * form tokens and answers visitors send, the topics of a suggestion (content) and the suggestions
 * with their replies. Visitors' rows are never touched by re-seeding.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('survey')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_ja', 'text', (c) => c.notNull())
    .addColumn('intro_zh', 'text', (c) => c.notNull())
    .addColumn('intro_en', 'text', (c) => c.notNull())
    .addColumn('intro_ja', 'text', (c) => c.notNull())
    .addColumn('open', 'integer', (c) => c.notNull().check(sql`open in (0, 1)`))
    .addColumn('opens_on', 'text')
    .addColumn('closes_on', 'text')
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('survey_question')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('survey.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('single', 'multiple', 'rating', 'shortText', 'longText')`),
    )
    .addColumn('required', 'integer', (c) => c.notNull().check(sql`required in (0, 1)`))
    .addColumn('text_zh', 'text', (c) => c.notNull())
    .addColumn('text_en', 'text', (c) => c.notNull())
    .addColumn('text_ja', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'integer')
    .execute();
  await db.schema
    .createIndex('survey_question_survey')
    .on('survey_question')
    .columns(['survey_id', 'position'])
    .execute();
  await db.schema
    .createTable('survey_choice')
    .addColumn('question_id', 'integer', (c) => c.notNull().references('survey_question.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('label_zh', 'text', (c) => c.notNull())
    .addColumn('label_en', 'text', (c) => c.notNull())
    .addColumn('label_ja', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'integer')
    .addPrimaryKeyConstraint('survey_choice_pk', ['question_id', 'id'])
    .execute();
  await db.schema
    .createTable('survey_token')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('survey.id'))
    .addColumn('issued_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('survey_response')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('survey.id'))
    // One answer per token, whatever the route does.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('survey_response_survey')
    .on('survey_response')
    .columns(['survey_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('survey_answer')
    .addColumn('response_id', 'integer', (c) => c.notNull().references('survey_response.id'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('survey_question.id'))
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('survey_answer_pk', ['response_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('survey_answer_question')
    .on('survey_answer')
    .column('question_id')
    .execute();

  await db.schema
    .createTable('suggestion_topic')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ja', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('suggestion')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    // No reference to suggestion_topic: a topic the content drops keeps its suggestions.
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('place', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('contact_erased_at', 'integer')
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('received', 'replied')`))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('reply_text', 'text')
    .addColumn('replied_at', 'integer')
    .addColumn('replied_by', 'text')
    .addUniqueConstraint('suggestion_month_sequence', ['month', 'sequence'])
    .execute();
  await db.schema
    .createIndex('suggestion_status_created')
    .on('suggestion')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('suggestion_created').on('suggestion').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'suggestion',
    'suggestion_topic',
    'survey_answer',
    'survey_response',
    'survey_token',
    'survey_choice',
    'survey_question',
    'survey',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
