// fetch_page(url): reads one page the run is allowed to read (FetchScope) through the same
// SSRF-guarded fetcher, byte cap and timeout as the website tool, and shows the model its text.
import {
  factsFromSitePage,
  readPage,
  type PageReadOptions,
} from '../../research/tools/index.js';
import { ToolRefusal, type AgentTool } from './agent-tool.js';
import type { FetchScope } from './fetch-scope.js';

export const FETCH_PAGE_TOOL = 'fetch_page';

export type FetchPageOptions = Omit<PageReadOptions, 'signal' | 'leadChars'> & {
  /** characters of page text shown to the model */
  maxChars: number;
};

export function fetchPageTool(
  options: FetchPageOptions,
  scope: FetchScope,
): AgentTool {
  const { maxChars, ...fetchOptions } = options;
  return {
    definition: {
      name: FETCH_PAGE_TOOL,
      description:
        "Reads one web page and returns its title and text. Allowed: pages on the company's own domain, and pages a research tool reported (profiles, LinkedIn). Other URLs are refused.",
      parameters: {
        type: 'object',
        properties: {
          url: { type: 'string', description: 'absolute http or https URL' },
        },
        required: ['url'],
        additionalProperties: false,
      },
    },
    async run(args, ctx) {
      const url = typeof args.url === 'string' ? args.url.trim() : '';
      if (!scope.allows(url))
        throw new ToolRefusal(
          'refused: the URL is outside this run’s fetch scope',
        );
      // Read as it streams: the page is never held whole, only its first maxChars of text.
      const res = await readPage(url, {
        ...fetchOptions,
        leadChars: maxChars,
        signal: ctx.signal,
      });
      if (res.status < 200 || res.status >= 300) {
        return {
          url: res.url,
          facts: [],
          citable: false,
          evidence: '',
          scope: 'person',
          data: { url: res.url, status: res.status },
        };
      }
      const { title, text } = res.data;
      // A page of the company's own site is read as the website tool reads it: its facts (each
      // through the trust rules) and whether it speaks for the company at all (a parked or
      // empty page does not: nothing may be cited to it).
      const domain = scope.companyDomainOf(res.url);
      const site = domain ? factsFromSitePage(res, domain, ctx.now()) : null;
      const speaks = site === null || site.verdict.kind === 'company';
      const observations = [
        ...(site?.observations ?? []),
        ...(site?.verdict.kind === 'parked'
          ? [
              {
                kind: 'parked_domain' as const,
                detail: `${domain} looks parked or for sale (${site.verdict.evidence})`,
                tool: FETCH_PAGE_TOOL,
                url: res.url,
              },
            ]
          : []),
      ];
      return {
        url: res.url,
        title,
        // Cited as what they are: read by this fetch_page call.
        facts: (site?.facts ?? []).map((fact) => ({
          ...fact,
          citation: {
            url: res.url,
            tool: FETCH_PAGE_TOOL,
            ...(title ? { title } : {}),
            retrievedAt: fact.citation.retrievedAt,
          },
        })),
        citable: speaks && (text.lead.length > 0 || title !== undefined),
        evidence: [title ?? '', text.lead].join('\n'),
        scope: domain ? 'company' : 'person',
        ...(observations.length ? { observations } : {}),
        ...(site
          ? {
              report: {
                refusals: site.refusals,
                dropped: site.dropped,
                ...(site.parent ? { parent: site.parent } : {}),
                ...(site.xAccount ? { xAccount: site.xAccount } : {}),
              },
            }
          : {}),
        data: {
          url: res.url,
          title: title ?? null,
          text: text.lead,
          truncated: res.data.truncated || text.chars > text.lead.length,
        },
      };
    },
  };
}
