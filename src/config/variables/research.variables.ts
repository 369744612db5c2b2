import { z } from 'zod';
// The names only: the tools themselves are not loaded to read the configuration.
import { RESEARCH_TOOL_NAMES } from '../../../libs/research/tools/tool-names.js';
import { bool, int, url, list } from './values.js';

// The keyless research: which agent and tools run, their time, what they may reach, and the public
// APIs they read.
export const researchVariables = {
  /**
   * Which agent researches: `research` (keyless, the default) or `llm` (a language model; needs
   * `LLM_BASE_URL` and `LLM_MODEL`).
   */
  ENRICHMENT_AGENT: z.enum(['research', 'llm']).default('research'),
  /** Comma-separated research tools to run (both agents); default: every registered tool. */
  ENRICHMENT_TOOLS: list(RESEARCH_TOOL_NAMES.join(',')).pipe(
    z.array(z.enum(RESEARCH_TOOL_NAMES)),
  ),
  /** Each research tool's own time limit; the run goes on without a tool that exceeds it. */
  ENRICHMENT_TOOL_TIMEOUT_MS: int(5000, 100, 120000),
  /**
   * How long a domain's public company research (the `dns` and `website` tools) is reused by later
   * enrichments of that domain, in any organisation, before it is read again; `0` = only enrichments
   * running at the same time share a lookup. A refresh always reads again.
   */
  COMPANY_RESEARCH_TTL_MS: int(3_600_000, 0, 30 * 86_400_000),
  /**
   * How long a failed lookup of a domain's company research (no answer, a timeout, a refused
   * address) is shared with later enrichments of that domain before the site is asked again,
   * whatever COMPANY_RESEARCH_TTL_MS is: a burst of signups at a dead site waits for it once, not
   * once per signup. 0 = a failure is shared only with the enrichments waiting on that lookup.
   */
  COMPANY_RESEARCH_FAILURE_TTL_MS: int(60_000, 0, 3_600_000),
  /**
   * Comma-separated DNS servers `ip[:port]` used by the dns and website tools and for webhook
   * endpoints; unset = the system resolver.
   */
  ENRICHMENT_DNS_SERVERS: list('').pipe(
    z.array(
      z
        .string()
        .regex(
          /^(\[[0-9a-fA-F:.]+\]|[0-9.]+|[0-9a-fA-F:]+)(:\d{1,5})?$/,
          'must be ip[:port]',
        ),
    ),
  ),
  /**
   * Bytes read from one web page at most (website tool, `fetch_page`). Pages are parsed as they
   * stream and only bounded extracts are kept, so this bounds time and traffic, not memory.
   */
  ENRICHMENT_PAGE_MAX_BYTES: int(8 * 1024 * 1024, 64 * 1024, 64 * 1024 * 1024),
  /** Let the website tool reach loopback and private addresses: the SSRF guard off (tests only). */
  ENRICHMENT_ALLOW_PRIVATE_NETWORKS: bool(false),
  /** Port the website tool connects to for `https://` (tests serve fixtures on other ports). */
  ENRICHMENT_WEBSITE_HTTPS_PORT: int(443, 1, 65535),
  /** Port the website tool connects to for `http://` (tests serve fixtures on other ports). */
  ENRICHMENT_WEBSITE_HTTP_PORT: int(80, 1, 65535),
  /** GitHub API base (`/search/users?q=<email> in:email`, `/users/<login>`). */
  GITHUB_API_URL: url(['https', 'http']).default('https://api.github.com'),
  /** Optional: raises GitHub's rate limit (60 searches an hour without it). Never logged. */
  GITHUB_TOKEN: z.string().optional(),
  /** Gravatar API base (`/profiles/<sha256>`). */
  GRAVATAR_API_URL: url(['https', 'http']).default(
    'https://api.gravatar.com/v3',
  ),
};
