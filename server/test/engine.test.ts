import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REQUIRED_NODE_MAJOR, engineProblem } from '../src/engine';
import { projectRoot } from './helper';

describe('engineProblem', () => {
  it.each(['24.0.0', '24.21.0', 'v24.21.0', '26.10.0'])(
    'lets Node %s run the server',
    (version) => {
      expect(engineProblem(version, '/x/node')).toBeNull();
    },
  );

  it.each(['20.20.2', 'v22.22.0', '23.11.1', ''])(
    'refuses Node "%s", naming it, the Node it needs and npm start',
    (version) => {
      const problem = engineProblem(version, '/usr/bin/node');
      expect(problem).toContain(`needs Node.js ${REQUIRED_NODE_MAJOR} or later`);
      expect(problem).toContain(`/usr/bin/node is Node.js ${version}.`);
      expect(problem).toContain('npm start');
    },
  );

  it('asks for the major that package.json requires and brings', () => {
    const manifest = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
      engines: { node: string };
      dependencies: { node: string };
    };
    expect(manifest.engines.node).toBe(`>=${REQUIRED_NODE_MAJOR}`);
    expect(manifest.dependencies.node).toMatch(new RegExp(`^~${REQUIRED_NODE_MAJOR}\\.`));
  });
});

describe('the server started on too old a Node', () => {
  it('exits 1 with the message before it opens the store or listens', async () => {
    // process.versions made to say 20 before the entry runs: the check reads nothing else.
    const olderNode = `data:text/javascript,Object.defineProperty(process,'versions',{value:{...process.versions,node:'20.20.2'}})`;
    const run = promisify(execFile)(
      process.execPath,
      ['--import', olderNode, '--import', 'tsx', 'server/src/main.ts'],
      { cwd: projectRoot, env: { ...process.env, PORT: '1', DATABASE_PATH: '/nonexistent/x' } },
    );
    await expect(run).rejects.toMatchObject({
      code: 1,
      stdout: '',
      stderr: expect.stringContaining(
        `needs Node.js ${REQUIRED_NODE_MAJOR} or later, but ${process.execPath} is Node.js 20.20.2.`,
      ) as unknown,
    });
  });
});
