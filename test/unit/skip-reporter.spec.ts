// The skip notice names only what is really missing (issue 30: it asked to install Chromium on
// a machine that had it, and listed suites a -t filter had skipped).
import { existsSync } from 'node:fs';
import SkipReporter from '../support/skip-reporter.js';

const pending = (file: string, title: string) => ({
  testFilePath: `${process.cwd()}/${file}`,
  testResults: [{ status: 'pending', ancestorTitles: [title] }],
});

function notice(env: Record<string, string | undefined>): string {
  const saved = {
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
    TEST_REDIS_URL: process.env.TEST_REDIS_URL,
  };
  Object.assign(process.env, env);
  for (const [k, v] of Object.entries(env))
    if (v === undefined) delete process.env[k];
  let written = '';
  const write = process.stderr.write;
  process.stderr.write = ((chunk: string) => {
    written += chunk;
    return true;
  }) as typeof process.stderr.write;
  try {
    new SkipReporter().onRunComplete(null, {
      testResults: [
        pending('test/e2e/a.e2e.spec.ts', 'suite [postgres]'),
        pending('test/browser/b.browser.spec.ts', 'dashboard [chromium]'),
        pending('test/process/c.spec.ts', 'stall [postgres] [redis]'),
      ],
    });
  } finally {
    process.stderr.write = write;
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  }
  return written;
}

describe('the skip notice', () => {
  it('names the servers that are not set, and suggests Chromium only where it is missing', () => {
    const text = notice({
      TEST_DATABASE_URL: undefined,
      TEST_REDIS_URL: undefined,
    });
    expect(text).toContain('set TEST_DATABASE_URL');
    expect(text).toContain('set TEST_REDIS_URL');
    expect(text).toContain('test/e2e/a.e2e.spec.ts  [postgres]');
    if (existsSync('/usr/bin/chromium')) {
      expect(text).not.toMatch(/chromium/i);
    } else {
      expect(text).toContain('install Chromium');
    }
  });

  it('says nothing when what the skipped suites need is there (they were filtered out)', () => {
    const text = notice({
      TEST_DATABASE_URL: 'postgres://127.0.0.1/x',
      TEST_REDIS_URL: 'redis://127.0.0.1:6379',
    });
    if (existsSync('/usr/bin/chromium')) {
      expect(text).toBe('');
    } else {
      // Only the browser suite is still missing something: Chromium, and nothing else.
      expect(text).toContain('install Chromium');
      expect(text).not.toMatch(/postgres|redis/i);
    }
  });
});
