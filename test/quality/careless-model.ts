// The scripted model the LLM agent talks to in the corpus: a careless one. It calls every
// research tool, reads the pages its case names, then states every fact any tool reported (a
// later tool overwriting an earlier one), plus the case's own claims: the false facts a model
// reading these pages plausibly states. The service must keep the true ones and refuse the rest.
import type {
  ChatRequestBody,
  Turn,
} from '../support/fixtures/scripted-llm-server.js';
import {
  answer,
  subjectEmail,
  turnsSoFar,
} from '../support/fixtures/llm-conversation.js';
import type { CiteTo, QualityCase } from './case.js';

const RESEARCH_TOOLS = ['email', 'dns', 'website', 'gravatar', 'github'];

interface ToolOutcome {
  ref: string;
  tool: string;
  data: Record<string, unknown>;
}

/** Successful tool calls in the conversation, with the data block each returned. */
function outcomes(request: ChatRequestBody): ToolOutcome[] {
  const found: ToolOutcome[] = [];
  for (const m of request.messages) {
    if (m.role !== 'tool') continue;
    const hit = /^Tool call (T\d+) \(([\w.-]+)\) succeeded/.exec(
      m.content ?? '',
    );
    const json = /<untrusted-data[^>]*>\n([\s\S]*)\n<\/untrusted-data>/.exec(
      m.content ?? '',
    );
    if (!hit || !json) continue;
    let data: Record<string, unknown> = {};
    try {
      data = JSON.parse(json[1]) as Record<string, unknown>;
    } catch {
      // a truncated result: nothing to copy from it
    }
    found.push({ ref: hit[1], tool: hit[2], data });
  }
  return found;
}

function refFor(cite: CiteTo, done: ToolOutcome[]): string {
  if ('tool' in cite)
    return done.find((o) => o.tool === cite.tool)?.ref ?? 'T99';
  return (
    done.find((o) => o.tool === 'fetch_page' && o.data.url === cite.page)
      ?.ref ?? 'T99'
  );
}

export function carelessModel(cases: readonly QualityCase[]) {
  const byEmail = new Map(cases.map((c) => [c.signup.email, c]));
  return (request: ChatRequestBody): Turn => {
    const c = byEmail.get(subjectEmail(request));
    const turn = turnsSoFar(request);
    if (turn === 0)
      return { toolCalls: RESEARCH_TOOLS.map((name) => ({ name })) };
    const reads = c?.model?.reads ?? [];
    if (turn === 1 && reads.length > 0)
      return {
        toolCalls: reads
          .slice(0, 3)
          .map((url) => ({ name: 'fetch_page', arguments: { url } })),
      };

    const done = outcomes(request);
    const enrichment: Record<string, unknown> = {};
    const citations: Record<string, string> = {};
    for (const o of done) {
      const facts = Array.isArray(o.data.facts) ? o.data.facts : [];
      for (const f of facts as Array<{ key: string; value: unknown }>) {
        if (f.key === 'techStack') {
          for (const entry of f.value as string[]) {
            const list = (enrichment.techStack as string[] | undefined) ?? [];
            if (!list.includes(entry)) enrichment.techStack = [...list, entry];
            citations[`techStack.${entry}`] = o.ref;
          }
        } else {
          enrichment[f.key] = f.value;
          citations[f.key] = o.ref;
        }
      }
    }
    for (const claim of c?.model?.claims ?? []) {
      enrichment[claim.key] = claim.value;
      citations[claim.key] = refFor(claim.cite, done);
    }
    const intelligence: Record<string, unknown> = {
      summary: `Signed up as ${c?.signup.email ?? 'unknown'}.`,
      ...c?.model?.intelligence,
    };
    const intelligenceCitations: Record<string, string[]> = {};
    for (const [member, cites] of Object.entries(
      c?.model?.intelligenceCites ?? {},
    ))
      intelligenceCitations[member] = cites.map((cite) => refFor(cite, done));
    return answer({
      enrichment: { ...enrichment, citations },
      intelligence: { ...intelligence, citations: intelligenceCitations },
    });
  };
}
