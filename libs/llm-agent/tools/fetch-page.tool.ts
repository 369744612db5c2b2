// fetch_page(url): reads one page the run is allowed to read (FetchScope) through the same
// SSRF-guarded fetcher, byte cap and timeout as the website tool, and shows the model its text.
import {
  guardedFetch,
  type GuardedFetchOptions,
} from '../../research/net/index.js';
import { ToolRefusal, type AgentTool } from './agent-tool.js';
import type { FetchScope } from './fetch-scope.js';
import { pageText } from './page-text.js';

export const FETCH_PAGE_TOOL = 'fetch_page';

export type FetchPageOptions = Omit<GuardedFetchOptions, 'signal'> & {
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
      const res = await guardedFetch(url, {
        ...fetchOptions,
        signal: ctx.signal,
      });
      if (res.status < 200 || res.status >= 300) {
        return {
          url: res.url,
          facts: [],
          citable: false,
          data: { url: res.url, status: res.status },
        };
      }
      const page = pageText(res.body, maxChars);
      return {
        url: res.url,
        title: page.title,
        facts: [],
        citable: page.text.length > 0 || page.title !== undefined,
        data: {
          url: res.url,
          title: page.title ?? null,
          text: page.text,
          truncated: page.truncated || res.truncated,
        },
      };
    },
  };
}
