// `npm test`: every step in order, stopping at the first that fails, then how long each took, so
// that a suite growing slower is seen at every run (docs/architecture.md, Tests).
import { spawn } from 'node:child_process';

const STEPS = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit', 'npm', ['run', 'test:unit']],
  ['browser', 'bash', ['scripts/ensure-chromium.sh']],
  ['build', 'npm', ['run', 'build']],
  ['end-to-end', 'npx', ['playwright', 'test']],
];

const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
};

const took = [];
let failed;
const started = Date.now();
for (const [name, command, args] of STEPS) {
  const stepStarted = Date.now();
  const code = await run(command, args);
  took.push([name, Date.now() - stepStarted]);
  if (code !== 0) {
    failed = { name, code };
    break;
  }
}

console.log(`\nnode ${process.version}, each step of npm test:`);
for (const [name, ms] of took) console.log(`  ${name.padEnd(11)} ${minutes(ms)}`);
console.log(`  ${'whole'.padEnd(11)} ${minutes(Date.now() - started)}`);
if (failed) console.log(`\nThe ${failed.name} step failed (exit ${failed.code}).`);
process.exit(failed ? failed.code : 0);
