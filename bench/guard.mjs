// The CI guard on the cost of a signup (issue 29): a short embedded burst (100 signups, the
// service on its defaults, its CPU counted, not wall time), three rounds, the median compared with
// bench/baseline.json's `guard` section at 1.5× (BENCH_GUARD_TOLERANCE). Exits 1 on a regression.
//   node bench/guard.mjs                 compare (CI: .ci/run)
//   BENCH_WRITE_BASELINE=1 node bench/guard.mjs    write the section (npm run bench:baseline)
// Traffic stays on loopback; every wait is bounded; what it creates it removes.
import { runBurst, startBurstWorld } from './lib/burst.mjs';
import {
  compareToBaseline,
  readBaseline,
  writeBaselineSection,
} from './lib/baseline.mjs';
import { calibrate } from './lib/calibrate.mjs';
import { embeddedDeployment } from './lib/embedded.mjs';
import { killAllChildren } from './lib/infra.mjs';
import { conditionsOf, notJudged } from './lib/quiet.mjs';

const SIGNUPS = Number(process.env.BENCH_GUARD_SIGNUPS) || 100;
const ROUNDS = Number(process.env.BENCH_GUARD_ROUNDS) || 3;
const TOLERANCE = Number(process.env.BENCH_GUARD_TOLERANCE) || 1.5;
const writing = process.env.BENCH_WRITE_BASELINE === '1';
const cleanups = [];
const log = (line) => process.stdout.write(`${line}\n`);
const median = (values) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure() {
  const runs = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const world = await startBurstWorld({
      domains: 20,
      hanging: 0,
      latencyMs: 200,
    });
    try {
      const calibrationBefore = calibrate();
      const r = await runBurst(
        embeddedDeployment((fn) => cleanups.push(fn)),
        world,
        {
          signups: SIGNUPS,
          pollMs: 250,
          latencyMs: 200,
        },
      );
      const calibrationMs = Math.min(calibrationBefore, calibrate());
      if (r.byStatus.enriched !== SIGNUPS)
        throw new Error(
          `not every signup was enriched: ${JSON.stringify(r.byStatus)}`,
        );
      runs.push({ ...r, calibrationMs });
      log(
        `  round ${round}: ${r.cpuMsPerEnrichment} ms CPU per signup, peak RSS ${r.peakRssMb} MB, ` +
          `calibration ${calibrationMs} ms, answers ${JSON.stringify(r.answers)}, load ${r.settledLoad} settled, others ${r.othersCores} cores`,
      );
    } finally {
      await world.close();
    }
  }
  return {
    signups: SIGNUPS,
    rounds: ROUNDS,
    cpuMsPerSignup: median(runs.map((r) => r.cpuMsPerEnrichment)),
    peakRssMb: median(runs.map((r) => r.peakRssMb)),
    calibrationMs: median(runs.map((r) => r.calibrationMs)),
    ...conditionsOf(runs),
  };
}

async function main() {
  log(`cost guard: ${SIGNUPS} signups, embedded, ${ROUNDS} rounds`);
  const measured = await measure();
  log(
    `median: ${measured.cpuMsPerSignup} ms CPU per signup, peak RSS ${measured.peakRssMb} MB, ` +
      `calibration ${measured.calibrationMs} ms, load ${measured.settledLoad} settled, others ${measured.othersCores} cores`,
  );
  if (writing) {
    const why = notJudged(measured);
    if (why) throw new Error(`refusing to write a baseline: ${why}`);
    writeBaselineSection('guard', {
      date: new Date().toISOString(),
      node: process.version,
      ...measured,
    });
    log('wrote the guard section of bench/baseline.json');
    return;
  }
  const base = readBaseline().guard;
  if (!base)
    throw new Error(
      'bench/baseline.json has no guard section: run npm run bench:baseline',
    );
  const verdicts = compareToBaseline(measured, base, TOLERANCE);
  for (const v of verdicts)
    log(
      `${v.ok ? 'ok' : 'REGRESSION'}: ${v.figure} ${v.ratio}× the baseline (limit ${TOLERANCE}×): ${v.detail}`,
    );
  if (verdicts.some((v) => !v.ok)) process.exitCode = 1;
}

try {
  await main();
} catch (err) {
  process.exitCode = 1;
  log(`cost guard failed: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  killAllChildren();
  for (const fn of cleanups.toReversed())
    await Promise.resolve(fn()).catch(() => undefined);
}
