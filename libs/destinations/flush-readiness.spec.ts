import type { Batching } from './destination.js';
import { flushReadiness } from './flush-readiness.js';

const CRM: Batching = {
  maxRecords: 100,
  quietMs: 1000,
  maxWaitMs: 10_000,
  minIntervalMs: 0,
  batchesPerRun: 3,
};
const DIGEST: Batching = {
  maxRecords: 500,
  quietMs: 0,
  maxWaitMs: 0,
  minIntervalMs: 60_000,
  batchesPerRun: 1,
};
const at = (ms: number) => new Date(1_000_000 + ms);

describe('when pending changes go out', () => {
  it.each([
    ['nothing due', CRM, 0, 0, 0, null, 500, { ready: false, at: null }],
    [
      'a burst still coming, not a full batch',
      CRM,
      40,
      0,
      400,
      null,
      500,
      { ready: false, at: at(1400) },
    ],
    [
      'a full batch while the burst goes on: full batches only',
      CRM,
      250,
      0,
      400,
      null,
      500,
      { ready: true, take: 200 },
    ],
    [
      'the burst went quiet: everything due',
      CRM,
      40,
      0,
      400,
      null,
      1500,
      { ready: true, take: 40 },
    ],
    [
      'never past max wait, burst or not',
      CRM,
      40,
      0,
      10_000,
      null,
      10_001,
      { ready: true, take: 40 },
    ],
    [
      'at most batchesPerRun batches a run',
      CRM,
      1000,
      0,
      400,
      null,
      500,
      { ready: true, take: 300 },
    ],
    [
      'a digest: the first goes at once',
      DIGEST,
      1,
      0,
      0,
      null,
      0,
      { ready: true, take: 1 },
    ],
    [
      'a digest: the next waits its minute',
      DIGEST,
      300,
      100,
      5000,
      at(0),
      5000,
      { ready: false, at: at(60_000) },
    ],
    [
      'a digest: a minute on, all of it',
      DIGEST,
      300,
      100,
      5000,
      at(0),
      60_000,
      { ready: true, take: 300 },
    ],
  ] as const)(
    '%s',
    (_, batching, due, oldest, newest, lastFlushAt, now, expected) => {
      expect(
        flushReadiness(
          {
            due,
            oldestChange: due ? at(oldest) : null,
            newestChange: due ? at(newest) : null,
            lastFlushAt,
          },
          batching,
          at(now),
        ),
      ).toEqual(expected);
    },
  );
});
