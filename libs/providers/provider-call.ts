// One enrichment call to a provider, from the request to the outcome. Every provider answers a
// match with 200 and its record; what the other statuses mean is each provider's own (Hunter's
// 403 is a rate limit, PDL's 404 a free no-match, Apollo's 422 can be "out of credits"), so each
// adapter declares its meanings as data and this one function reads every answer by them.
import type { Json } from '../research/extract/json-object.js';
import { exchange, retryAfterMs } from './provider-http.js';
import type { ProviderContext, ProviderOutcome } from './provider.js';

/** What a non-200 status can mean; a status with no meaning declared is `unavailable`. */
type StatusMeaning =
  'no_match' | 'invalid_key' | 'out_of_credits' | 'rate_limited';

export type StatusMeanings = Readonly<
  Record<
    number,
    StatusMeaning | ((body: Json | null) => StatusMeaning | undefined)
  >
>;

export interface ProviderCall {
  method: 'GET' | 'POST';
  path: string;
  /** sent in the query string */
  params: Record<string, string>;
  headers: Record<string, string>;
  statuses: StatusMeanings;
  /** the provider's own rate-limit reset header, read when a 429 has no Retry-After */
  resetHeader?: string;
}

export async function callProvider(
  call: ProviderCall,
  ctx: ProviderContext,
  toOutcome: (body: Json, retrievedAt: string) => ProviderOutcome,
): Promise<ProviderOutcome> {
  const url = new URL(call.path, ctx.baseUrl);
  for (const [name, value] of Object.entries(call.params))
    url.searchParams.set(name, value);
  const answer = await exchange(
    { method: call.method, url, headers: call.headers },
    ctx,
  );
  if (answer.kind === 'unavailable') return answer;
  const { status, body, headers } = answer;
  if (status === 200 && body) return toOutcome(body, ctx.now().toISOString());
  const declared = call.statuses[status];
  const meaning = typeof declared === 'function' ? declared(body) : declared;
  switch (meaning) {
    case 'no_match':
      return { kind: 'no_match', cost: 0 };
    case 'invalid_key':
    case 'out_of_credits':
      return { kind: meaning, status };
    case 'rate_limited':
      return {
        kind: 'rate_limited',
        retryAfterMs: retryAfterMs(headers, ctx.now(), call.resetHeader),
      };
    default:
      return { kind: 'unavailable', reason: `HTTP ${status}` };
  }
}
