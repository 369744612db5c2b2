// Research tool 'github': finds the GitHub account whose public email is the signup email, and
// reads its profile (login, name, bio, company, location, Twitter, avatar).
// Search only matches emails users chose to make public, so a hit is strong evidence.
import { HttpStatusError } from '../../errors/error-cause.js';
import { cleanText, cleanUrl } from '../extract/clean-text.js';
import { pushFact } from '../extract/fact-builder.js';
import { parsePersonName } from '../extract/person-name.js';
import { isGithubLogin, twitterHandle } from '../extract/profile-links.js';
import type {
  Citation,
  Fact,
  ResearchInput,
  ResearchTool,
  ToolContext,
  ToolResult,
} from '../types.js';

export interface GithubToolOptions {
  /** default https://api.github.com */
  baseUrl?: string;
  /** optional token for higher rate limits; sent as a bearer token, never logged or thrown */
  token?: string;
  userAgent?: string;
}

const TOOL = 'github';
const DEFAULT_BASE_URL = 'https://api.github.com';
const DEFAULT_USER_AGENT = 'signup-enrichment-research';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function createGithubTool(
  options: GithubToolOptions = {},
): ResearchTool {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const headers: Record<string, string> = {
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
    'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;

  async function getJson(
    url: string,
    signal: AbortSignal,
  ): Promise<Json | undefined> {
    const res = await fetch(url, { headers, signal, redirect: 'error' });
    if (res.status === 404) {
      await res.body?.cancel();
      return undefined;
    }
    // Primary limits say remaining=0; secondary (abuse) limits send retry-after.
    const limited =
      res.headers.get('x-ratelimit-remaining') === '0' ||
      res.headers.has('retry-after');
    if (res.status === 429 || (res.status === 403 && limited)) {
      await res.body?.cancel();
      const reset = res.headers.get('x-ratelimit-reset');
      throw new HttpStatusError(
        res.status,
        `github: rate limited (HTTP ${res.status}${reset ? `, resets at ${reset}` : ''})`,
      );
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new HttpStatusError(
        res.status,
        `github: unexpected HTTP ${res.status} from ${new URL(url).pathname}`,
      );
    }
    const body: unknown = await res.json();
    if (!isObject(body))
      throw new Error('github: response is not a JSON object');
    return body;
  }

  return {
    name: TOOL,
    async run(input: ResearchInput, ctx: ToolContext): Promise<ToolResult> {
      const email = input.email.trim().toLowerCase();
      const search = await getJson(
        `${baseUrl}/search/users?q=${encodeURIComponent(`${email} in:email`)}`,
        ctx.signal,
      );
      const items = Array.isArray(search?.items)
        ? search.items.filter(isObject)
        : [];
      // Several accounts claiming one email is ambiguous; take the first only when it's the only one.
      const login =
        items.length === 1 && typeof items[0].login === 'string'
          ? items[0].login
          : undefined;
      if (!login || !isGithubLogin(login)) return { tool: TOOL, facts: [] };

      const user = await getJson(
        `${baseUrl}/users/${encodeURIComponent(login)}`,
        ctx.signal,
      );
      if (!user) return { tool: TOOL, facts: [] };

      const citation: Citation = {
        url: cleanUrl(user.html_url) ?? `https://github.com/${login}`,
        tool: TOOL,
        title: `GitHub profile ${login}`,
        retrievedAt: ctx.now().toISOString(),
      };
      const facts: Fact[] = [];
      pushFact(facts, 'githubUsername', login, citation);
      // GitHub's "name" is often a handle ("chrisdev"): only a person's name is a fullName.
      pushFact(
        facts,
        'fullName',
        parsePersonName(user.name)?.fullName,
        citation,
      );
      pushFact(facts, 'bio', cleanText(user.bio, 500), citation);
      // "@acme-analytics" is a GitHub organization's login, not the company's name.
      const company =
        typeof user.company === 'string' && !user.company.trim().startsWith('@')
          ? user.company.trim()
          : undefined;
      pushFact(facts, 'companyName', cleanText(company, 200), citation);
      pushFact(facts, 'location', cleanText(user.location, 200), citation);
      // The user API answers with the avatar; an account without one has GitHub's identicon.
      pushFact(facts, 'photoUrl', cleanUrl(user.avatar_url), citation);
      const handle =
        typeof user.twitter_username === 'string'
          ? twitterHandle(user.twitter_username)
          : undefined;
      pushFact(facts, 'twitterHandle', handle, citation);
      return { tool: TOOL, facts };
    },
  };
}
