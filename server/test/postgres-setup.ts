import type { TestProject } from 'vitest/node';
import { startPostgresServer } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server of the run's own, where a test makes its databases (createDatabase). */
    postgresAddress: string;
  }
}

/**
 * One PostgreSQL server for the server project's run (Debian's, as CI installs it): the tests
 * of written data on a real server make a database each on it (docs/testing.md, Written data on
 * both engines).
 */
export default async function startPostgres(project: TestProject) {
  const server = await startPostgresServer();
  project.provide('postgresAddress', server.address);
  return () => server.stop();
}
