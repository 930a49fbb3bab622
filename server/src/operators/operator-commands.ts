import { parseArgs } from 'node:util';
import {
  operatorEmailSchema,
  operatorNameSchema,
  operatorRoleSchema,
} from '@ecg/domain/contracts/admin';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import { OPERATOR_PASSWORD_MIN_LENGTH } from '@ecg/domain/rules/operator-access';
import type { z } from 'zod';
import type { Kysely } from 'kysely';
import type { WrittenTables } from '../store/core/written-tables';
import { operatorActionRepository } from '../store/operators/operator-action-repository';
import { operatorRepository } from '../store/operators/operator-repository';
import { signInThrottleRepository } from '../store/operators/sign-in-throttle-repository';
import { hashPassword } from '../store/operators/passwords';

/**
 * `npm run admin:user -- add|disable|enable|unlock|reset-password|list`: operators are managed
 * from the command line only (docs/architecture.md, Operator console), by whoever runs the
 * server. Each change is logged, by no operator (the command line).
 */
export const USAGE = `Usage:
  npm run admin:user -- add --email <email> --name "<name>" --role staff|admin
      (the password from ADMIN_PASSWORD, or typed when asked)
  npm run admin:user -- disable --email <email>
  npm run admin:user -- enable --email <email>
  npm run admin:user -- unlock --email <email>
      (forgets the failed sign-ins of that email from every client)
  npm run admin:user -- reset-password --email <email>
      (the new password as for add; the operator's sessions end)
  npm run admin:user -- list`;

export interface CommandIo {
  /** The written tables, where the operators are kept. */
  store: Kysely<WrittenTables>;
  /** The password to give a new operator: ADMIN_PASSWORD, or typed without echo. */
  readPassword: () => Promise<string>;
  print: (line: string) => void;
  now?: () => number;
}

/** A mistake in what was asked, shown as it is, with no stack. */
export class CommandError extends Error {}

function valid<T extends z.ZodType>(schema: T, value: unknown, option: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new CommandError(`--${option}: ${result.error.issues[0]?.message ?? 'is invalid'}`);
  }
  return result.data;
}

async function readNewPassword(io: CommandIo): Promise<string> {
  const password = await io.readPassword();
  if (password.length < OPERATOR_PASSWORD_MIN_LENGTH) {
    throw new CommandError(
      `The password must be at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters long`,
    );
  }
  return password;
}

async function operatorOf(io: CommandIo, values: Record<string, unknown>) {
  const email = valid(operatorEmailSchema, values.email, 'email');
  const operator = await operatorRepository(io.store).findByEmail(email);
  if (!operator) throw new CommandError(`No operator has the email ${email}`);
  return operator;
}

async function add(io: CommandIo, values: Record<string, unknown>, at: number): Promise<void> {
  const email = valid(operatorEmailSchema, values.email, 'email');
  const name = valid(operatorNameSchema, values.name, 'name');
  const role = valid(operatorRoleSchema, values.role, 'role');
  const operators = operatorRepository(io.store);
  if (await operators.findByEmail(email)) {
    throw new CommandError(`An operator with the email ${email} already exists`);
  }
  const passwordHash = await hashPassword(await readNewPassword(io));
  await io.store.transaction().execute(async (trx) => {
    const id = await operatorRepository(trx).add({ email, name, role, passwordHash }, at);
    const entry = { subjectKind: 'operator', subjectId: id, detail: { email, role } };
    await operatorActionRepository(trx).record(
      { id: null, at },
      { action: 'operator.add', ...entry },
    );
  });
  io.print(`Added ${role} ${name} <${email}>`);
}

async function disable(io: CommandIo, values: Record<string, unknown>, at: number) {
  const operator = await operatorOf(io, values);
  const { email } = operator;
  if (operator.disabled_at !== null) throw new CommandError(`${email} is already disabled`);
  await io.store.transaction().execute(async (trx) => {
    await operatorRepository(trx).disable(operator.id, at);
    const entry = { subjectKind: 'operator', subjectId: operator.id, detail: { email } };
    await operatorActionRepository(trx).record(
      { id: null, at },
      { action: 'operator.disable', ...entry },
    );
  });
  io.print(`Disabled ${email}; their sessions have ended`);
}

async function enable(io: CommandIo, values: Record<string, unknown>, at: number) {
  const { id, email, disabled_at } = await operatorOf(io, values);
  if (disabled_at === null) throw new CommandError(`${email} is not disabled`);
  await io.store.transaction().execute(async (trx) => {
    await operatorRepository(trx).enable(id);
    const entry = { subjectKind: 'operator', subjectId: id, detail: { email } };
    await operatorActionRepository(trx).record(
      { id: null, at },
      { action: 'operator.enable', ...entry },
    );
  });
  io.print(`Enabled ${email}; they can sign in again`);
}

/** Lifts the sign-in lock of an email from every client (docs/security.md). */
async function unlock(io: CommandIo, values: Record<string, unknown>, at: number) {
  const { id, email } = await operatorOf(io, values);
  const cleared = await io.store.transaction().execute(async (trx) => {
    const count = await signInThrottleRepository(trx).forgetEmail(email);
    const entry = { subjectKind: 'operator', subjectId: id, detail: { email, clients: count } };
    await operatorActionRepository(trx).record(
      { id: null, at },
      { action: 'operator.unlock', ...entry },
    );
    return count;
  });
  io.print(`Unlocked ${email}: failed sign-ins forgotten from ${cleared} client(s)`);
}

async function resetPassword(io: CommandIo, values: Record<string, unknown>, at: number) {
  const { id, email } = await operatorOf(io, values);
  const passwordHash = await hashPassword(await readNewPassword(io));
  await io.store.transaction().execute(async (trx) => {
    await operatorRepository(trx).setPasswordHash(id, passwordHash);
    await signInThrottleRepository(trx).forgetEmail(email);
    const entry = { subjectKind: 'operator', subjectId: id, detail: { email } };
    await operatorActionRepository(trx).record(
      { id: null, at },
      { action: 'operator.reset-password', ...entry },
    );
  });
  io.print(`New password set for ${email}; their sessions have ended`);
}

async function list(io: CommandIo): Promise<void> {
  const operators = await operatorRepository(io.store).list();
  if (operators.length === 0) io.print('No operators yet');
  for (const operator of operators) {
    const state =
      operator.disabled_at === null ? 'active' : `disabled ${formatTaipei(operator.disabled_at)}`;
    io.print(
      [
        operator.id,
        operator.email,
        operator.name,
        operator.role,
        formatTaipei(operator.created_at),
        state,
      ].join('\t'),
    );
  }
}

/** Runs one command; a CommandError is the user's to fix, anything else is a failure. */
export async function runOperatorCommand(args: string[], io: CommandIo): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
  });
  const at = (io.now ?? Date.now)();
  const [command, ...rest] = positionals;
  if (rest.length > 0) throw new CommandError(`Unexpected ${rest.join(' ')}\n${USAGE}`);
  if (command === 'add') return add(io, values, at);
  if (command === 'disable') return disable(io, values, at);
  if (command === 'enable') return enable(io, values, at);
  if (command === 'unlock') return unlock(io, values, at);
  if (command === 'reset-password') return resetPassword(io, values, at);
  if (command === 'list') return list(io);
  throw new CommandError(USAGE);
}
