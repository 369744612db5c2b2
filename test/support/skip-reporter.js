// Says loudly which suites did not run because PostgreSQL or Redis was not configured, or
// /usr/bin/chromium is not installed, so a green `npm test` on a laptop is never mistaken for the
// full run CI does. Only what is really missing is named, with what to do about it: a suite
// skipped for another reason (a `-t` filter) is not listed, and Chromium is not suggested where
// it is installed.
import { existsSync } from 'node:fs';

/** What each tag needs, whether it is missing here, and what to do about it. */
const NEEDS = {
  postgres: {
    missing: () => !process.env.TEST_DATABASE_URL,
    remedy:
      'set TEST_DATABASE_URL (a PostgreSQL server the tests may create databases on)',
  },
  redis: {
    missing: () => !process.env.TEST_REDIS_URL,
    remedy: 'set TEST_REDIS_URL (a Redis server)',
  },
  chromium: {
    missing: () => !existsSync('/usr/bin/chromium'),
    remedy: 'install Chromium at /usr/bin/chromium (apt-get install chromium)',
  },
};

export default class SkipReporter {
  onRunComplete(_contexts, results) {
    const skipped = new Map();
    const missing = new Set();
    for (const file of results.testResults) {
      for (const test of file.testResults) {
        if (test.status !== 'pending') continue;
        const needs = [
          ...test.ancestorTitles
            .join(' ')
            .matchAll(/\[(postgres|redis|chromium)\]/g),
        ]
          .map((m) => m[1])
          .filter((need) => NEEDS[need].missing());
        if (!needs.length) continue;
        const key = file.testFilePath.replace(process.cwd() + '/', '');
        skipped.set(key, new Set([...(skipped.get(key) ?? []), ...needs]));
        for (const need of needs) missing.add(need);
      }
    }
    if (skipped.size === 0) return;
    const lines = [...skipped].map(
      ([f, n]) => `  ${f}  ${[...n].map((x) => `[${x}]`).join(' ')}`,
    );
    const remedies = [...missing].map((need) => NEEDS[need].remedy);
    process.stderr.write(
      `\n*** SKIPPED: to run them as CI does, ${remedies.join('; ')}:\n` +
        lines.join('\n') +
        '\n\n',
    );
  }
}
