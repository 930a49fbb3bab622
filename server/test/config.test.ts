import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { projectRoot } from './helper';

describe('readConfig', () => {
  it('serves on 127.0.0.1:8080 with the database under var/ by default', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8080 });
    expect(config.databasePath).toBe(path.join(projectRoot, 'var/east-coast-guide.sqlite'));
    expect(config.dataDir).toBe(path.join(projectRoot, 'data'));
    expect(config.webRoot).toBe(path.join(projectRoot, 'web/dist'));
  });

  it.each([
    ['1', 1],
    ['9090', 9090],
    ['65535', 65535],
  ])('PORT=%s is port %i', (value, port) => {
    expect(readConfig({ PORT: value }).port).toBe(port);
  });

  it.each(['0', '65536', 'http', '80.5', '-1'])(
    'PORT=%s is refused with a message naming PORT',
    (value) => {
      expect(() => readConfig({ PORT: value })).toThrow(/PORT/);
    },
  );

  it('takes the database path relative to the project root, or absolute', () => {
    expect(readConfig({ DATABASE_PATH: 'tmp/x.sqlite' }).databasePath).toBe(
      path.join(projectRoot, 'tmp/x.sqlite'),
    );
    expect(readConfig({ DATABASE_PATH: '/srv/ecg.sqlite' }).databasePath).toBe('/srv/ecg.sqlite');
  });
});
