import { percentHalfUp, toExactUnits } from './exact-ratio.js';

describe('toExactUnits', () => {
  it.each<[number[], bigint[]]>([
    [
      [1, 2, 3],
      [1n, 2n, 3n],
    ],
    [
      [0.1, 0.2],
      [1n, 2n],
    ],
    [
      [0.145, 0.855],
      [145n, 855n],
    ],
    [
      [1.5, 20],
      [15n, 200n],
    ],
    [
      [1e-7, 1],
      [1n, 10000000n],
    ],
    [
      [1e21, 1],
      [10n ** 21n, 1n],
    ],
  ])('%j', (weights, expected) => {
    expect(toExactUnits(weights)).toEqual(expected);
  });

  it.each([NaN, Infinity, -1])('refuses %s', (weight) => {
    expect(() => toExactUnits([weight])).toThrow(RangeError);
  });
});

describe('percentHalfUp', () => {
  it.each<[bigint, bigint, number, number]>([
    [1n, 3n, 0, 33],
    [2n, 3n, 0, 67],
    [1n, 3n, 1, 33.3],
    [2n, 3n, 1, 66.7],
    [1n, 8n, 0, 13], // 12.5 goes up
    [3n, 8n, 0, 38], // 37.5 goes up
    [1n, 200n, 0, 1], // 0.5 goes up
    [1n, 201n, 0, 0],
    [1n, 400n, 1, 0.3], // 0.25 goes up
    [1n, 1n, 0, 100],
    [0n, 5n, 1, 0],
    [0n, 0n, 0, 0],
  ])('%s/%s to %s decimals -> %s', (part, whole, decimals, expected) => {
    expect(percentHalfUp(part, whole, decimals)).toBe(expected);
  });
});
