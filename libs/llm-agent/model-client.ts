// The model, spoken to through the maintained `openai` client over the OpenAI-compatible
// chat-completions protocol, so hosted providers and local servers (Ollama, vLLM, llama.cpp)
// all work. The client never retries on its own: retries are ours, inside the actor's budget.
import OpenAI from 'openai';

export type ChatMessage = OpenAI.Chat.ChatCompletionMessageParam;
export type AssistantMessage = OpenAI.Chat.ChatCompletionMessage;
export type FunctionCall = OpenAI.Chat.ChatCompletionMessageFunctionToolCall;

export interface ToolDefinition {
  name: string;
  description: string;
  /** JSON Schema of the arguments */
  parameters: Record<string, unknown>;
}

export interface ChatModelOptions {
  baseUrl: string;
  /** null for local servers that need none */
  apiKey: string | null;
  model: string;
  requestTimeoutMs: number;
  /** cap on each response, sent as max_completion_tokens */
  maxOutputTokens: number;
}

export interface ModelReply {
  message: AssistantMessage;
  promptTokens: number;
  completionTokens: number;
  /** the server sent no usage; the counts are estimated from the text */
  estimated: boolean;
}

export interface ChatModel {
  readonly model: string;
  complete(
    messages: ChatMessage[],
    tools: ToolDefinition[],
    signal: AbortSignal,
  ): Promise<ModelReply>;
}

/** The server answered, but not with a chat completion. Not transient. */
export class ModelResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelResponseError';
  }
}

export function createChatModel(options: ChatModelOptions): ChatModel {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // Local servers ignore the key, but the client insists on one.
    apiKey: options.apiKey ?? 'no-key',
    // Explicit, so nothing is picked up from OPENAI_* environment variables.
    organization: null,
    project: null,
    timeout: options.requestTimeoutMs,
    maxRetries: 0,
    logLevel: 'off',
  });
  return {
    model: options.model,
    async complete(messages, tools, signal) {
      const completion = await client.chat.completions.create(
        {
          model: options.model,
          messages,
          max_completion_tokens: options.maxOutputTokens,
          ...(tools.length
            ? {
                tools: tools.map((t) => ({
                  type: 'function' as const,
                  function: t,
                })),
                tool_choice: 'auto' as const,
              }
            : {}),
        },
        { signal },
      );
      const message = completion?.choices?.[0]?.message;
      if (!message || typeof message !== 'object')
        throw new ModelResponseError('the response holds no message');
      const usage = completion.usage;
      if (usage && Number.isFinite(usage.prompt_tokens)) {
        return {
          message,
          promptTokens: usage.prompt_tokens,
          completionTokens: usage.completion_tokens ?? 0,
          estimated: false,
        };
      }
      // Roughly four characters a token: enough to keep LLM_MAX_TOKENS meaningful.
      return {
        message,
        promptTokens: Math.ceil(JSON.stringify(messages).length / 4),
        completionTokens: Math.ceil(JSON.stringify(message).length / 4),
        estimated: true,
      };
    },
  };
}
