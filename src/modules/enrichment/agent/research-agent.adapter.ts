import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { describeCause } from '../../../../libs/errors/error-cause.js';
import { composeIntelligence } from '../../../../libs/research/intelligence/index.js';
import { mergeFindings } from '../../../../libs/research/merge/index.js';
import {
  buildResearchReport,
  toolReport,
  unreachableCauseOf,
  type ToolRun,
} from '../../../../libs/research/report/index.js';
import {
  researchInputFor,
  type ResearchInput,
  type ResearchTool,
  type ToolResult,
} from '../../../../libs/research/index.js';
import {
  TimeoutError,
  withTimeLimit,
} from '../../../../libs/time-limit/index.js';
import { LOGGER } from '../../../common/logging/logger.port.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { EnrichmentMetrics } from '../metrics/enrichment.metrics.js';
import { researchToolEntry } from '../../../../libs/research/tools/index.js';
import { RESEARCH_TOOLS } from '../tools/research-tools.js';
import { toolHost } from '../tools/tool-host.js';
import type {
  AgentResult,
  EnrichmentAgent,
  ResearchSubject,
} from './enrichment-agent.port.js';

/** The full names the tools' runs found (their `fullName` facts). */
function fullNamesOf(runs: readonly ToolRun[]): string[] {
  return runs.flatMap(
    (run) =>
      run.result?.facts
        .filter((f) => f.key === 'fullName')
        .map((f) => String(f.value)) ?? [],
  );
}

/**
 * The default agent: needs no API keys. Runs every enabled tool in parallel, each under its own
 * time limit and isolated from the others' failures, then merges their facts by documented
 * precedence and writes the analysis from those facts only.
 */
@Injectable()
export class ResearchAgent implements EnrichmentAgent {
  readonly name = 'research';

  constructor(
    @Inject(RESEARCH_TOOLS) private readonly tools: ResearchTool[],
    private readonly metrics: EnrichmentMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async research(
    subject: ResearchSubject,
    signal: AbortSignal,
  ): Promise<AgentResult> {
    const now = new Date();
    const { input, signals } = researchInputFor(subject);
    // Every tool runs at once; a company tool's per-signup step may wait for the names the
    // person's own profiles give (ToolContext.profileNames). The profile tools start first, so
    // the names they will give are there to wait for whenever a company tool asks.
    const started = new Map<ResearchTool, Promise<ToolRun>>();
    const profiles = this.tools.filter(
      (tool) => researchToolEntry(tool.name)?.scope === 'person',
    );
    for (const tool of profiles)
      started.set(tool, this.runTool(tool, input, signal));
    const profileNames = async () =>
      fullNamesOf(await Promise.all(profiles.map((t) => started.get(t)!)));
    for (const tool of this.tools)
      if (!started.has(tool))
        started.set(tool, this.runTool(tool, input, signal, profileNames));
    const runs = await Promise.all(this.tools.map((t) => started.get(t)!));
    const results = runs
      .map((run) => run.result)
      .filter((r): r is ToolResult => r !== undefined);
    const {
      enrichment,
      signals: mergedSignals,
      observations,
      refused,
      company,
    } = mergeFindings(results, now);
    const research = buildResearchReport({
      agent: this.name,
      input,
      ran: runs.map(toolReport),
      results,
      refused,
    });
    const intelligence = composeIntelligence(
      enrichment,
      mergedSignals ?? signals,
      subject.metadata,
      {
        name: subject.name,
        source: subject.source,
      },
      observations,
    );
    return {
      enrichment,
      intelligence,
      emailSignals: mergedSignals ?? signals,
      research,
      company,
    };
  }

  /** One tool, bounded by its own timeout and the job's signal; a failure is reported, not thrown. */
  private async runTool(
    tool: ResearchTool,
    input: ResearchInput,
    jobSignal: AbortSignal,
    profileNames?: () => Promise<readonly string[]>,
  ): Promise<ToolRun> {
    const timeoutMs = this.config.research.toolTimeoutMs;
    const started = Date.now();
    const seconds = () => (Date.now() - started) / 1000;
    try {
      // A tool that ignores its signal still loses the race and cannot hold the run hostage.
      const result = await withTimeLimit(
        timeoutMs,
        (signal) =>
          tool.run(input, {
            signal,
            now: () => new Date(),
            ...(profileNames && { profileNames }),
          }),
        {
          signal: jobSignal,
          timeoutError: () =>
            new TimeoutError(
              timeoutMs,
              `${tool.name} timed out after ${timeoutMs} ms`,
            ),
        },
      );
      this.metrics.toolFinished(tool.name, seconds());
      this.logger.debug(
        {
          tool: tool.name,
          ms: Date.now() - started,
          facts: result.facts.length,
        },
        'tool done',
      );
      return {
        tool: tool.name,
        input,
        durationMs: Date.now() - started,
        result,
      };
    } catch (err) {
      const reason =
        err instanceof TimeoutError || jobSignal.aborted ? 'timeout' : 'error';
      this.metrics.toolFinished(tool.name, seconds(), reason);
      // The actor id comes with the run's log context; the host and cause say where and why.
      this.logger.warn(
        {
          tool: tool.name,
          host: toolHost(tool.name, input, this.config),
          ms: Date.now() - started,
          // A TimeoutError when time ran out; otherwise the failure carries its own cause.
          cause: describeCause(err),
          outcome: reason === 'timeout' ? 'timed_out' : unreachableCauseOf(err),
          error: err instanceof Error ? err.message : String(err),
        },
        'tool failed; continuing without it',
      );
      return {
        tool: tool.name,
        input,
        durationMs: Date.now() - started,
        error: err,
        jobTimedOut: jobSignal.aborted,
      };
    }
  }
}
