import type { Migration, MigrationProvider } from 'kysely/migration';
import * as operators from './0001-operators';
import * as serviceForms from './0002-service-forms';
import * as members from './0003-members';
import * as rateLimits from './0004-rate-limits';
import * as referenceCountStripes from './0005-reference-count-stripes';

/**
 * The written tables' migrations on PostgreSQL (docs/operations.md, Written data in
 * PostgreSQL); on SQLite they are among the store's own (../migrations). A change to a written
 * table is a migration in both. Append new ones; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001-operators': operators,
  '0002-service-forms': serviceForms,
  '0003-members': members,
  '0004-rate-limits': rateLimits,
  '0005-reference-count-stripes': referenceCountStripes,
};

export const writtenMigrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
