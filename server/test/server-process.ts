import { spawn, type ChildProcess } from 'node:child_process';
import { projectRoot } from './helper';

// In a file of its own, without vitest, for the e2e run's PostgreSQL too (postgres-server.ts).
export { freePort } from './free-port';

/**
 * The server as `npm start` runs it (from its sources, in a process of its own) over the given
 * database file, answering once it says it is serving: the condition waited on, no polling.
 * Writes are not limited, as every test sends from one address.
 */
export async function startServerProcess(
  databasePath: string,
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<ChildProcess> {
  // tsx as a loader in this very process: its command line would run the server in a child of
  // its own, which a SIGKILL sent to the command would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_PATH: databasePath,
      WRITE_LIMIT: '100000',
      CWA_API_KEY: '',
      TDX_CLIENT_ID: '',
      TDX_CLIENT_SECRET: '',
      MOENV_API_KEY: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let said = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('is serving')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server on ${port} exited with ${code}`)));
  });
  return child;
}

/** Stops a server process and waits until it has gone. */
export async function stopServerProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await gone;
}
