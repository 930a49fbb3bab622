// `npm test`: every step in order, stopping at the first that fails, then how long each took, so
// that a suite growing slower is seen at every run (docs/testing.md).
import { spawn } from 'node:child_process';

/**
 * Steps of one stage run side by side: the type check and lint each keep one core busy, and the
 * machines have two. Their output is held and printed whole as each ends, never interleaved.
 */
const STAGES = [
  [
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
  ],
  [['postgresql', 'bash', ['scripts/ensure-postgresql.sh']]],
  [['unit', 'npm', ['run', 'test:unit']]],
  [['browser', 'bash', ['scripts/ensure-chromium.sh']]],
  [['build', 'npm', ['run', 'build']]],
  [['end-to-end', 'npx', ['playwright', 'test']]],
];

const run = (command, args, held) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: held ? ['inherit', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    if (held) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => {
      if (held) process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
};

const took = [];
let failed;
const started = Date.now();
for (const stage of STAGES) {
  const held = stage.length > 1;
  const codes = await Promise.all(
    stage.map(async ([name, command, args]) => {
      const stepStarted = Date.now();
      const code = await run(command, args, held);
      took.push([name, Date.now() - stepStarted]);
      return [name, code];
    }),
  );
  failed = codes.map(([name, code]) => ({ name, code })).find(({ code }) => code !== 0);
  if (failed) break;
}

console.log(`\nnode ${process.version}, each step of npm test:`);
for (const [name, ms] of took) console.log(`  ${name.padEnd(11)} ${minutes(ms)}`);
console.log(`  ${'whole'.padEnd(11)} ${minutes(Date.now() - started)}`);
if (failed) console.log(`\nThe ${failed.name} step failed (exit ${failed.code}).`);
process.exit(failed ? failed.code : 0);
