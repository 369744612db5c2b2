// Runs a company-scope tool's per-signup step (ResearchTool.aboutPerson) after its reading, shared
// or not: the reading says which pages name the company's people (ToolResult.peoplePages), the
// step reads them for this one person. The step gets what is left of the tool's time limit, less
// a margin: when time runs short it gives up, and the company facts already read are kept.
import { withTimeLimit } from '../../time-limit/index.js';
import type {
  ResearchInput,
  ResearchTool,
  ToolContext,
  ToolResult,
} from '../types.js';

/**
 * The profiles' names, or none when they take longer than `ms`: a slow profile tool leaves the
 * step time to look for the name the signup gives.
 */
function namesWithin(
  names: () => Promise<readonly string[]>,
  ms: number,
  signal: AbortSignal,
): () => Promise<readonly string[]> {
  return () =>
    withTimeLimit(ms, () => names(), { signal }).catch(
      () => [] as readonly string[],
    );
}

/** Share of the tool's time limit kept free at the end (the caller's race, the merge). */
const MARGIN = 0.1;
/** Below this, the step is not started: two page reads would not fit. */
const MIN_STEP_MS = 200;

/**
 * `tool` (perhaps sharing its reading with other signups) followed by `step`, the per-signup step
 * of the tool it wraps. `timeLimitMs` is the time limit the caller holds the tool to.
 */
export function withPersonStep(
  tool: ResearchTool,
  step: NonNullable<ResearchTool['aboutPerson']>,
  timeLimitMs: number,
  now: () => number = Date.now,
): ResearchTool {
  return {
    name: tool.name,
    async run(input: ResearchInput, ctx: ToolContext): Promise<ToolResult> {
      const started = now();
      const { peoplePages, ...result } = await tool.run(input, ctx);
      const left = timeLimitMs * (1 - MARGIN) - (now() - started);
      if (!peoplePages || left < MIN_STEP_MS) return result;
      try {
        const found = await withTimeLimit(
          left,
          (signal) =>
            step(input, peoplePages, {
              signal,
              now: ctx.now,
              ...(ctx.profileNames && {
                profileNames: namesWithin(ctx.profileNames, left / 2, signal),
              }),
            }),
          { signal: ctx.signal },
        );
        return {
          ...result,
          facts: [...result.facts, ...found.facts],
          ...(found.dropped?.length
            ? { dropped: [...(result.dropped ?? []), ...found.dropped] }
            : {}),
        };
      } catch {
        // Out of time (or the job ended): the company's facts stand without the title.
        return result;
      }
    },
  };
}
