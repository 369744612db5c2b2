// Turns profile URLs found in third-party data into the canonical forms the enrichment uses.
// Anything that does not clearly match is dropped rather than guessed.

function parse(url: string): URL | undefined {
  try {
    const parsed = new URL(
      url.trim().startsWith('//') ? `https:${url.trim()}` : url.trim(),
    );
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? parsed
      : undefined;
  } catch {
    return undefined;
  }
}

function pathParts(url: URL): string[] {
  return url.pathname.split('/').filter((part) => part !== '');
}

const hostIs = (url: URL, ...hosts: string[]) =>
  hosts.some(
    (host) => url.hostname === host || url.hostname.endsWith(`.${host}`),
  );

/**
 * An organisation's LinkedIn page in canonical form: `https://www.linkedin.com/company/<slug>`,
 * or `/school/<slug>` (universities and colleges are schools on LinkedIn); undefined otherwise.
 */
export function linkedinCompanyUrl(raw: string): string | undefined {
  const url = parse(raw);
  if (!url || !hostIs(url, 'linkedin.com')) return undefined;
  const [kind, slug] = pathParts(url);
  if (
    (kind !== 'company' && kind !== 'school') ||
    !slug ||
    !/^[\w%.-]{1,100}$/.test(slug)
  )
    return undefined;
  return `https://www.linkedin.com/${kind}/${slug}`;
}

/** The slug of a canonical LinkedIn organisation URL. */
export function linkedinSlug(url: string): string {
  return url.split('/').at(-1) ?? '';
}

/** `https://www.linkedin.com/in/<slug>` or undefined */
export function linkedinProfileUrl(raw: string): string | undefined {
  const url = parse(raw);
  if (!url || !hostIs(url, 'linkedin.com')) return undefined;
  const [kind, slug] = pathParts(url);
  if (kind !== 'in' || !slug || !/^[\w%.-]{1,100}$/.test(slug))
    return undefined;
  return `https://www.linkedin.com/in/${slug}`;
}

/** GitHub login from a profile URL (rules: alphanumerics and single hyphens, max 39) */
export function githubUsernameFromUrl(raw: string): string | undefined {
  const url = parse(raw);
  if (
    !url ||
    (url.hostname !== 'github.com' && url.hostname !== 'www.github.com')
  )
    return undefined;
  const parts = pathParts(url);
  return parts.length === 1 && isGithubLogin(parts[0]) ? parts[0] : undefined;
}

export function isGithubLogin(value: string): boolean {
  return /^[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}$/i.test(value);
}

/** Twitter/X handle without '@' from a profile URL */
export function twitterHandleFromUrl(raw: string): string | undefined {
  const url = parse(raw);
  if (!url || !hostIs(url, 'twitter.com', 'x.com')) return undefined;
  const parts = pathParts(url);
  return parts.length === 1 ? twitterHandle(parts[0]) : undefined;
}

/** A valid handle (1-15 word characters) without '@', or undefined */
export function twitterHandle(value: string): string | undefined {
  const handle = value.trim().replace(/^@/, '');
  return /^\w{1,15}$/.test(handle) ? handle : undefined;
}

/**
 * Paths of x.com / twitter.com that are the platform's, not an account: share and intent
 * buttons (`/share`, `/intent/…`, `/home?status=…`), search, sign-in, and the platform's own
 * account that templates link to.
 */
const X_RESERVED_PATHS = new Set([
  'home',
  'intent',
  'share',
  'search',
  'hashtag',
  'explore',
  'i',
  'login',
  'logout',
  'signup',
  'settings',
  'messages',
  'notifications',
  'compose',
  'tos',
  'privacy',
  'download',
  'account',
  'widgets',
  'oauth',
  'x',
  'twitter',
]);

/**
 * An account's X profile in canonical form, `https://x.com/<handle>` in lower case (twitter.com
 * links too);
 * undefined for anything else: a tweet (`/<handle>/status/…`), a share or intent link, a list.
 */
export function xProfileUrl(raw: string): string | undefined {
  const url = parse(raw);
  if (!url || !hostIs(url, 'twitter.com', 'x.com')) return undefined;
  const parts = pathParts(url);
  if (parts.length !== 1 || X_RESERVED_PATHS.has(parts[0].toLowerCase()))
    return undefined;
  // Handles are case-insensitive: one account, however a page writes it.
  const handle = twitterHandle(parts[0])?.toLowerCase();
  return handle ? `https://x.com/${handle}` : undefined;
}

/** The handle of a canonical X profile URL. */
export function xHandle(url: string): string {
  return url.split('/').at(-1) ?? '';
}
