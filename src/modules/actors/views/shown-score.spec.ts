import type { ActorViewRow } from '../repositories/actor-statements.js';
import { toActorCard } from './actor-card.view.js';
import { toActorRecord } from './actor-record.view.js';

const scoring = {
  explanation: 'Fits',
  matchedRules: ['a'],
  unmatchedRules: [],
  breakdown: {},
};

const actor = (over: Partial<ActorViewRow>): ActorViewRow => ({
  id: '0b0e8c1e-7d52-4a55-9c3e-2f1d4c1f0a11',
  email: 'a@b.example',
  name: null,
  status: 'enriched',
  source: null,
  metadata: { userId: 'u1' },
  enrichment: {} as never,
  intelligence: {} as never,
  score: 70,
  scoring,
  scoringStatus: 'scored',
  researchReport: null,
  companyContext: null,
  rejectionReason: null,
  failureReason: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  enrichedAt: new Date('2026-01-01T00:00:01Z'),
  ...over,
});

describe('the score the views show', () => {
  it.each([
    ['scored', 70, scoring, { score: 70, scoring, scoreStale: false }],
    // Being rescored: the current score stays, marked stale (?include=scoreStale), until the new one lands.
    ['pending', 70, scoring, { score: 70, scoring, scoreStale: true }],
    // A first score not computed yet.
    ['pending', null, null, { score: null, scoring: null, scoreStale: false }],
    ['skipped', null, null, { score: null, scoring: null, scoreStale: false }],
    ['failed', null, null, { score: null, scoring: null, scoreStale: false }],
  ] as const)(
    'scoringStatus %s with score %s',
    (scoringStatus, score, sc, shown) => {
      const row = actor({ scoringStatus, score, scoring: sc });
      expect(toActorRecord(row, ['scoreStale'])).toMatchObject(shown);
      expect(toActorCard(row)).toMatchObject({
        score: shown.score,
        scoringStatus,
      });
    },
  );

  it('carries metadata as stored, and why a rejected actor reads failed', () => {
    const rejected = actor({
      status: 'rejected',
      rejectionReason: 'quota_exceeded',
      score: null,
      scoring: null,
      scoringStatus: 'skipped',
    });
    const both = ['metadata', 'rejectionReason'] as const;
    expect(toActorRecord(rejected, both)).toMatchObject({
      status: 'failed',
      rejectionReason: 'quota_exceeded',
      metadata: { userId: 'u1' },
      enrichment: null,
    });
    expect(toActorRecord(actor({}), both)).toMatchObject({
      rejectionReason: null,
    });
    // Extras only when asked: the contract's record has ten members.
    expect(toActorRecord(rejected)).not.toHaveProperty('metadata');
  });
});
