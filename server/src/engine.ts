/**
 * The Node.js the server runs on (architecture, Toolchain notes): 24 LTS, which `npm install`
 * brings as the root package's `node` dependency and every npm script runs. Debian's own Node 20
 * stays on the machine, and starting the server with it would fail later and less clearly (the
 * SQLite binding needs Node 22 or later), so the entry checks first.
 */
export const REQUIRED_NODE_MAJOR = 24;

/** Why this Node cannot run the server, or null when it can. `version` as in process.versions.node. */
export function engineProblem(version: string, executable: string): string | null {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (major >= REQUIRED_NODE_MAJOR) return null;
  return [
    `East Coast Guide needs Node.js ${REQUIRED_NODE_MAJOR} or later, but ${executable} is Node.js ${version}.`,
    `Start it with \`npm start\` or \`npm run serve\`: npm scripts run the Node.js ${REQUIRED_NODE_MAJOR} that`,
    '`npm install` puts in node_modules/.bin (or run node_modules/.bin/node server/dist/main.js).',
  ].join('\n');
}
