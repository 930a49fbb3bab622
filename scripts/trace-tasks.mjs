// The long tasks of a trace that bench:web recorded (BENCH_RECORD): on the page's main thread,
// by the clock and by the thread's own time. Other work on a loaded machine lengthens a task by
// the clock, while its thread waits for a core, but not by the thread's time: the two together
// tell a slow page from a busy machine (docs/performance.md).
//   node scripts/trace-tasks.mjs <part>.trace.json
import { readFileSync } from 'node:fs';

const LONG_TASK_MS = 50;
const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/trace-tasks.mjs <trace.json>');
  process.exit(2);
}
const trace = JSON.parse(readFileSync(file, 'utf8'));
const events = trace.traceEvents ?? trace;
const threadOf = (event) => `${event.pid}:${event.tid}`;
// The page's main thread: of the renderers' main threads, the one with most to do.
const perThread = new Map();
for (const event of events)
  if (event.ph === 'X') perThread.set(threadOf(event), (perThread.get(threadOf(event)) ?? 0) + 1);
const main = events
  .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
  .map(threadOf)
  .sort((a, b) => (perThread.get(b) ?? 0) - (perThread.get(a) ?? 0))[0];
const tasks = events.filter(
  (event) => event.ph === 'X' && event.name === 'RunTask' && threadOf(event) === main,
);
const summary = (durations) => {
  const long = durations.filter((ms) => ms > LONG_TASK_MS);
  return `${String(long.length).padStart(4)} long tasks, longest ${Math.round(Math.max(0, ...durations))} ms`;
};
console.log(`tasks on the main thread   ${tasks.length}`);
console.log(`by the clock             ${summary(tasks.map((task) => task.dur / 1000))}`);
console.log(
  `by the thread's own time ${summary(tasks.filter((task) => task.tdur !== undefined).map((task) => task.tdur / 1000))}`,
);
