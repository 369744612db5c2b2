// Says loudly which suites did not run because PostgreSQL or Redis was not configured, or
// /usr/bin/chromium is not installed, so a green `npm test` on a laptop is never mistaken for the
// full run CI does.
export default class SkipReporter {
  onRunComplete(_contexts, results) {
    const skipped = new Map();
    for (const file of results.testResults) {
      for (const test of file.testResults) {
        if (test.status !== 'pending') continue;
        const needs = test.ancestorTitles
          .join(' ')
          .match(/\[(postgres|redis|chromium)\]/g);
        if (!needs) continue;
        const key = file.testFilePath.replace(process.cwd() + '/', '');
        skipped.set(key, new Set([...(skipped.get(key) ?? []), ...needs]));
      }
    }
    if (skipped.size === 0) return;
    const lines = [...skipped].map(([f, n]) => `  ${f}  ${[...n].join(' ')}`);
    process.stderr.write(
      '\n*** SKIPPED (set TEST_DATABASE_URL / TEST_REDIS_URL, install chromium, to run them as CI does):\n' +
        lines.join('\n') +
        '\n\n',
    );
  }
}
