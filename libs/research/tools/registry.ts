// The one table of research tools, keyed by their names (tool-names.ts, which the configuration
// reads without loading any tool). Everything that names tools derives from the two: the
// ENRICHMENT_TOOLS setting (its values and default), the Nest wiring that builds the enabled
// tools, the tool descriptions the LLM agent shows its model, the merge precedence and the order
// of `enrichment.sources`. Adding a tool is its implementation, its name and one entry here.
import {
  shareCompanyResearch,
  type CompanySharingOptions,
} from '../company/shared-company-tool.js';
import type { FactKey, ResearchTool } from '../types.js';
import { createDnsTool } from './dns.tool.js';
import { createEmailTool } from './email.tool.js';
import { createGithubTool } from './github.tool.js';
import { createGravatarTool } from './gravatar.tool.js';
import { RESEARCH_TOOL_NAMES, type ResearchToolName } from './tool-names.js';
import { createWebsiteTool } from './website.tool.js';
import { withPersonStep } from './person-step.js';

export { RESEARCH_TOOL_NAMES, type ResearchToolName };

/**
 * What a tool reads about, which decides what it may state: the address itself, the person
 * (a profile they keep), or the company (its own domain: DNS, website).
 */
export type ToolScope = 'address' | 'person' | 'company';

/**
 * Groups of fact keys that share one precedence. companyDomain and techStack are company facts
 * with orders of their own (see merge/merge-precedence.ts for why).
 */
export type FactGroup = 'person' | 'company' | 'companyDomain' | 'techStack';

/** Operator settings the tools are built from (AppConfig.research, framework-free). */
export interface ResearchToolsConfig {
  toolTimeoutMs: number;
  /** `ip[:port]` list; empty = the system's servers */
  dnsServers: readonly string[];
  allowPrivateNetworks: boolean;
  /** bytes read from one web page at most */
  pageMaxBytes: number;
  websiteHttpsPort: number;
  websiteHttpPort: number;
  githubApiUrl: string;
  githubToken: string | null;
  gravatarApiUrl: string;
  /** what the tools call themselves on their requests (the service passes its version) */
  userAgent?: string;
}

export interface ResearchToolEntry {
  name: string;
  scope: ToolScope;
  /** what the LLM agent's model is told the tool does */
  description: string;
  /** what it is asked about one signup, for the research report (never personal data) */
  asks(domain: string | null): string;
  /** rank per fact group, 1 = most trusted; a group left out ranks the tool after those listed */
  precedence: Partial<Record<FactGroup, number>>;
  /** keys this tool is the authority on: it ranks first for them whatever its group rank */
  authorityOn?: readonly FactKey[];
  create(config: ResearchToolsConfig): ResearchTool;
}

// Keyed by name: a name without an entry, or an entry without a name, does not compile.
const entries: Record<ResearchToolName, Omit<ResearchToolEntry, 'name'>> = {
  email: {
    scope: 'address',
    description:
      'Reads the email address itself: name parts, company domain, free-mail/disposable/role-account flags.',
    asks: () => 'the address itself (its name parts, domain and flags)',
    precedence: { person: 3, company: 4, companyDomain: 1 },
    create: () => createEmailTool(),
  },
  dns: {
    scope: 'company',
    description:
      "Reads the company domain's MX and TXT records: email provider and other services in use.",
    asks: (domain) => `the MX and TXT records of ${domain ?? 'the domain'}`,
    precedence: { company: 5, companyDomain: 3, techStack: 2 },
    create: (c) =>
      createDnsTool({ servers: c.dnsServers, timeoutMs: c.toolTimeoutMs }),
  },
  website: {
    scope: 'company',
    description:
      "Reads the company's home page: name, description, LinkedIn, employee count, location, technologies; and the person's title from the team page or blog byline it links to.",
    asks: (domain) =>
      `the website of ${domain ?? 'the domain'} (its home page, About page, and the team page or blog it links to)`,
    precedence: { person: 4, company: 1, companyDomain: 2, techStack: 1 },
    create: (c) =>
      createWebsiteTool({
        dnsServers: c.dnsServers,
        dnsTimeoutMs: c.toolTimeoutMs,
        httpsPort: c.websiteHttpsPort,
        httpPort: c.websiteHttpPort,
        fetchTimeoutMs: c.toolTimeoutMs,
        maxBytes: c.pageMaxBytes,
        allowPrivateNetworks: c.allowPrivateNetworks,
        userAgent: c.userAgent,
      }),
  },
  gravatar: {
    scope: 'person',
    description:
      "Reads the person's public Gravatar profile: name, job title, company, bio, location, linked accounts.",
    asks: () => 'the Gravatar profile of the address',
    precedence: { person: 1, company: 3, companyDomain: 5, techStack: 4 },
    create: (c) =>
      createGravatarTool({ baseUrl: c.gravatarApiUrl, userAgent: c.userAgent }),
  },
  github: {
    scope: 'person',
    description:
      "Finds the person's GitHub account by email: login, name, bio, company, location, Twitter, avatar.",
    asks: () => 'GitHub accounts showing the address as their public email',
    precedence: { person: 2, company: 2, companyDomain: 4, techStack: 3 },
    authorityOn: ['githubUsername'],
    create: (c) =>
      createGithubTool({
        baseUrl: c.githubApiUrl,
        token: c.githubToken ?? undefined,
        userAgent: c.userAgent,
      }),
  },
};

/** Every research tool, in pipeline order (also the order of `enrichment.sources`). */
export const RESEARCH_TOOL_REGISTRY: readonly ResearchToolEntry[] =
  RESEARCH_TOOL_NAMES.map((name) => ({ name, ...entries[name] }));

export function researchToolEntry(name: string): ResearchToolEntry | undefined {
  return RESEARCH_TOOL_REGISTRY.find((entry) => entry.name === name);
}

/**
 * The tools named in `enabled` (registry order), built from `config`. With `sharing`, the
 * company-scope tools look each domain up once for every enrichment (company/): their findings
 * are public facts about the domain, the same whoever signed up.
 */
export function createResearchTools(
  enabled: readonly string[],
  config: ResearchToolsConfig,
  sharing?: Omit<CompanySharingOptions, 'lookupTimeoutMs'>,
): ResearchTool[] {
  return RESEARCH_TOOL_REGISTRY.filter((entry) =>
    enabled.includes(entry.name),
  ).map((entry) => {
    const tool = entry.create(config);
    const shared =
      sharing && entry.scope === 'company'
        ? shareCompanyResearch(tool, {
            ...sharing,
            lookupTimeoutMs: config.toolTimeoutMs,
          })
        : tool;
    // What the company's pages say of this one person is read per signup, never shared.
    return tool.aboutPerson
      ? withPersonStep(
          shared,
          tool.aboutPerson.bind(tool),
          config.toolTimeoutMs,
        )
      : shared;
  });
}
