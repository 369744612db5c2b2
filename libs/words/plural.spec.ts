import { agreeing, count, plural } from './plural.js';

describe('plural', () => {
  it.each([
    [0, 'fact', undefined, '0 facts'],
    [1, 'fact', undefined, '1 fact'],
    [2, 'fact', undefined, '2 facts'],
    [1204, 'signup', undefined, '1,204 signups'],
    [1, 'delivery', 'deliveries', '1 delivery'],
    [3, 'delivery', 'deliveries', '3 deliveries'],
    [1, 'technology', 'technologies', '1 technology'],
  ])('%d %s', (n, one, many, text) => {
    expect(plural(n, one, many)).toBe(text);
  });

  it('agrees a verb with its count, and counts as English writes them', () => {
    expect(agreeing(1, 'was', 'were')).toBe('was');
    expect(agreeing(2, 'was', 'were')).toBe('were');
    expect(count(1_000_000)).toBe('1,000,000');
  });
});
