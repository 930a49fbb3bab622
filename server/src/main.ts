import { engineProblem } from './engine';

// Checked before anything else is loaded: serve.ts imports the store's native binding, which a
// too-old Node cannot load. The build keeps serve.ts in a chunk of its own for that (build.mjs).
const problem = engineProblem(process.versions.node, process.execPath);
if (problem) {
  console.error(problem);
  process.exit(1);
}
// A setting refused or a database out of reach stops the start with its message, not a stack.
await import('./serve').catch((error: unknown) => {
  console.error(
    `East Coast Guide did not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
