// Research tool 'github': finds the GitHub account whose public email is the signup email, and
// reads its profile (login, name, bio, company, location, Twitter, avatar).
// Search only matches emails users chose to make public, so a hit is strong evidence.
import { cleanText, cleanUrl } from '../extract/clean-text.js';
import { pushFact } from '../extract/fact-builder.js';
import { isJson } from '../extract/json-object.js';
import { titleElsewhere, titleFromBio } from '../extract/bio-title.js';
import { parsePersonName } from '../extract/person-name.js';
import { isGithubLogin, twitterHandle } from '../extract/profile-links.js';
import type { JsonAnswer } from '../net/json-get.js';
import type { Citation, Fact, ResearchTool, ToolResult } from '../types.js';
import { ProfileApi, type ProfileApiOptions } from './profile-api.js';

const TOOL = 'github';

export function createGithubTool(
  options: ProfileApiOptions = {},
): ResearchTool {
  const api = new ProfileApi(options, {
    tool: TOOL,
    defaultBaseUrl: 'https://api.github.com',
    accept: {
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
    },
    rateLimited: rateLimit,
    pathInErrors: true,
  });

  return {
    name: TOOL,
    async run(input, ctx): Promise<ToolResult> {
      const email = input.email.trim().toLowerCase();
      const search = await api.get(
        `/search/users?q=${encodeURIComponent(`${email} in:email`)}`,
        ctx.signal,
      );
      const items = Array.isArray(search?.items)
        ? search.items.filter(isJson)
        : [];
      // Several accounts claiming one email is ambiguous; take the first only when it's the only one.
      const login =
        items.length === 1 && typeof items[0].login === 'string'
          ? items[0].login
          : undefined;
      if (!login || !isGithubLogin(login)) return { tool: TOOL, facts: [] };

      const user = await api.get(
        `/users/${encodeURIComponent(login)}`,
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
      // A title only where the bio names the address's company as where it is held.
      pushFact(
        facts,
        'title',
        titleFromBio(cleanText(user.bio, 500), input.domain ?? undefined),
        citation,
      );
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
      // A title the bio holds at another employer is refused, and the report says so.
      const elsewhere = titleElsewhere(
        cleanText(user.bio, 500),
        input.domain ?? undefined,
      );
      return {
        tool: TOOL,
        facts,
        ...(elsewhere && !facts.some((f) => f.key === 'title')
          ? {
              dropped: [
                { key: 'title', reason: 'other_employer', value: elsewhere },
              ],
            }
          : {}),
      };
    },
  };
}

/** Primary limits say remaining=0; secondary (abuse) limits send retry-after. */
function rateLimit(res: JsonAnswer): { detail: string } | null {
  const limited =
    res.header('x-ratelimit-remaining') === '0' ||
    res.header('retry-after') !== undefined;
  if (res.status !== 429 && !(res.status === 403 && limited)) return null;
  const reset = res.header('x-ratelimit-reset');
  return { detail: reset ? `, resets at ${reset}` : '' };
}
