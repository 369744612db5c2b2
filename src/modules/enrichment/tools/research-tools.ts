import { Inject, Injectable } from '@nestjs/common';
import {
  createDnsTool,
  createEmailTool,
  createGithubTool,
  createGravatarTool,
  createWebsiteTool,
} from '../../../../libs/research/tools/index.js';
import type {
  ResearchInput,
  ResearchTool,
  ToolContext,
} from '../../../../libs/research/index.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';

/**
 * Nest providers over the framework-free tools in libs/research, configured from AppConfig.
 * Adding a tool: one class here (or anywhere) and one entry in RESEARCH_TOOL_CLASSES.
 */
abstract class ConfiguredTool implements ResearchTool {
  protected abstract readonly tool: ResearchTool;
  get name(): string {
    return this.tool.name;
  }
  run(input: ResearchInput, ctx: ToolContext) {
    return this.tool.run(input, ctx);
  }
}

@Injectable()
export class EmailTool extends ConfiguredTool {
  protected readonly tool = createEmailTool();
}

@Injectable()
export class DnsTool extends ConfiguredTool {
  protected readonly tool: ResearchTool;
  constructor(@Inject(APP_CONFIG) c: AppConfig) {
    super();
    this.tool = createDnsTool({
      servers: c.research.dnsServers,
      timeoutMs: c.research.toolTimeoutMs,
    });
  }
}

@Injectable()
export class WebsiteTool extends ConfiguredTool {
  protected readonly tool: ResearchTool;
  constructor(@Inject(APP_CONFIG) c: AppConfig) {
    super();
    this.tool = createWebsiteTool({
      dnsServers: c.research.dnsServers,
      dnsTimeoutMs: c.research.toolTimeoutMs,
      httpsPort: c.research.websiteHttpsPort,
      httpPort: c.research.websiteHttpPort,
      fetchTimeoutMs: c.research.toolTimeoutMs,
      allowPrivateNetworks: c.research.allowPrivateNetworks,
    });
  }
}

@Injectable()
export class GravatarTool extends ConfiguredTool {
  protected readonly tool: ResearchTool;
  constructor(@Inject(APP_CONFIG) c: AppConfig) {
    super();
    this.tool = createGravatarTool({ baseUrl: c.research.gravatarApiUrl });
  }
}

@Injectable()
export class GithubTool extends ConfiguredTool {
  protected readonly tool: ResearchTool;
  constructor(@Inject(APP_CONFIG) c: AppConfig) {
    super();
    this.tool = createGithubTool({
      baseUrl: c.research.githubApiUrl,
      token: c.research.githubToken ?? undefined,
    });
  }
}

export const RESEARCH_TOOL_CLASSES = [
  EmailTool,
  DnsTool,
  WebsiteTool,
  GravatarTool,
  GithubTool,
];

/** DI token: the tools the research agent runs (those enabled by ENRICHMENT_TOOLS). */
export const RESEARCH_TOOLS = Symbol('RESEARCH_TOOLS');

export const researchToolsProvider = {
  provide: RESEARCH_TOOLS,
  inject: [APP_CONFIG, ...RESEARCH_TOOL_CLASSES],
  useFactory: (config: AppConfig, ...tools: ResearchTool[]) =>
    tools.filter((tool) => config.research.tools.includes(tool.name)),
};
