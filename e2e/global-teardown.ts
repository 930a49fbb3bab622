import { stopE2ePostgres } from './e2e-postgres';

/** The run's PostgreSQL server is stopped and its folder removed once every test has run. */
export default function globalTeardown(): void {
  stopE2ePostgres();
}
