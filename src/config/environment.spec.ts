import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config.js';
import { withEnvFile } from './environment.js';

describe('withEnvFile', () => {
  let dir: string;
  const file = (text: string) => {
    const path = join(dir, 'test.env');
    writeFileSync(path, text);
    return path;
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'env-file-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('fills in what the environment leaves unset; the environment wins', () => {
    const ENV_FILE = file(
      'PORT=4000\nLOG_LEVEL=debug\n# a comment\nAPI_KEY_PREFIX="quoted"\n',
    );
    const env = withEnvFile({ ENV_FILE, PORT: '5000' });
    expect(env).toMatchObject({
      PORT: '5000',
      LOG_LEVEL: 'debug',
      API_KEY_PREFIX: 'quoted',
    });
    expect(loadConfig(env).port).toBe(5000);
  });

  it('lets a variable set empty in the environment win too, as dotenv does', () => {
    const env = withEnvFile({
      ENV_FILE: file('REDIS_URL=redis://127.0.0.1:6379\n'),
      REDIS_URL: '',
    });
    expect(loadConfig(env).redisUrl).toBeNull();
  });

  it('cannot name another file from inside the file', () => {
    const env = withEnvFile({
      ENV_FILE: file(`ENV_FILE=${join(dir, 'other.env')}\nPORT=1\n`),
    });
    expect(env.ENV_FILE).toBe(join(dir, 'test.env'));
  });

  it('refuses an ENV_FILE that cannot be read, and ignores a missing ./.env', () => {
    expect(() => withEnvFile({ ENV_FILE: join(dir, 'missing.env') })).toThrow(
      ConfigError,
    );
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect(withEnvFile({ PORT: '1' })).toEqual({ PORT: '1' });
    } finally {
      process.chdir(cwd);
    }
  });
});
