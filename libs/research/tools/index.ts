// Front door of the research tools: each reads one source about a person or their company and
// reports cited facts. Framework-free; src/modules/enrichment wraps them for Nest.
export { createDnsTool, type DnsToolOptions } from './dns.tool.js';
export { DNS_FINGERPRINTS, type DnsFingerprint } from './dns-fingerprints.js';
export { createEmailTool, EMAIL_TOOL_NAME } from './email.tool.js';
export { createGithubTool } from './github.tool.js';
export { createGravatarTool, gravatarProfileHash } from './gravatar.tool.js';
export type { ProfileApiOptions } from './profile-api.js';
export { createWebsiteTool, type WebsiteToolOptions } from './website.tool.js';
export {
  createResearchTools,
  RESEARCH_TOOL_NAMES,
  RESEARCH_TOOL_REGISTRY,
  researchToolEntry,
  type FactGroup,
  type ResearchToolEntry,
  type ResearchToolName,
  type ResearchToolsConfig,
  type ToolScope,
} from './registry.js';
export {
  DEFAULT_PAGE_MAX_BYTES,
  readPage,
  type PageReadOptions,
  type ReadPage,
} from './page-reader.js';
export {
  factsFromSitePage,
  MAX_EXTRA_PAGES,
  readCompanySite,
  type SiteReading,
} from './company-site.js';
