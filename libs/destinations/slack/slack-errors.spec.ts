import type { HttpResult } from '../destination.js';
import { slackVerdict } from './slack-errors.js';

const said = (
  status: number,
  text: string,
  headers: Record<string, string> = {},
): HttpResult => ({
  kind: 'answered',
  status,
  headers: new Headers(headers),
  json: null,
  text,
});

describe('what an incoming webhook’s answer means', () => {
  it.each<[string, HttpResult, object]>([
    ['200 ok', said(200, 'ok'), { kind: 'posted' }],
    [
      '404 no_service: the webhook is gone',
      said(404, 'no_service'),
      { kind: 'gone', detail: 'Slack: no_service' },
    ],
    ['403 invalid_token', said(403, 'invalid_token'), { kind: 'gone' }],
    [
      '410 channel_is_archived: someone must fix it',
      said(410, 'channel_is_archived'),
      { kind: 'blocked' },
    ],
    [
      '403 action_prohibited',
      said(403, 'action_prohibited'),
      { kind: 'blocked' },
    ],
    [
      '404 channel_not_found',
      said(404, 'channel_not_found'),
      { kind: 'blocked' },
    ],
    [
      '400 invalid_payload: our message, not worth resending',
      said(400, 'invalid_payload'),
      { kind: 'refused', detail: 'Slack: invalid_payload' },
    ],
    ['400 invalid_blocks', said(400, 'invalid_blocks'), { kind: 'refused' }],
    [
      '500 rollup_error: try later',
      said(500, 'rollup_error'),
      { kind: 'unavailable', uncertain: false },
    ],
    [
      '429 with Retry-After',
      said(429, 'rate_limited', { 'retry-after': '30' }),
      { kind: 'throttled', retryAfterMs: 30_000 },
    ],
    [
      'a timeout after sending: it may have been posted',
      { kind: 'unreachable', reason: 'timeout', sent: true },
      { kind: 'unavailable', uncertain: true },
    ],
    [
      'refused before sending',
      { kind: 'unreachable', reason: 'ECONNREFUSED', sent: false },
      { kind: 'unavailable', uncertain: false },
    ],
  ])('%s', (_, result, expected) => {
    expect(slackVerdict(result)).toMatchObject(expected);
  });
});
