import type { HttpResult } from '../destination.js';
import {
  hubspotFailure,
  missingScopes,
  untilMidnight,
} from './hubspot-errors.js';

const answer = (
  status: number,
  json: unknown,
  headers: Record<string, string> = {},
): HttpResult => ({
  kind: 'answered',
  status,
  headers: new Headers(headers),
  json,
  text: JSON.stringify(json),
});
const NOW = new Date('2026-03-10T22:00:00Z');

describe('what HubSpot’s answers mean', () => {
  it.each([
    [
      'requiredGranularScopes',
      {
        errors: [
          {
            context: {
              requiredGranularScopes: ['crm.objects.companies.write'],
            },
          },
        ],
      },
      ['crm.objects.companies.write'],
    ],
    [
      'requiredScopes',
      {
        errors: [
          { context: { requiredScopes: ['crm.schemas.contacts.write'] } },
        ],
      },
      ['crm.schemas.contacts.write'],
    ],
    [
      'the reference schema’s context.missingScopes',
      { context: { missingScopes: ['crm.objects.contacts.read'] } },
      ['crm.objects.contacts.read'],
    ],
    ['no list at all', { message: 'forbidden' }, []],
    [
      'junk where scopes should be',
      { context: { missingScopes: ['<script>', 42] } },
      [],
    ],
  ])('reads the missing scopes from %s', (_, body, expected) => {
    expect(missingScopes(body)).toEqual(expected);
  });

  it.each<[string, HttpResult, object | null]>([
    ['2xx', answer(200, {}), null],
    [
      '207 (per-record errors are the caller’s)',
      answer(207, { errors: [] }),
      null,
    ],
    [
      'a refused record (400)',
      answer(400, { category: 'VALIDATION_ERROR' }),
      null,
    ],
    [
      '401',
      answer(401, { message: 'Authentication credentials not found' }),
      { kind: 'unauthorized', detail: 'Authentication credentials not found' },
    ],
    [
      '403 with scopes',
      answer(403, {
        category: 'MISSING_SCOPES',
        errors: [{ context: { requiredGranularScopes: ['a.b'] } }],
      }),
      { kind: 'forbidden', missing: ['a.b'], detail: 'missing scopes: a.b' },
    ],
    [
      '429 with Retry-After',
      answer(
        429,
        { policyName: 'TEN_SECONDLY_ROLLING' },
        { 'retry-after': '3' },
      ),
      { kind: 'throttled', retryAfterMs: 3000 },
    ],
    [
      '429 rolling ten seconds, by its interval header',
      answer(
        429,
        { policyName: 'TEN_SECONDLY_ROLLING' },
        { 'x-hubspot-ratelimit-interval-milliseconds': '10000' },
      ),
      {
        kind: 'throttled',
        retryAfterMs: 10_000,
        reason: 'TEN_SECONDLY_ROLLING',
      },
    ],
    [
      '429 of the search API (no headers)',
      answer(429, { policyName: 'SECONDLY' }),
      { kind: 'throttled', retryAfterMs: 1000 },
    ],
    [
      '429 daily: until midnight in the portal',
      answer(429, { policyName: 'DAILY' }),
      { kind: 'throttled', retryAfterMs: 2 * 3600_000, reason: 'DAILY' },
    ],
    ['423 locked', answer(423, {}), { kind: 'throttled', retryAfterMs: 2000 }],
    ['5xx', answer(502, {}), { kind: 'unavailable', reason: 'HTTP 502' }],
    [
      'no answer after sending',
      { kind: 'unreachable', reason: 'timeout', sent: true },
      { kind: 'unavailable', reason: 'timeout', uncertain: true },
    ],
    [
      'our own budget',
      { kind: 'over_budget', waitMs: 4000 },
      { kind: 'throttled', retryAfterMs: 4000, reason: 'budget' },
    ],
  ])('%s', (_, result, expected) => {
    const failure = hubspotFailure(result, NOW, 'UTC');
    if (expected === null) expect(failure).toBeNull();
    else expect(failure).toMatchObject(expected);
  });

  it('counts the daily reset in the portal’s own time zone', () => {
    // 22:00 UTC is 23:00 in Berlin (winter): an hour to its midnight.
    expect(untilMidnight(NOW, 'Europe/Berlin')).toBe(3600_000);
  });
});
