// Runs the tool calls of one model turn: only tools we offer, each under its own time limit,
// each recorded in the ledger under a fresh reference, each answered to the model with its result
// inside an untrusted-data block. A failed or refused call is answered too, never thrown.
import { describeCause } from '../errors/error-cause.js';
import type {
  ChatMessage,
  FunctionCall,
  ToolDefinition,
} from './model-client.js';
import { ToolRefusal, type AgentTool } from './tools/agent-tool.js';
import type { FetchScope } from './tools/fetch-scope.js';
import {
  parseArguments,
  runBounded,
  toolLabel,
} from './tools/tool-call-guards.js';
import type { LedgerEntry, ToolCallLedger } from './tool-call-ledger.js';
import { untrustedBlock } from './untrusted-data.js';

/** More calls than this in one turn are refused: one turn must not fan out without bound. */
export const MAX_CALLS_PER_TURN = 8;

export interface ToolboxOptions {
  toolTimeoutMs: number;
  maxResultChars: number;
  now: () => Date;
}

type FailedCall = Pick<
  LedgerEntry,
  'ref' | 'tool' | 'error' | 'cause' | 'failure' | 'url' | 'retrievedAt' | 'ms'
> & { error: string };

export class Toolbox {
  private readonly byName: Map<string, AgentTool>;

  constructor(
    tools: AgentTool[],
    private readonly ledger: ToolCallLedger,
    private readonly scope: FetchScope,
    private readonly options: ToolboxOptions,
  ) {
    this.byName = new Map(tools.map((t) => [t.definition.name, t]));
  }

  get definitions(): ToolDefinition[] {
    return [...this.byName.values()].map((t) => t.definition);
  }

  /** One tool message per call, in the calls' order. */
  runAll(calls: FunctionCall[], signal: AbortSignal): Promise<ChatMessage[]> {
    return Promise.all(
      calls.map((call, i) =>
        i < MAX_CALLS_PER_TURN
          ? this.runOne(call, signal)
          : this.refuse(
              call,
              `refused: at most ${MAX_CALLS_PER_TURN} tool calls per turn`,
            ),
      ),
    );
  }

  private async runOne(
    call: FunctionCall,
    signal: AbortSignal,
  ): Promise<ChatMessage> {
    const ref = this.ledger.reserve(); // before any await: references follow the calls' order
    const started = Date.now();
    const retrievedAt = this.options.now().toISOString();
    const tool = this.byName.get(call.function.name);
    const name = tool?.definition.name ?? toolLabel(call.function.name);
    let requestedUrl: string | null = null;
    try {
      if (!tool) throw new ToolRefusal(`refused: no tool "${name}" is offered`);
      const args = parseArguments(call.function.arguments);
      requestedUrl =
        typeof args.url === 'string' ? args.url.slice(0, 500) : null;
      const result = await runBounded(tool, args, signal, this.options);
      this.scope.addFound(result.facts);
      this.ledger.record({
        ref,
        tool: name,
        ok: true,
        url: result.url,
        title: result.title,
        retrievedAt,
        ms: Date.now() - started,
        facts: result.facts,
        citable: result.citable,
        evidence: result.evidence,
        scope: result.scope,
        ...(result.observations ? { observations: result.observations } : {}),
        ...(result.report ? { report: result.report } : {}),
      });
      const verdict = result.citable
        ? `succeeded; cite it as "${ref}"`
        : 'found nothing to cite';
      // Page text is already capped at maxResultChars by its tool; this ceiling catches the rest.
      return answer(
        call,
        `Tool call ${ref} (${name}) ${verdict}.`,
        ref,
        name,
        result.data,
        2 * this.options.maxResultChars,
      );
    } catch (err) {
      const error = err instanceof Error ? err.message.slice(0, 300) : 'failed';
      return this.citesNothing(call, 'failed', {
        ref,
        tool: name,
        error,
        cause: describeCause(err),
        failure: err,
        url: requestedUrl,
        retrievedAt,
        ms: Date.now() - started,
      });
    }
  }

  private async refuse(
    call: FunctionCall,
    reason: string,
  ): Promise<ChatMessage> {
    return this.citesNothing(call, 'was not made', {
      ref: this.ledger.reserve(),
      tool: toolLabel(call.function.name),
      error: reason,
      url: null,
      retrievedAt: this.options.now().toISOString(),
      ms: 0,
    });
  }

  /** A call that failed or was refused: recorded as citing nothing, and the model told so. */
  private citesNothing(
    call: FunctionCall,
    outcome: 'failed' | 'was not made',
    entry: FailedCall,
  ): ChatMessage {
    this.ledger.record({
      ...entry,
      ok: false,
      facts: [],
      citable: false,
      evidence: '',
      scope: 'person',
    });
    return answer(
      call,
      `Tool call ${entry.ref} (${entry.tool}) ${outcome}; it cannot be cited.`,
      entry.ref,
      entry.tool,
      { error: entry.error },
      1000,
    );
  }
}

function answer(
  call: FunctionCall,
  headline: string,
  ref: string,
  tool: string,
  data: unknown,
  maxChars: number,
): ChatMessage {
  return {
    role: 'tool',
    tool_call_id: call.id,
    content: `${headline}\n${untrustedBlock(`${ref} ${tool}`, data, maxChars)}`,
  };
}
