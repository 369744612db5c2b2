// One JSON call to Salesforce with a session from the OAuth 2.0 client credentials flow. The
// token answer says nothing of the session's lifetime (the org's session timeout applies), so a
// session is kept in this process until Salesforce answers 401 INVALID_SESSION_ID; then a new one
// is requested and the call sent again, once. A 401 means the call was not applied, so sending it
// again cannot write twice. Sessions are held in memory only, keyed by a hash of the credentials
// (new credentials never use an old session), and never logged or stored.
import { createHash } from 'node:crypto';
import { isJson } from '../../research/extract/json-object.js';
import type { HttpRequest, HttpResult } from '../destination.js';
import type {
  SalesforceContext,
  SalesforceCredentials,
} from './salesforce-account.js';
import { SALESFORCE_PATHS } from './salesforce-api.js';

export interface Session {
  accessToken: string;
  /** the token answer's instance_url: where the org's records are shown */
  instanceUrl: string | null;
  /** the org's id, from the token answer's identity URL (…/id/<orgId>/<userId>) */
  orgId: string | null;
}

/** The token endpoint refused the credentials (its `error` and `error_description`). */
export interface TokenRefusal {
  kind: 'token_refused';
  status: number;
  error: string;
  description: string;
}

/** Held sessions, at most this many (one per connected org and app in a worker). */
const MAX_SESSIONS = 500;
const sessions = new Map<string, Session>();

function sessionKey(credentials: SalesforceCredentials): string {
  return createHash('sha256')
    .update(
      `${credentials.instanceUrl}\n${credentials.clientId}\n${credentials.clientSecret}`,
    )
    .digest('hex');
}

/** A new session from the token endpoint (which counts toward no API limit: no budget). */
export async function requestSession(
  ctx: SalesforceContext,
): Promise<Session | TokenRefusal | HttpResult> {
  const { instanceUrl, clientId, clientSecret } = ctx.credentials;
  const result = await ctx.http.request({
    method: 'POST',
    url: `${instanceUrl}${SALESFORCE_PATHS.token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    }).toString(),
    budget: 'token',
  });
  if (result.kind !== 'answered') return result;
  const body = isJson(result.json) ? result.json : {};
  if (result.status === 200 && typeof body.access_token === 'string') {
    const session: Session = {
      accessToken: body.access_token,
      instanceUrl:
        typeof body.instance_url === 'string' ? body.instance_url : null,
      orgId:
        typeof body.id === 'string'
          ? (/\/id\/([A-Za-z0-9]{15,18})\//.exec(body.id)?.[1] ?? null)
          : null,
    };
    if (sessions.size >= MAX_SESSIONS)
      sessions.delete(sessions.keys().next().value!);
    sessions.set(sessionKey(ctx.credentials), session);
    return session;
  }
  if (result.status === 400 || result.status === 401)
    return {
      kind: 'token_refused',
      status: result.status,
      error: typeof body.error === 'string' ? body.error : 'invalid_request',
      description:
        typeof body.error_description === 'string'
          ? body.error_description.slice(0, 300)
          : `HTTP ${result.status}`,
    };
  return result;
}

export type CallResult = HttpResult | TokenRefusal;

/** A call with the held session (a new one when none, or when Salesforce says it expired). */
export async function salesforceCall(
  ctx: SalesforceContext,
  method: HttpRequest['method'],
  path: string,
  body?: unknown,
): Promise<CallResult> {
  const first = await callOnce(ctx, method, path, body);
  if (first.kind !== 'answered' || first.status !== 401) return first;
  // INVALID_SESSION_ID: the session expired or was revoked; a new one, and the call once more.
  sessions.delete(sessionKey(ctx.credentials));
  return callOnce(ctx, method, path, body);
}

async function callOnce(
  ctx: SalesforceContext,
  method: HttpRequest['method'],
  path: string,
  body: unknown,
): Promise<CallResult> {
  const session =
    sessions.get(sessionKey(ctx.credentials)) ?? (await requestSession(ctx));
  if (!('accessToken' in session)) return session;
  return ctx.http.request({
    method,
    url: `${ctx.credentials.instanceUrl}${path}`,
    headers: { authorization: `Bearer ${session.accessToken}` },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}
