// Percentages computed exactly. Weights arrive as JSON decimals, and float sums drift (0.1 + 0.2 is
// 0.30000000000000004), which can tip a value sitting on .5 the wrong way and make a score differ
// from the one computed by hand. So each weight is taken at its shortest decimal form, scaled to a
// common integer unit, summed as BigInt, and the percentage rounded half-up with integer division.

/** Weights as integers in a common unit (same ratios as the inputs). */
export function toExactUnits(weights: readonly number[]): bigint[] {
  const decimals = weights.map(parseDecimal);
  const scale = Math.max(0, ...decimals.map((d) => d.scale));
  return decimals.map((d) => d.digits * 10n ** BigInt(scale - d.scale));
}

/**
 * round(100 × part / whole) to `decimals` places, half-up (x.5 goes up; all inputs are >= 0).
 * A zero whole gives 0.
 */
export function percentHalfUp(
  part: bigint,
  whole: bigint,
  decimals: number,
): number {
  if (whole === 0n) return 0;
  const unit = 10n ** BigInt(decimals);
  // floor(100·unit·part/whole + 1/2) = floor((200·unit·part + whole) / (2·whole))
  const scaled = (200n * unit * part + whole) / (2n * whole);
  return Number(scaled) / Number(unit);
}

// digits × 10^-scale === value, from the value's shortest round-trip decimal form.
function parseDecimal(value: number): { digits: bigint; scale: number } {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match || !Number.isFinite(value)) {
    throw new RangeError(`weight ${value} is not a non-negative finite number`);
  }
  const [, whole, fraction = '', exponent = '0'] = match;
  const digits = BigInt(whole + fraction);
  const scale = fraction.length - Number(exponent);
  return scale >= 0
    ? { digits, scale }
    : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}
