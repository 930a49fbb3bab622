import { ddlMigration } from './ddl-migration';

/** The per-client limits' counts, shared by every server (SQLite's 0031). */
export const { up, down } = ddlMigration([
  `create table "rate_limit_hit" (
    "key" text primary key,
    "hits" bigint not null,
    "window_ends_at" bigint not null
  )`,
  `create index "rate_limit_hit_window" on "rate_limit_hit" ("window_ends_at")`,
]);
