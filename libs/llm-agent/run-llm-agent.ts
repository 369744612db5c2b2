// One actor, researched by a language model: the tool loop, the answer read and repaired once,
// the citation rules applied. Anything that stops the model from answering properly (invalid
// output, model failure beyond retries, an exhausted budget) becomes a fallback with its reason;
// the caller then uses the keyless agent's result. Only the job's own abort and bugs are thrown.
import {
  researchInputFor,
  type EmailSignals,
  type Enrichment,
  type Intelligence,
  type ResearchTool,
} from '../research/index.js';
import type { CompanyContext } from '../research/merge/index.js';
import type { ResearchReport } from '../research/report/index.js';
import type { ChatModel } from './model-client.js';
import { describeModelError, isModelError } from './model-errors.js';
import { parseAnswer } from './parse-answer.js';
import {
  openingMessages,
  repairMessage,
  type PromptSubject,
} from './prompt.js';
import { resolveAnswer } from './resolve-answer.js';
import { llmRunReport } from './run-report.js';
import { BudgetExhausted, RunBudget } from './run-budget.js';
import type { AgentRunRecord, FallbackReason } from './run-record.js';
import { requestRepair, runToolLoop, type LoopContext } from './tool-loop.js';
import { ToolCallLedger } from './tool-call-ledger.js';
import { Toolbox } from './toolbox.js';
import {
  fetchPageTool,
  type FetchPageOptions,
} from './tools/fetch-page.tool.js';
import { FetchScope } from './tools/fetch-scope.js';
import { researchAgentTool } from './tools/research-agent-tool.js';

export interface LlmLimits {
  maxSteps: number;
  maxTokens: number;
  timeoutMs: number;
  maxRetries: number;
  retryBackoffMs: number;
  toolTimeoutMs: number;
  maxResultChars: number;
}

export interface LlmAgentDeps {
  model: ChatModel;
  researchTools: ResearchTool[];
  /** guarded-fetch settings of fetch_page (the website tool's: resolver, ports, policy, caps) */
  fetchPage: Omit<FetchPageOptions, 'maxChars'>;
  limits: LlmLimits;
  now?: () => Date;
}

export type LlmAgentOutcome =
  | {
      kind: 'answered';
      enrichment: Enrichment;
      intelligence: Intelligence;
      emailSignals: EmailSignals;
      record: AgentRunRecord;
      research: ResearchReport;
      company: CompanyContext;
    }
  | { kind: 'fallback'; emailSignals: EmailSignals; record: AgentRunRecord };

export async function runLlmAgent(
  subject: PromptSubject,
  deps: LlmAgentDeps,
  jobSignal: AbortSignal,
): Promise<LlmAgentOutcome> {
  const now = deps.now ?? (() => new Date());
  const startedAt = now();
  const { limits } = deps;
  const { input, signals } = researchInputFor(subject);
  const ledger = new ToolCallLedger();
  const scope = new FetchScope(input.personalDomain ? null : input.domain);
  const toolbox = new Toolbox(
    [
      ...deps.researchTools.map((t) => researchAgentTool(t, input)),
      fetchPageTool(
        { ...deps.fetchPage, maxChars: limits.maxResultChars },
        scope,
      ),
    ],
    ledger,
    scope,
    {
      toolTimeoutMs: limits.toolTimeoutMs,
      maxResultChars: limits.maxResultChars,
      now,
    },
  );
  const budget = new RunBudget(limits, jobSignal);
  const ctx: LoopContext = {
    model: deps.model,
    toolbox,
    budget,
    retry: { maxRetries: limits.maxRetries, backoffMs: limits.retryBackoffMs },
    messages: openingMessages(
      subject,
      signals,
      toolbox.definitions.map((d) => d.name),
    ),
  };
  let repaired = false;
  const record = (
    outcome: AgentRunRecord['outcome'],
    extra: Partial<AgentRunRecord> = {},
  ): AgentRunRecord => ({
    agent: 'llm',
    model: deps.model.model,
    outcome,
    steps: budget.steps,
    modelRequests: budget.modelRequests,
    repaired,
    usage: { ...budget.usage },
    toolCalls: ledger.summary(),
    droppedFacts: [],
    ms: Date.now() - budget.startedAt,
    startedAt: startedAt.toISOString(),
    ...extra,
  });
  const fallback = (
    reason: FallbackReason,
    detail: string,
  ): LlmAgentOutcome => ({
    kind: 'fallback',
    emailSignals: signals,
    record: record('fallback', {
      fallbackReason: reason,
      fallbackDetail: detail.slice(0, 300),
    }),
  });

  try {
    let parsed = parseAnswer(await runToolLoop(ctx));
    if (!parsed.ok) {
      repaired = true;
      parsed = parseAnswer(
        await requestRepair(ctx, repairMessage(parsed.problems)),
      );
      if (!parsed.ok) return fallback('invalid_output', parsed.problems);
    }
    const resolved = resolveAnswer(parsed.answer, ledger, {
      enrichedAt: now().toISOString(),
      hasMetadata: hasMetadata(subject),
      personOnly: input.personalDomain,
      domain: input.personalDomain ? null : input.domain,
      signals,
    });
    return {
      kind: 'answered',
      enrichment: resolved.enrichment,
      intelligence: resolved.intelligence,
      emailSignals: resolved.floor.signals ?? signals,
      research: llmRunReport({
        input,
        ledger,
        refused: resolved.floor.refused,
        stated: parsed.answer.enrichment as Record<string, unknown>,
        dropReasons: resolved.dropReasons,
      }),
      company: resolved.floor.company,
      record: record('answered', {
        droppedFacts: resolved.droppedFacts,
        dropReasons: resolved.dropReasons,
      }),
    };
  } catch (err) {
    if (jobSignal.aborted) throw jobSignal.reason;
    if (err instanceof BudgetExhausted)
      return fallback(err.reason, err.message);
    if (budget.timedOut())
      return fallback('time_limit', `no answer within ${limits.timeoutMs} ms`);
    if (isModelError(err))
      return fallback('model_error', describeModelError(err));
    throw err;
  } finally {
    budget.dispose();
  }
}

function hasMetadata(subject: PromptSubject): boolean {
  return !!subject.metadata && Object.keys(subject.metadata).length > 0;
}
