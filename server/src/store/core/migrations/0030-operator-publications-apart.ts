import { sql, type Kysely } from 'kysely';

/**
 * The publications operators add are written data, read from operator_publication only
 * (store/content/operator-publication-repository.ts), so that the written tables can live apart
 * from the content (docs/operations.md, Written data in PostgreSQL). The copies an earlier seed
 * made of them among the articles go, or visitors would see each one twice.
 */
const OPERATOR_PUBLICATION_ID_BASE = 100_000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from search_text where entity = 'article' and entity_id > ${OPERATOR_PUBLICATION_ID_BASE}`.execute(
    db,
  );
  await sql`delete from article_text where article_id > ${OPERATOR_PUBLICATION_ID_BASE}`.execute(
    db,
  );
  await sql`delete from article where id > ${OPERATOR_PUBLICATION_ID_BASE} and kind = 'publication'`.execute(
    db,
  );
}

/** The copies come back with the next seed of a release before this one. */
export async function down(): Promise<void> {}
