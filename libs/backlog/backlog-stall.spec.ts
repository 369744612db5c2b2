import { backlogStalled } from './backlog-stall.js';

const window = (
  from: number,
  to: number,
  finished: number,
  waitedWholeWindow: number,
) => ({
  from: { at: 0, backlog: from },
  to: { at: 60_000, backlog: to },
  finished,
  waitedWholeWindow,
});

describe('backlogStalled', () => {
  it.each([
    // [backlog then, backlog now, finished in the window, of the backlog now: waiting since then, stalled]
    ['nothing waits', 0, 0, 0, 0, false],
    ['a burst arrives, nothing is enriched', 100, 5000, 0, 100, true],
    [
      'a burst arrives, 8 a second enriched against 580 a second',
      20,
      34_340,
      480,
      20,
      true,
    ],
    ['a burst arrives, 150 a second worked off', 0, 25_800, 9000, 0, false],
    ['steady: as many enriched as arrive', 40, 40, 6000, 0, false],
    ['a backlog that stands still, nothing enriched', 12, 12, 0, 12, true],
    ['a backlog that stands still, some enriched', 12, 12, 3, 9, false],
    ['the backlog shrinks, however slowly', 5000, 4990, 10, 4990, false],
    ['the backlog shrinks to nothing', 300, 0, 300, 0, false],
    ['at the share: 5 of 100 arrived', 1, 96, 5, 1, true],
    ['just above it: 6 of 100 arrived', 1, 95, 6, 1, false],
    // A quiet deployment: the window opens on an idle backlog.
    ['one signup a moment ago, on an idle backlog', 0, 1, 0, 0, false],
    ['a burst a moment ago, on an idle backlog', 0, 5000, 0, 0, false],
    [
      'what was waiting was worked off, a burst a moment ago',
      5,
      200,
      5,
      0,
      false,
    ],
    ['one signup waiting the whole window, nothing enriched', 1, 1, 0, 1, true],
  ])('%s', (_, from, to, finished, waited, stalled) => {
    expect(backlogStalled(window(from, to, finished, waited))).toBe(stalled);
  });
});
