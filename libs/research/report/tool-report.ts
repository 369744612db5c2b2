// One research tool's line in the research report, from how its run ended: the result it gave,
// or what it threw. Worded by us (codes and our phrases), never from page or API text.
import { describeCause } from '../../errors/error-cause.js';
import { TimeoutError } from '../../time-limit/index.js';
import { researchToolEntry } from '../tools/registry.js';
import type { ResearchInput, ToolResult } from '../types.js';
import type {
  RefusalPolicy,
  ToolReport,
  UnreachableCause,
} from './research-report.js';
import { UnreachableError, unreachableCauseOf } from './unreachable.js';

export interface ToolRun {
  tool: string;
  input: ResearchInput;
  durationMs: number;
  result?: ToolResult;
  error?: unknown;
  /** the job's own time limit ended the run */
  jobTimedOut?: boolean;
}

/** Policies that refuse a whole source: nothing on it speaks for the company. */
const WHOLE_SOURCE: ReadonlySet<RefusalPolicy> = new Set([
  'parked_domain',
  'mail_provider',
]);

const CAUSE_WORDS: Record<UnreachableCause, string> = {
  nxdomain: 'the domain does not exist (NXDOMAIN)',
  dns_failure: 'the DNS resolver did not answer',
  connection_failed: 'nothing answered',
  http_error: 'the source answered with an error',
  refused_address: 'its address is one research may not reach',
  error: 'the tool failed',
};

/** What the tool was asked about this signup, as its registry entry words it. */
export function askedOf(tool: string, input: ResearchInput): string {
  return researchToolEntry(tool)?.asks(input.domain) ?? `${tool}`;
}

function applies(tool: string, input: ResearchInput): ToolReport['skipReason'] {
  if (researchToolEntry(tool)?.scope !== 'company') return undefined;
  if (input.personalDomain) return 'personal_address';
  if (!input.domain) return 'no_domain';
  return undefined;
}

export function toolReport(run: ToolRun): ToolReport {
  const base = {
    tool: run.tool,
    asked: askedOf(run.tool, run.input),
    durationMs: Math.max(0, Math.round(run.durationMs)),
  };
  if (run.error !== undefined || !run.result) {
    const timedOut =
      run.jobTimedOut ||
      run.error instanceof TimeoutError ||
      describeCause(run.error) === 'timeout';
    if (timedOut) return { ...base, outcome: 'timed_out', facts: 0 };
    const cause = unreachableCauseOf(run.error);
    const code = describeCause(run.error);
    const host = run.error instanceof UnreachableError ? run.error.host : null;
    return {
      ...base,
      outcome: 'unreachable',
      facts: 0,
      cause,
      detail: [
        CAUSE_WORDS[cause],
        host ? `: ${host}` : '',
        code === 'unknown' ? '' : ` (${code})`,
      ].join(''),
    };
  }
  const result = run.result;
  const facts = Array.isArray(result.facts) ? result.facts.length : 0;
  const skip = applies(run.tool, run.input);
  if (skip) return { ...base, outcome: 'skipped', facts: 0, skipReason: skip };
  const policies = [...new Set((result.refusals ?? []).map((r) => r.policy))];
  const shared = result.companyResearch
    ? { companyResearch: result.companyResearch }
    : {};
  const withPolicies = policies.length ? { policies } : {};
  if (result.companyResearch?.reused)
    return {
      ...base,
      outcome: 'skipped',
      skipReason: 'cached_company_research',
      facts,
      ...withPolicies,
      ...shared,
    };
  const companyFacts = (result.facts ?? []).filter(
    (f) => f.key !== 'techStack',
  ).length;
  const refused =
    policies.some((p) => WHOLE_SOURCE.has(p)) ||
    (policies.length > 0 && companyFacts === 0);
  if (refused) {
    const first =
      (result.refusals ?? []).find((r) => WHOLE_SOURCE.has(r.policy)) ??
      result.refusals![0];
    return {
      ...base,
      outcome: 'refused',
      facts,
      policies,
      detail: first.detail,
      ...shared,
    };
  }
  return {
    ...base,
    outcome: facts > 0 ? 'found' : 'nothing_published',
    facts,
    ...withPolicies,
    ...shared,
  };
}

/** A registered tool the operator left out of ENRICHMENT_TOOLS. */
export function disabledToolReport(
  tool: string,
  input: ResearchInput,
): ToolReport {
  return {
    tool,
    asked: askedOf(tool, input),
    outcome: 'skipped',
    facts: 0,
    durationMs: 0,
    skipReason: 'disabled',
  };
}
