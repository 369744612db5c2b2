// What an incoming webhook's answer means. Slack answers 200 `ok`, or an error string as the body
// (https://api.slack.com/changelog/2016-05-17-changes-to-errors-for-incoming-webhooks), and 429
// with Retry-After past about one message a second
// (https://docs.slack.dev/apis/web-api/rate-limits). Three kinds of error: the webhook is gone or
// not ours to use (stop: a person must fix it), our message was wrong (that digest fails, sending
// it again would fail again), Slack had a problem (try later).
import type { HttpResult } from '../destination.js';

/** The webhook was removed, disabled, or its workspace is gone: a new URL is needed. */
const GONE = [
  'no_service',
  'no_service_id',
  'no_team',
  'team_disabled',
  'invalid_token',
  'no_active_hooks',
];
/** The channel cannot take it: someone must fix the channel or the webhook. */
const BLOCKED = [
  'channel_not_found',
  'channel_is_archived',
  'action_prohibited',
  'posting_to_general_channel_denied',
  'user_not_found',
];

export type SlackVerdict =
  | { kind: 'posted' }
  | { kind: 'gone'; detail: string }
  | { kind: 'blocked'; detail: string }
  | { kind: 'refused'; detail: string }
  | { kind: 'throttled'; retryAfterMs: number | null; reason: string }
  | { kind: 'unavailable'; reason: string; uncertain: boolean };

export function slackVerdict(result: HttpResult): SlackVerdict {
  if (result.kind === 'over_budget')
    return { kind: 'throttled', retryAfterMs: result.waitMs, reason: 'budget' };
  if (result.kind === 'unreachable')
    return {
      kind: 'unavailable',
      reason: result.reason,
      uncertain: result.sent,
    };
  const body = result.text.trim().slice(0, 100);
  if (result.status === 200) return { kind: 'posted' };
  if (result.status === 429) {
    const after = Number(result.headers.get('retry-after'));
    return {
      kind: 'throttled',
      retryAfterMs: Number.isFinite(after) && after >= 0 ? after * 1000 : null,
      reason: 'rate_limited',
    };
  }
  if (GONE.includes(body)) return { kind: 'gone', detail: `Slack: ${body}` };
  if (BLOCKED.includes(body))
    return { kind: 'blocked', detail: `Slack: ${body}` };
  if (result.status >= 500 || body === 'rollup_error')
    return {
      kind: 'unavailable',
      reason: `HTTP ${result.status} ${body}`.trim(),
      uncertain: false,
    };
  return {
    kind: 'refused',
    detail: `Slack: ${body || `HTTP ${result.status}`}`,
  };
}
