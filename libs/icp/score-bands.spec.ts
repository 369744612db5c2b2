import {
  bandRange,
  bandsProblem,
  DEFAULT_SCORE_BANDS,
  scoreBand,
} from './score-bands.js';

describe('score bands', () => {
  it.each([
    [100, 'hot'],
    [70, 'hot'],
    [69, 'warm'],
    [40, 'warm'],
    [39, 'cold'],
    [0, 'cold'],
  ])('with the defaults, %i is %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });

  it("follows a profile's own thresholds", () => {
    expect(scoreBand(60, { hot: 60, warm: 30 })).toBe('hot');
    expect(scoreBand(29, { hot: 60, warm: 30 })).toBe('cold');
  });

  it('gives each band the score range the list filters on, with no gap or overlap', () => {
    expect(bandRange('hot')).toEqual({ min: 70, max: 100 });
    expect(bandRange('warm')).toEqual({ min: 40, max: 69 });
    expect(bandRange('cold')).toEqual({ min: 0, max: 39 });
    for (let s = 0; s <= 100; s++) {
      const { min, max } = bandRange(scoreBand(s, DEFAULT_SCORE_BANDS));
      expect(s >= min && s <= max).toBe(true);
    }
  });

  it.each([
    [{ hot: 70, warm: 40 }, null],
    [{ hot: 100, warm: 1 }, null],
    [{ hot: 40, warm: 70 }, 'bands'],
    [{ hot: 70, warm: 70 }, 'bands'],
    [{ hot: 101, warm: 40 }, 'bands'],
    [{ hot: 70, warm: 0 }, 'bands'],
    [{ hot: 70.5, warm: 40 }, 'bands'],
    [{ hot: 70 }, 'bands'],
    [{ hot: 70, warm: 40, lukewarm: 20 }, 'bands'],
    [[70, 40], 'bands'],
    ['70/40', 'bands'],
  ])('checks %j', (value, problem) => {
    const found = bandsProblem(value);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });
});
