import type { Enrichment } from '../research/types.js';
import { addProviderFacts } from './add-provider-facts.js';
import { askProvider } from './ask-provider.js';
import { minimumOnScale } from './confidence-scale.js';
import {
  factsTheProfileUses,
  missingFacts,
  personUnknown,
} from './wanted-facts.js';
import type { ProviderOutcome } from '../providers/provider.js';

const cite = { url: null, tool: 'pdl', retrievedAt: '2026-11-26T00:00:00Z' };

describe('what a provider is asked for (gaps mode)', () => {
  const profile = {
    rules: [
      { id: 'a', dimension: 'd', field: 'industry', op: 'exists', weight: 1 },
      {
        id: 'b',
        dimension: 'd',
        field: 'metadata.plan',
        op: 'exists',
        weight: 1,
      },
      { id: 'c', dimension: 'd', field: 'title', op: 'exists', weight: 1 },
    ],
  } as never;

  it('reads the profile’s enrichment fields only', () => {
    expect(factsTheProfileUses(profile)).toEqual(['industry', 'title']);
    expect(factsTheProfileUses(null)).toEqual([]);
  });

  it('misses what research did not find; a free-mail address misses no company fact but the employer', () => {
    const e: Enrichment = { fullName: 'Jane Doe', industry: 'Software' };
    expect(missingFacts(e, ['industry', 'title'], false)).toEqual(['title']);
    expect(
      missingFacts({}, ['industry', 'companyName', 'title'], true),
    ).toEqual(['companyName', 'title']);
    expect(personUnknown(e)).toBe(false);
    expect(personUnknown({ companyName: 'Acme' })).toBe(true);
  });
});

describe('a provider’s facts join the record', () => {
  it('fill what is missing, derive as the merge does, and never replace a kept fact', () => {
    const before: Enrichment = {
      fullName: 'Jane Doe',
      companyName: 'Acme',
      citations: { fullName: cite, companyName: { ...cite, tool: 'website' } },
      sources: ['email', 'website'],
      confidence: 0.5,
    };
    const out = addProviderFacts(
      before,
      [
        { key: 'companyName', value: 'Acme Holdings', citation: cite },
        { key: 'title', value: 'VP of Engineering', citation: cite },
      ],
      'pdl',
    );
    expect(out.enrichment.companyName).toBe('Acme');
    expect(out.enrichment.title).toBe('VP of Engineering');
    expect(out.enrichment.seniority).toBeDefined();
    expect(out.enrichment.citations?.title).toBe(cite);
    expect(out.enrichment.sources).toEqual(['email', 'website', 'pdl']);
    expect(out.enrichment.confidence).toBe(0.59);
    expect(out.dropped).toEqual([
      expect.objectContaining({
        key: 'companyName',
        value: 'Acme Holdings',
        reason: 'other_source',
        subject: 'kept: Acme',
      }),
    ]);
  });
});

describe('minimum confidence on other scales', () => {
  it('maps PDL’s 1–10 linearly; no scale, no filter', () => {
    expect(minimumOnScale(6, { min: 1, max: 10 })).toBe(6);
    expect(minimumOnScale(10, { min: 0, max: 100 })).toBe(100);
    expect(minimumOnScale(1, { min: 0, max: 100 })).toBe(0);
    expect(minimumOnScale(6, null)).toBeNull();
  });
});

function scripted(answers: ProviderOutcome[]) {
  let calls = 0;
  return {
    call: () => Promise.resolve(answers[Math.min(calls++, answers.length - 1)]),
    calls: () => calls,
  };
}

describe('asking a provider', () => {
  const live = new AbortController().signal;

  it('retries 5xx at most three times in all', async () => {
    const s = scripted([{ kind: 'unavailable', reason: 'HTTP 503' }]);
    const out = await askProvider(s.call, live);
    expect(out).toEqual({
      outcome: { kind: 'unavailable', reason: 'HTTP 503' },
      attempts: 3,
    });
    expect(s.calls()).toBe(3);
  });

  it('waits out a short Retry-After once, and leaves a long one to a later run', async () => {
    const short = scripted([
      { kind: 'rate_limited', retryAfterMs: 10 },
      { kind: 'no_match', cost: 0 },
    ]);
    expect((await askProvider(short.call, live)).outcome.kind).toBe('no_match');
    const long = scripted([{ kind: 'rate_limited', retryAfterMs: 30_000 }]);
    expect(await askProvider(long.call, live)).toEqual({
      outcome: { kind: 'rate_limited', retryAfterMs: 30_000 },
      attempts: 1,
    });
  });

  it('never retries a refused key or an exhausted account', async () => {
    for (const answer of [
      { kind: 'invalid_key', status: 401 },
      { kind: 'out_of_credits', status: 402 },
    ] as ProviderOutcome[]) {
      const s = scripted([answer]);
      expect((await askProvider(s.call, live)).attempts).toBe(1);
    }
  });
});
