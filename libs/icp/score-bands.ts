// Score bands: where a score stops being cold and starts being worth a call. The thresholds live
// in the ICP profile (`bands`), because what counts as hot is the organization's decision; the
// defaults below apply when a profile says nothing.

export const SCORE_BANDS = ['hot', 'warm', 'cold'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

/** Inclusive lower bounds: a score ≥ hot is hot, ≥ warm is warm, anything else cold. */
export interface ScoreBandThresholds {
  hot: number;
  warm: number;
}

export const DEFAULT_SCORE_BANDS: ScoreBandThresholds = { hot: 70, warm: 40 };

export function scoreBand(
  score: number,
  bands: ScoreBandThresholds = DEFAULT_SCORE_BANDS,
): ScoreBand {
  if (score >= bands.hot) return 'hot';
  if (score >= bands.warm) return 'warm';
  return 'cold';
}

/** The score range [min, max] of a band, for filtering a list by it. */
export function bandRange(
  band: ScoreBand,
  bands: ScoreBandThresholds = DEFAULT_SCORE_BANDS,
): { min: number; max: number } {
  if (band === 'hot') return { min: bands.hot, max: 100 };
  if (band === 'warm') return { min: bands.warm, max: bands.hot - 1 };
  return { min: 0, max: bands.warm - 1 };
}

const whole = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n);

/** The problem with untrusted `bands`, or null when they are two integers 0 < warm < hot ≤ 100. */
export function bandsProblem(value: unknown): string | null {
  const message =
    'bands: must be {"hot": n, "warm": m} with whole numbers 0 < warm < hot ≤ 100';
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return message;
  const { hot, warm, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return message;
  if (!whole(hot) || !whole(warm)) return message;
  return warm > 0 && warm < hot && hot <= 100 ? null : message;
}
