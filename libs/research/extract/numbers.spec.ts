import { parseAmount, parseCount } from './numbers.js';

describe('parseCount', () => {
  it.each([
    ['1200', undefined, 1200],
    ['1,200', undefined, 1200],
    ['1.200', undefined, 1200], // German thousands separator
    ['1 200', undefined, 1200],
    ['1\u00a0200', undefined, 1200], // no-break space
    ['1\u202f200', undefined, 1200], // narrow no-break space (French typography)
    ["1'200", undefined, 1200], // Swiss
    ['1’200', undefined, 1200],
    ['12.000', undefined, 12000],
    ['1.200.000', undefined, 1200000],
    ['1,200,000', undefined, 1200000],
    ['1.2', 'k', 1200],
    ['1,2', 'Tsd.', 1200],
    ['12', 'k', 12000],
    ['85', undefined, 85],
    ['1', undefined, 1],
  ] as const)('%j %s -> %d', (raw, magnitude, expected) => {
    expect(parseCount(raw, magnitude)).toBe(expected);
  });

  it.each([
    ['2,5', undefined], // 2.5 full-time equivalents is no headcount
    ['1.5', undefined],
    ['1,20', undefined],
    ['1.200', 'Mio.'], // 1.2 million or 1200 million: ambiguous
    ['1.2.3', undefined],
    ['1,2000', undefined],
    ['12 00', undefined],
    ['0', undefined],
    ['1e3', undefined],
    ['-5', undefined],
    ['', undefined],
    ['12', 'dozen'],
  ] as const)('%j %s -> no number', (raw, magnitude) => {
    expect(parseCount(raw, magnitude)).toBeUndefined();
  });
});

describe('parseAmount', () => {
  it.each([
    ['12', 'M', 12_000_000],
    ['12', 'million', 12_000_000],
    ['4.5', 'm', 4_500_000],
    ['4,5', 'Mio.', 4_500_000],
    ['1.2', 'B', 1_200_000_000],
    ['1,2', 'Mrd.', 1_200_000_000],
    ['750', 'K', 750_000],
    ['750,000', undefined, 750_000],
    ['1,234.5', undefined, 1235],
    ['1.234,5', undefined, 1235],
    ['1234.567', undefined, 1235],
  ] as const)('%j %s -> %d', (raw, magnitude, expected) => {
    expect(parseAmount(raw, magnitude)).toBe(expected);
  });

  it('refuses a three-digit tail before a magnitude word', () => {
    expect(parseAmount('1.200', 'M')).toBeUndefined();
  });
});
