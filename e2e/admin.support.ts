import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { E2E_DATABASE, e2eWrittenUrl } from './e2e-run';
import { expect } from './support';

const run = promisify(execFile);
/** Playwright runs from the project's root, as its config's relative paths say. */
const projectRoot = process.cwd();

export const OPERATOR_PASSWORD = 'breakers at Jinzun 1024';

/**
 * Adds an operator as the people who run the area do: with `npm run admin:user`, on the stores
 * of this worker's server (its PostgreSQL on the last slot). One added by an earlier worker of
 * the same run (after a failed test) is kept.
 */
export async function addOperator(email: string, name: string, role: 'staff' | 'admin') {
  const adding = run(
    path.join(projectRoot, 'node_modules/.bin/tsx'),
    ['server/src/operators/admin-user.ts', 'add', '--email', email, '--name', name, '--role', role],
    {
      cwd: projectRoot,
      env: {
        ...process.env,
        DATABASE_PATH: E2E_DATABASE,
        DATABASE_URL: e2eWrittenUrl() ?? '',
        DATABASE_POOL_SIZE: '',
        ADMIN_PASSWORD: OPERATOR_PASSWORD,
      },
    },
  );
  await adding.catch((error: { stderr?: string }) => {
    if (!error.stderr?.includes('already exists')) throw error;
  });
}

/**
 * A sign-in checks the password with scrypt at OWASP's cost (128 MiB, about half a second of
 * one core); on a machine busy with other work it takes several seconds.
 */
export const SIGN_IN_TIMEOUT = { timeout: 30_000 };

/** Signs in through the console's form, in English, and waits for the shell. */
export async function signInAs(page: Page, email: string, name: string): Promise<void> {
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(name, { exact: true })).toBeVisible(SIGN_IN_TIMEOUT);
}
