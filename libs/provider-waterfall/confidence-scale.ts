// The organization's minimum confidence is stated on PDL's likelihood scale (1–10). Another
// provider's scale is mapped onto it linearly (its minimum is 1, its maximum 10); a provider that
// reports no confidence matched on the address itself, an exact key, and is not filtered.

export interface ConfidenceScale {
  min: number;
  max: number;
}

/** The minimum on the provider's own scale that stands for `minOnPdlScale` (1–10). */
export function minimumOnScale(
  minOnPdlScale: number,
  scale: ConfidenceScale | null,
): number | null {
  if (!scale) return null;
  const share = (Math.min(Math.max(minOnPdlScale, 1), 10) - 1) / 9;
  return scale.min + share * (scale.max - scale.min);
}

export function meetsMinimum(
  confidence: number | null,
  minOnPdlScale: number,
  scale: ConfidenceScale | null,
): boolean {
  const minimum = minimumOnScale(minOnPdlScale, scale);
  if (minimum === null || confidence === null) return true;
  return confidence >= minimum - 1e-9;
}
