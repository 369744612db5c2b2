import { researchToolEntry } from '../../../../libs/research/tools/index.js';
import type { ResearchInput } from '../../../../libs/research/index.js';
import type { AppConfig } from '../../../config/app-config.js';

/**
 * The host a tool reaches, for its failure logs: the company's domain for company tools, the
 * configured API's host for the others. Never the address or the person's name.
 */
export function toolHost(
  tool: string,
  input: ResearchInput,
  config: AppConfig,
): string | null {
  if (researchToolEntry(tool)?.scope === 'company') return input.domain;
  const api =
    tool === 'github'
      ? config.research.githubApiUrl
      : tool === 'gravatar'
        ? config.research.gravatarApiUrl
        : null;
  return api && URL.canParse(api) ? new URL(api).host : null;
}
