import type { HttpResult } from '../destination.js';
import {
  apiUsage,
  errorsOf,
  LIMIT_WAIT_MS,
  salesforceFailure,
  usageStop,
} from './salesforce-errors.js';

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
const error = (errorCode: string, message: string, fields: string[] = []) => [
  { errorCode, message, fields },
];

describe('what Salesforce’s answers mean', () => {
  it.each([
    [
      '401 INVALID_SESSION_ID (after one renewal): the credentials',
      answer(401, error('INVALID_SESSION_ID', 'Session expired or invalid')),
      {
        kind: 'unauthorized',
        detail: 'INVALID_SESSION_ID: Session expired or invalid',
      },
    ],
    [
      '403 REQUEST_LIMIT_EXCEEDED: the org’s day is spent, wait',
      answer(
        403,
        error('REQUEST_LIMIT_EXCEEDED', 'TotalRequests Limit exceeded.'),
      ),
      {
        kind: 'throttled',
        retryAfterMs: LIMIT_WAIT_MS,
        reason: 'REQUEST_LIMIT_EXCEEDED',
      },
    ],
    [
      'another 403: set-up, in Salesforce’s words',
      answer(403, error('INSUFFICIENT_ACCESS', 'insufficient access rights')),
      {
        kind: 'forbidden',
        detail:
          'refused by Salesforce: INSUFFICIENT_ACCESS: insufficient access rights',
        missing: [],
      },
    ],
    [
      '503: too busy, retried',
      answer(503, error('SERVER_UNAVAILABLE', 'Too many requests')),
      { kind: 'unavailable', reason: 'HTTP 503' },
    ],
    [
      'the token endpoint refusing the credentials',
      {
        kind: 'token_refused' as const,
        status: 400,
        error: 'invalid_client',
        description: 'invalid client credentials',
      },
      {
        kind: 'unauthorized',
        detail: 'invalid_client: invalid client credentials',
      },
    ],
    [
      'a timeout after sending: maybe applied',
      { kind: 'unreachable' as const, reason: 'timeout', sent: true },
      { kind: 'unavailable', reason: 'timeout', uncertain: true },
    ],
  ])('%s', (_, result, expected) => {
    expect(salesforceFailure(result)).toEqual(expected);
  });

  it.each([
    ['200', answer(200, [])],
    [
      '300: several matches, for the caller to fail each record',
      answer(300, ['/x/1', '/x/2']),
    ],
    [
      '400: the request, for the caller',
      answer(400, error('INVALID_FIELD', 'No such column')),
    ],
  ])('%s is not a failure of the run', (_, result) => {
    expect(salesforceFailure(result)).toBeNull();
  });

  it('reads per-record errors (statusCode) and error bodies (errorCode) alike', () => {
    expect(
      errorsOf([
        {
          statusCode: 'REQUIRED_FIELD_MISSING',
          message: 'Required fields are missing: [LastName]',
          fields: ['LastName'],
        },
        { errorCode: 'INVALID_FIELD', message: 'No such column' },
        { message: 'no code: not an error entry' },
      ]),
    ).toEqual([
      {
        errorCode: 'REQUIRED_FIELD_MISSING',
        message: 'Required fields are missing: [LastName]',
        fields: ['LastName'],
      },
      { errorCode: 'INVALID_FIELD', message: 'No such column', fields: [] },
    ]);
  });

  it('reads the org’s daily usage from Sforce-Limit-Info, and stops past our share', () => {
    const headers = {
      'Sforce-Limit-Info': 'api-usage=10018/100000; api-bursts=1/750',
    };
    expect(apiUsage(new Headers(headers))).toEqual({
      used: 10018,
      limit: 100000,
    });
    expect(apiUsage(new Headers())).toBeNull();
    expect(usageStop(answer(200, [], headers), 80)).toBeNull();
    expect(
      usageStop(
        answer(200, [], { 'Sforce-Limit-Info': 'api-usage=80000/100000' }),
        80,
      ),
    ).toMatchObject({ kind: 'throttled', retryAfterMs: LIMIT_WAIT_MS });
  });
});
