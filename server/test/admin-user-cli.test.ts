import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/store/operators/passwords';
import { CommandError, runOperatorCommand } from '../src/operators/operator-commands';
import { migrateToLatest, openStore, type Store } from '../src/store/core/database';
import { operatorRepository } from '../src/store/operators/operator-repository';
import { projectRoot } from './helper';
import { PASSWORD } from './operators';

const run = promisify(execFile);
const folder = mkdtempSync(path.join(os.tmpdir(), 'ecg-admin-user-'));
const databasePath = path.join(folder, 'store.sqlite');

/** The real command, as `npm run admin:user` runs it, on a database of its own. */
const adminUser = (args: string[], password?: string) =>
  run(
    path.join(projectRoot, 'node_modules/.bin/tsx'),
    ['server/src/operators/admin-user.ts', ...args],
    {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_PATH: databasePath, ADMIN_PASSWORD: password ?? '' },
    },
  );

let store: Store;
beforeAll(async () => {
  store = openStore(databasePath);
  await migrateToLatest(store);
});
afterAll(async () => {
  await store.destroy();
  rmSync(folder, { recursive: true, force: true });
});

const rows = () =>
  store
    .selectFrom('operators')
    .select(['email', 'name', 'role', 'password_hash', 'disabled_at'])
    .execute();

describe('npm run admin:user', () => {
  it('adds an operator with the password of ADMIN_PASSWORD, hashed, and lists them', async () => {
    const added = await adminUser(
      ['add', '--email', 'Mei@Example.TW', '--name', 'Lin Mei', '--role', 'admin'],
      PASSWORD,
    );
    expect(added.stdout).toContain('Added admin Lin Mei <mei@example.tw>');
    const [mei] = await rows();
    expect(mei).toMatchObject({ email: 'mei@example.tw', name: 'Lin Mei', role: 'admin' });
    expect(mei?.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(PASSWORD, mei?.password_hash ?? '')).toBe(true);

    const listed = await adminUser(['list']);
    expect(listed.stdout).toMatch(
      /^1\tmei@example\.tw\tLin Mei\tadmin\t\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\tactive$/m,
    );
  });

  it('disables an operator, and says so in the list', async () => {
    const disabled = await adminUser(['disable', '--email', 'mei@example.tw']);
    expect(disabled.stdout).toContain('Disabled mei@example.tw');
    expect((await rows())[0]?.disabled_at).toEqual(expect.any(Number));
    expect((await adminUser(['list'])).stdout).toMatch(/\tdisabled \d{4}-/);
  });

  it('fails with a message, and writes nothing, for a short password', async () => {
    const failure = adminUser(
      ['add', '--email', 'kao@example.tw', '--name', 'Kao', '--role', 'staff'],
      'short',
    );
    await expect(failure).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('at least 12 characters'),
    });
    expect((await rows()).map((row) => row.email)).toEqual(['mei@example.tw']);
  });
});

describe('runOperatorCommand', () => {
  const io = (password = PASSWORD) => ({
    store,
    readPassword: async () => password,
    print: () => undefined,
  });

  it.each([
    ['no command', [], 'Usage'],
    ['an unknown command', ['remove'], 'Usage'],
    [
      'a bad role',
      ['add', '--email', 'a@b.tw', '--name', 'A', '--role', 'boss'],
      '--role: role must be staff or admin',
    ],
    [
      'a bad email',
      ['add', '--email', 'ab', '--name', 'A', '--role', 'staff'],
      '--email: email must be an email address',
    ],
    ['no name', ['add', '--email', 'a@b.tw', '--role', 'staff'], '--name'],
    [
      'an email taken',
      ['add', '--email', 'MEI@example.tw', '--name', 'A', '--role', 'staff'],
      'already exists',
    ],
    [
      'disabling nobody',
      ['disable', '--email', 'nobody@b.tw'],
      'No operator has the email nobody@b.tw',
    ],
    ['disabling twice', ['disable', '--email', 'mei@example.tw'], 'already disabled'],
  ])('refuses %s with a message', async (_case, args, message) => {
    const before = await rows();
    const attempt = runOperatorCommand(args, io());
    await expect(attempt).rejects.toBeInstanceOf(CommandError);
    await expect(runOperatorCommand(args, io())).rejects.toThrow(message);
    expect(await rows()).toEqual(before);
  });

  it('logs each change, by the command line', async () => {
    await runOperatorCommand(
      ['add', '--email', 'wu@example.tw', '--name', 'Wu', '--role', 'staff'],
      io(),
    );
    const actions = await store
      .selectFrom('operator_actions')
      .select(['operator_id', 'action', 'subject_kind'])
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { operator_id: null, action: 'operator.add', subject_kind: 'operator' },
      { operator_id: null, action: 'operator.disable', subject_kind: 'operator' },
      { operator_id: null, action: 'operator.add', subject_kind: 'operator' },
    ]);
  });
});

describe('unlock, reset-password and enable', () => {
  const printed: string[] = [];
  const io = (password = PASSWORD) => ({
    store,
    readPassword: async () => password,
    print: (line: string) => printed.push(line),
  });
  const lastAction = () =>
    store
      .selectFrom('operator_actions')
      .select(['operator_id', 'action', 'detail'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  const throttled = () =>
    store.selectFrom('sign_in_throttle').select(['email', 'client']).orderBy('client').execute();

  it('unlock forgets the email’s failed sign-ins from every client, and logs it', async () => {
    const lock = { window_start: 0, attempts: 10, locked_until: Date.now() + 600_000 };
    await store
      .insertInto('sign_in_throttle')
      .values([
        { email: 'wu@example.tw', client: '198.51.100.7', ...lock },
        { email: 'wu@example.tw', client: '2001:db8:1:2::/64', ...lock },
        { email: 'mei@example.tw', client: '198.51.100.7', ...lock },
      ])
      .execute();
    await runOperatorCommand(['unlock', '--email', ' WU@Example.TW'], io());
    expect(printed.at(-1)).toBe(
      'Unlocked wu@example.tw: failed sign-ins forgotten from 2 client(s)',
    );
    expect(await throttled()).toEqual([{ email: 'mei@example.tw', client: '198.51.100.7' }]);
    expect(await lastAction()).toMatchObject({ operator_id: null, action: 'operator.unlock' });
  });

  it('reset-password sets a new hashed password and ends the operator’s sessions', async () => {
    const wu = await operatorRepository(store).findByEmail('wu@example.tw');
    await operatorRepository(store).openSession(wu?.id ?? 0, Date.now());
    const newPassword = 'Green Island lighthouse 9';
    await runOperatorCommand(['reset-password', '--email', 'wu@example.tw'], io(newPassword));
    const [row] = await store
      .selectFrom('operators')
      .select('password_hash')
      .where('email', '=', 'wu@example.tw')
      .execute();
    expect(await verifyPassword(newPassword, row?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword(PASSWORD, row?.password_hash ?? '')).toBe(false);
    const sessions = await store
      .selectFrom('operator_sessions')
      .where('operator_id', '=', wu?.id ?? 0)
      .selectAll()
      .execute();
    expect(sessions).toEqual([]);
    expect(printed.at(-1)).toBe('New password set for wu@example.tw; their sessions have ended');
    expect(await lastAction()).toMatchObject({ action: 'operator.reset-password' });
  });

  it('enable lets a disabled operator sign in again', async () => {
    await runOperatorCommand(['enable', '--email', 'mei@example.tw'], io());
    expect(await operatorRepository(store).findActiveByEmail('mei@example.tw')).toBeDefined();
    expect(printed.at(-1)).toBe('Enabled mei@example.tw; they can sign in again');
    expect(await lastAction()).toMatchObject({ action: 'operator.enable' });
  });

  it.each([
    ['a short new password', ['reset-password', '--email', 'wu@example.tw'], 'at least 12'],
    ['enabling an active operator', ['enable', '--email', 'mei@example.tw'], 'is not disabled'],
    ['unlocking nobody', ['unlock', '--email', 'nobody@b.tw'], 'No operator has the email'],
    ['resetting nobody', ['reset-password', '--email', 'nobody@b.tw'], 'No operator has'],
    ['enabling nobody', ['enable', '--email', 'nobody@b.tw'], 'No operator has the email'],
  ])('refuses %s with a message, and changes nothing', async (_case, args, message) => {
    const before = await rows();
    await expect(runOperatorCommand(args, io('short'))).rejects.toThrow(message);
    expect(await rows()).toEqual(before);
  });
});
