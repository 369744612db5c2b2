// Research tool 'gravatar': the public profile a person attached to their email hash (API v3).
import { createHash } from 'node:crypto';
import { cleanText, cleanUrl } from '../extract/clean-text.js';
import { pushFact } from '../extract/fact-builder.js';
import { isJson, type Json } from '../extract/json-object.js';
import { parsePersonName } from '../extract/person-name.js';
import { titleFromBio } from '../extract/bio-title.js';
import {
  githubUsernameFromUrl,
  linkedinProfileUrl,
  twitterHandleFromUrl,
} from '../extract/profile-links.js';
import type { Citation, Fact, ResearchTool, ToolResult } from '../types.js';
import { ProfileApi, type ProfileApiOptions } from './profile-api.js';

const TOOL = 'gravatar';

export function gravatarProfileHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

function verifiedAccounts(profile: Json): Array<{ type: string; url: string }> {
  const accounts = Array.isArray(profile.verified_accounts)
    ? profile.verified_accounts
    : [];
  return accounts
    .slice(0, 50)
    .filter(isJson)
    .filter((account) => account.is_hidden !== true)
    .map((account) => ({
      type: String(account.service_type ?? '').toLowerCase(),
      url: String(account.url ?? ''),
    }));
}

function profileFacts(
  profile: Json,
  citation: Citation,
  domain: string | undefined,
): Fact[] {
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
  // The job title field, else a title the bio states for the address's company.
  pushFact(
    facts,
    'title',
    cleanText(profile.job_title, 200) ??
      titleFromBio(cleanText(profile.description, 500), domain),
    citation,
  );
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
  options: ProfileApiOptions = {},
): ResearchTool {
  // The path holds the address's hash: errors do not name it.
  const api = new ProfileApi(options, {
    tool: TOOL,
    defaultBaseUrl: 'https://api.gravatar.com/v3',
    accept: { accept: 'application/json' },
    rateLimited: (res) => (res.status === 429 ? { detail: '' } : null),
    bodyName: 'profile response',
  });

  return {
    name: TOOL,
    async run(input, ctx): Promise<ToolResult> {
      const path = `/profiles/${gravatarProfileHash(input.email)}`;
      const profile = await api.get(path, ctx.signal);
      if (!profile) return { tool: TOOL, facts: [] };

      const citation: Citation = {
        url: cleanUrl(profile.profile_url) ?? api.url(path),
        tool: TOOL,
        title: 'Gravatar profile',
        retrievedAt: ctx.now().toISOString(),
      };
      return {
        tool: TOOL,
        facts: profileFacts(profile, citation, input.domain ?? undefined),
      };
    },
  };
}
