// Research tool 'gravatar': the public profile a person attached to their email hash (API v3).
// The base URL is operator configuration, not user input, so plain fetch is fine here.
import { createHash } from 'node:crypto';
import { HttpStatusError } from '../../errors/error-cause.js';
import { cleanText, cleanUrl } from '../extract/clean-text.js';
import { pushFact } from '../extract/fact-builder.js';
import { parsePersonName } from '../extract/person-name.js';
import {
  githubUsernameFromUrl,
  linkedinProfileUrl,
  twitterHandleFromUrl,
} from '../extract/profile-links.js';
import type {
  Citation,
  Fact,
  ResearchInput,
  ResearchTool,
  ToolContext,
  ToolResult,
} from '../types.js';

export interface GravatarToolOptions {
  /** default https://api.gravatar.com/v3 */
  baseUrl?: string;
  /** optional API key (more fields, higher limits); sent as a bearer token, never logged */
  apiKey?: string;
  userAgent?: string;
}

const TOOL = 'gravatar';
const DEFAULT_BASE_URL = 'https://api.gravatar.com/v3';
const DEFAULT_USER_AGENT = 'signup-enrichment-research';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function gravatarProfileHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

function verifiedAccounts(profile: Json): Array<{ type: string; url: string }> {
  const accounts = Array.isArray(profile.verified_accounts)
    ? profile.verified_accounts
    : [];
  return accounts
    .slice(0, 50)
    .filter(isObject)
    .filter((account) => account.is_hidden !== true)
    .map((account) => ({
      type: String(account.service_type ?? '').toLowerCase(),
      url: String(account.url ?? ''),
    }));
}

function profileFacts(profile: Json, citation: Citation): Fact[] {
  const facts: Fact[] = [];
  // A display name without titles or decoration, and only when it is a person's name.
  pushFact(
    facts,
    'fullName',
    parsePersonName(profile.display_name)?.fullName,
    citation,
  );
  pushFact(facts, 'location', cleanText(profile.location, 200), citation);
  pushFact(facts, 'bio', cleanText(profile.description, 500), citation);
  pushFact(facts, 'title', cleanText(profile.job_title, 200), citation);
  pushFact(facts, 'companyName', cleanText(profile.company, 200), citation);
  pushFact(facts, 'photoUrl', cleanUrl(profile.avatar_url), citation);
  const accounts = verifiedAccounts(profile);
  const fromAccounts = (
    types: string[],
    read: (url: string) => string | undefined,
  ) =>
    accounts
      .filter((account) => types.includes(account.type))
      .map((account) => read(account.url))
      .find((value) => value !== undefined);
  pushFact(
    facts,
    'githubUsername',
    fromAccounts(['github'], githubUsernameFromUrl),
    citation,
  );
  pushFact(
    facts,
    'twitterHandle',
    fromAccounts(['twitter', 'x'], twitterHandleFromUrl),
    citation,
  );
  pushFact(
    facts,
    'linkedinUrl',
    fromAccounts(['linkedin'], linkedinProfileUrl),
    citation,
  );
  return facts;
}

export function createGravatarTool(
  options: GravatarToolOptions = {},
): ResearchTool {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');

  return {
    name: TOOL,
    async run(input: ResearchInput, ctx: ToolContext): Promise<ToolResult> {
      const apiUrl = `${baseUrl}/profiles/${gravatarProfileHash(input.email)}`;
      const headers: Record<string, string> = {
        accept: 'application/json',
        'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
      };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      const res = await fetch(apiUrl, {
        headers,
        signal: ctx.signal,
        redirect: 'error',
      });
      if (res.status === 404) {
        await res.body?.cancel();
        return { tool: TOOL, facts: [] };
      }
      if (res.status === 429)
        throw new HttpStatusError(429, 'gravatar: rate limited (HTTP 429)');
      if (!res.ok)
        throw new HttpStatusError(
          res.status,
          `gravatar: unexpected HTTP ${res.status}`,
        );
      const profile: unknown = await res.json();
      if (!isObject(profile))
        throw new Error('gravatar: profile response is not a JSON object');

      const citation: Citation = {
        url: cleanUrl(profile.profile_url) ?? apiUrl,
        tool: TOOL,
        title: 'Gravatar profile',
        retrievedAt: ctx.now().toISOString(),
      };
      return { tool: TOOL, facts: profileFacts(profile, citation) };
    },
  };
}
