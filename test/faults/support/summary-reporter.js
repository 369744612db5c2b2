// Prints one line per fault drill at the end of `npm run test:faults` (each drill prints its full
// report as it finishes): the drills append their result to a file this reporter names.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default class DrillSummaryReporter {
  constructor() {
    this.dir = mkdtempSync(join(tmpdir(), 'fault-drills-'));
    this.file = join(this.dir, 'summary.jsonl');
    process.env.FAULT_DRILL_SUMMARY = this.file;
  }

  onRunComplete(_contexts, results) {
    let lines = [];
    try {
      lines = readFileSync(this.file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean);
    } catch {
      // no drill got as far as its report
    }
    rmSync(this.dir, { recursive: true, force: true });
    const drills = lines.map((l) => JSON.parse(l));
    const passed = drills.filter((d) => d.ok).length;
    const out = [
      '',
      `fault drills: ${passed} passed, ${drills.length - passed} failed, ` +
        `${results.numFailedTestSuites} suite(s) failed, ` +
        `${((Date.now() - results.startTime) / 1000).toFixed(0)} s`,
      ...drills.map(
        (d) =>
          `  ${d.ok ? 'PASS' : 'FAIL'}  ${d.name.padEnd(18)} ${d.seconds.toFixed(1).padStart(5)} s  ${d.headline}`,
      ),
      '',
    ];
    process.stderr.write(out.join('\n') + '\n');
  }
}
