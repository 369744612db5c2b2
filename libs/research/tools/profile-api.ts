// The HTTP side of the tools that read a person's profile from a public JSON API (GitHub,
// Gravatar): one GET for one JSON object. A 404 is "no profile", not an error; a rate limit and
// any other failure throw with the status (HttpStatusError), so the research report can say why.
// Base URLs are operator configuration, not user input, so no address vetting here; a redirect
// is refused all the same, since following one would send the token somewhere unchosen.
import { HttpStatusError } from '../../errors/error-cause.js';
import { isJson, type Json } from '../extract/json-object.js';
import { JsonClient, type JsonAnswer } from '../net/json-get.js';

const DEFAULT_USER_AGENT = 'signup-enrichment-research';
/** A profile is a few kilobytes; anything this large is not one. */
const MAX_PROFILE_BYTES = 1024 * 1024;

/** How an operator configures a profile tool. */
export interface ProfileApiOptions {
  /** the API's base URL; each tool has the public one as its default */
  baseUrl?: string;
  /** optional token or API key (higher limits, more fields); sent as a bearer token, never logged or thrown */
  token?: string;
  userAgent?: string;
}

/** What differs from one profile API to the next. */
export interface ProfileApiSpec {
  /** names the tool in errors ("github: rate limited …") */
  tool: string;
  defaultBaseUrl: string;
  /** the API's own headers: its media type, its version */
  accept: Record<string, string>;
  /** whether a non-ok answer is the API's rate limit; the detail is added to the message */
  rateLimited(res: JsonAnswer): { detail: string } | null;
  /** an unexpected status names the path it came from (not where the path is personal data) */
  pathInErrors?: boolean;
  /** what the body is called in the "not a JSON object" error; default "response" */
  bodyName?: string;
}

export class ProfileApi {
  private readonly baseUrl: string;
  private readonly headers: Record<string, string>;
  private readonly client = new JsonClient();

  constructor(
    options: ProfileApiOptions,
    private readonly spec: ProfileApiSpec,
  ) {
    this.baseUrl = (options.baseUrl ?? spec.defaultBaseUrl).replace(/\/+$/, '');
    this.headers = {
      ...spec.accept,
      'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
    };
    if (options.token) this.headers.authorization = `Bearer ${options.token}`;
  }

  /** The full URL of `path` (which starts with a slash). */
  url(path: string): string {
    return `${this.baseUrl}${path}`;
  }

  /** The JSON object at `path`; undefined when the API answers 404 (nothing there). */
  async get(path: string, signal: AbortSignal): Promise<Json | undefined> {
    const { tool } = this.spec;
    const url = this.url(path);
    const res = await this.client.get(url, {
      headers: this.headers,
      signal,
      maxBytes: MAX_PROFILE_BYTES,
    });
    if (res.status === 404) return undefined;
    const ok = res.status >= 200 && res.status < 300;
    const limited = ok ? null : this.spec.rateLimited(res);
    if (limited)
      throw new HttpStatusError(
        res.status,
        `${tool}: rate limited (HTTP ${res.status}${limited.detail})`,
      );
    if (!ok) {
      const from = this.spec.pathInErrors
        ? ` from ${new URL(url).pathname}`
        : '';
      throw new HttpStatusError(
        res.status,
        `${tool}: unexpected HTTP ${res.status}${from}`,
      );
    }
    const body = res.json();
    if (!isJson(body))
      throw new Error(
        `${tool}: ${this.spec.bodyName ?? 'response'} is not a JSON object`,
      );
    return body;
  }
}
