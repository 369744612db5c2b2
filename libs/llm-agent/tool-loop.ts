// The bounded tool loop: ask the model, run the tools it calls, hand back their results, until it
// answers without calling a tool. At most `maxSteps` model requests (RunBudget), each also
// bounded in tokens and time.
import type {
  AssistantMessage,
  ChatMessage,
  ChatModel,
  FunctionCall,
} from './model-client.js';
import { completeWithRetries, type RetryPolicy } from './model-retry.js';
import { BudgetExhausted, type RunBudget } from './run-budget.js';
import type { Toolbox } from './toolbox.js';

export interface LoopContext {
  model: ChatModel;
  toolbox: Toolbox;
  budget: RunBudget;
  retry: RetryPolicy;
  /** the conversation so far; the loop appends to it */
  messages: ChatMessage[];
}

/** The content of the model's final (tool-free) message. */
export async function runToolLoop(ctx: LoopContext): Promise<string | null> {
  const { budget } = ctx;
  while (budget.steps < budget.limits.maxSteps) {
    budget.takeStep();
    const reply = await completeWithRetries(
      ctx.model,
      ctx.messages,
      ctx.toolbox.definitions,
      budget,
      ctx.retry,
    );
    const calls = functionCalls(reply.message);
    ctx.messages.push(echo(reply.message, calls));
    if (!calls.length) return reply.message.content ?? null;
    ctx.messages.push(...(await ctx.toolbox.runAll(calls, budget.signal)));
  }
  throw new BudgetExhausted(
    'step_limit',
    `still calling tools after ${budget.limits.maxSteps} steps`,
  );
}

/** One more request, without tools, after an answer that failed validation. */
export async function requestRepair(
  ctx: LoopContext,
  repair: ChatMessage,
): Promise<string | null> {
  ctx.messages.push(repair);
  const reply = await completeWithRetries(
    ctx.model,
    ctx.messages,
    [],
    ctx.budget,
    ctx.retry,
  );
  ctx.messages.push(echo(reply.message, []));
  return reply.message.content ?? null;
}

function functionCalls(message: AssistantMessage): FunctionCall[] {
  return (message.tool_calls ?? []).filter(
    (c): c is FunctionCall => c?.type === 'function' && !!c.function,
  );
}

/** The assistant turn as it goes back into the conversation (function calls only). */
function echo(message: AssistantMessage, calls: FunctionCall[]): ChatMessage {
  return {
    role: 'assistant',
    content: message.content ?? null,
    ...(calls.length
      ? {
          tool_calls: calls.map((c) => ({
            id: c.id,
            type: 'function' as const,
            function: {
              name: c.function.name,
              arguments: c.function.arguments,
            },
          })),
        }
      : {}),
  };
}
