// The committed cost baseline (bench/baseline.json): CPU per signup and peak RSS of the embedded
// burst, written only by `npm run bench:baseline` on a quiet machine. `npm run bench` fails loudly
// when its embedded burst passes 1.3× either figure; the CI guard (`npm run bench:guard`, 100
// signups) when it passes 1.5× its own. CPU is compared per unit of the machine's calibrated speed
// (calibrate.mjs), so a slower machine is not a regression and a faster one hides none.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './infra.mjs';

export const BASELINE_FILE = join(ROOT, 'bench/baseline.json');

export function readBaseline() {
  try {
    return JSON.parse(readFileSync(BASELINE_FILE, 'utf8'));
  } catch (err) {
    if (err?.code === 'ENOENT') return {};
    throw err;
  }
}

/** Replaces one section of the baseline (the others stay as they were). */
export function writeBaselineSection(name, section) {
  const baseline = { ...readBaseline(), [name]: section };
  writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
}

/**
 * The measured figures against a baseline section, each as a ratio and a verdict: CPU per signup
 * normalized by each run's calibration, peak RSS as measured.
 */
export function compareToBaseline(measured, base, tolerance) {
  if (!base) return [];
  const cpuRatio =
    measured.cpuMsPerSignup /
    measured.calibrationMs /
    (base.cpuMsPerSignup / base.calibrationMs);
  const rssRatio = measured.peakRssMb / base.peakRssMb;
  const round = (n) => Math.round(n * 100) / 100;
  return [
    {
      figure: 'CPU per signup (calibrated)',
      ratio: round(cpuRatio),
      ok: cpuRatio <= tolerance,
      detail: `${measured.cpuMsPerSignup} ms at calibration ${measured.calibrationMs} ms vs baseline ${base.cpuMsPerSignup} ms at ${base.calibrationMs} ms`,
    },
    {
      figure: 'peak RSS',
      ratio: round(rssRatio),
      ok: rssRatio <= tolerance,
      detail: `${measured.peakRssMb} MB vs baseline ${base.peakRssMb} MB`,
    },
  ];
}
