import { backlogStalled } from './backlog-stall.js';

const window = (from: number, to: number, finished: number) => ({
  from: { at: 0, backlog: from },
  to: { at: 60_000, backlog: to },
  finished,
});

describe('backlogStalled', () => {
  it.each([
    // [backlog then, backlog now, finished in the window, stalled]
    ['nothing waits', 0, 0, 0, false],
    ['a burst arrives, nothing is enriched', 100, 5000, 0, true],
    [
      'a burst arrives, 8 a second enriched against 580 a second',
      0,
      34_320,
      480,
      true,
    ],
    ['a burst arrives, 150 a second worked off', 0, 25_800, 9000, false],
    ['steady: as many enriched as arrive', 40, 40, 6000, false],
    ['a backlog that stands still, nothing enriched', 12, 12, 0, true],
    ['a backlog that stands still, some enriched', 12, 12, 3, false],
    ['the backlog shrinks, however slowly', 5000, 4990, 10, false],
    ['the backlog shrinks to nothing', 300, 0, 300, false],
    ['at the share: 5 of 100 arrived', 0, 95, 5, true],
    ['just above it: 6 of 100 arrived', 0, 94, 6, false],
  ])('%s', (_, from, to, finished, stalled) => {
    expect(backlogStalled(window(from, to, finished))).toBe(stalled);
  });
});
