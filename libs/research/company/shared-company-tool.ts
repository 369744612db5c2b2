// Company research once per registrable domain. A company-scope tool (DNS, website) reads public
// facts about the domain, which are the same whoever signed up: so one lookup serves every
// enrichment of that domain. Concurrent enrichments in this process share one in-flight lookup;
// other worker processes wait for it through the store's claim; later enrichments reuse the kept
// finding for `ttlMs`. A refresh (ResearchInput.fresh) reads the outside world again and replaces
// the kept finding. Kept facts keep the `retrievedAt` of the lookup that found them.
import { randomUUID } from 'node:crypto';
import {
  TimeLimit,
  TimeoutError,
  withTimeLimit,
} from '../../time-limit/index.js';
import type {
  ResearchInput,
  ResearchTool,
  ToolContext,
  ToolResult,
} from '../types.js';
import type {
  CompanyFinding,
  CompanyFindingsStore,
} from './company-findings.js';
import {
  COMPANY_RULES_VERSION,
  companyInput,
  companyReading,
  resultFromReading,
} from './company-reading.js';
import { UnreachableError, unreachableCauseOf } from '../report/unreachable.js';

/**
 * How long a failed lookup (no answer, a timeout, a refused address) is reused unless told
 * otherwise (COMPANY_RESEARCH_FAILURE_TTL_MS): long enough that a burst of signups at a dead site
 * waits for it once, not once per signup, short enough that a site back up is read again within a
 * minute.
 */
export const FAILURE_TTL_MS = 60_000;

export interface CompanySharingOptions {
  store: CompanyFindingsStore;
  /** how long a found reading is reused (COMPANY_RESEARCH_TTL_MS); 0 = in-flight sharing only */
  ttlMs: number;
  /**
   * how long a failed lookup is reused (COMPANY_RESEARCH_FAILURE_TTL_MS, FAILURE_TTL_MS unless
   * given), whatever `ttlMs` is: a dead site is asked once per this, not once per signup; 0 = a
   * failure is shared only with the enrichments waiting on that lookup
   */
  failureTtlMs?: number;
  /** the tool's own time limit (ENRICHMENT_TOOL_TIMEOUT_MS): one lookup takes no longer */
  lookupTimeoutMs: number;
  /** a claim not renewed for this long is taken as its holder's death (renewed every third) */
  claimMs?: number;
  /** how often a process waiting for another's lookup looks for its finding */
  pollMs?: number;
  /** the store failed: the lookup goes on unshared, and the operator should hear of it */
  onStoreError?: (error: unknown, step: 'read' | 'claim' | 'save') => void;
  now?: () => number;
}

const DEFAULT_CLAIM_MS = 3000;
/** Findings this process remembers (one per domain and tool), the oldest forgotten first. */
const REMEMBERED_DOMAINS = 1000;
const DEFAULT_POLL_MS = 100;

/** `tool` (a company-scope tool), answering from the shared findings where it may. */
export function shareCompanyResearch(
  tool: ResearchTool,
  options: CompanySharingOptions,
): ResearchTool {
  const { store, ttlMs, lookupTimeoutMs } = options;
  const claimMs = options.claimMs ?? DEFAULT_CLAIM_MS;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const now = options.now ?? Date.now;
  const failureTtlMs = options.failureTtlMs ?? FAILURE_TTL_MS;
  // Waiting on others is bounded: a live holder ends within its time limit, a dead one's claim
  // lapses within claimMs; then this process looks up itself, under the same limit.
  const waitBoundMs = lookupTimeoutMs + claimMs + pollMs;
  const inFlight = new Map<string, Promise<CompanyFinding>>();
  // The last finding this process read or made per domain: while it is still reusable, a burst of
  // signups at one company reads the store (a query and a JSON parse) once, not once per signup.
  // Another process's newer finding is just as reusable as this one until this one expires.
  const remembered = new Map<string, CompanyFinding>();
  const remember = (domain: string, finding: CompanyFinding) => {
    remembered.delete(domain);
    remembered.set(domain, finding);
    if (remembered.size > REMEMBERED_DOMAINS)
      remembered.delete(remembered.keys().next().value!);
    return finding;
  };

  const stored = async (domain: string) => {
    try {
      return await store.read(domain, tool.name);
    } catch (error) {
      options.onStoreError?.(error, 'read');
      return null;
    }
  };

  const reusable = (finding: CompanyFinding | null, at: number) =>
    finding !== null &&
    (finding.outcome === 'failed' ||
      finding.reading.rules === COMPANY_RULES_VERSION) &&
    at - finding.fetchedAt <
      (finding.outcome === 'found' ? ttlMs : failureTtlMs);

  /** Reads the outside world (under the tool's own limit, nobody's job) and keeps the finding. */
  async function fetchAndKeep(
    domain: string,
    token: string,
  ): Promise<CompanyFinding> {
    const fetchedAt = now();
    // Renewing the claim tells waiting processes this lookup is alive.
    const renew = setInterval(() => {
      store
        .claim(domain, tool.name, token, now() + claimMs)
        .catch((error: unknown) => options.onStoreError?.(error, 'claim'));
    }, claimMs / 3);
    renew.unref();
    let finding: CompanyFinding;
    try {
      const result = await withTimeLimit(lookupTimeoutMs, (signal) =>
        tool.run(companyInput(domain), { signal, now: () => new Date() }),
      );
      finding = {
        outcome: 'found',
        reading: companyReading(result),
        fetchedAt,
      };
    } catch (error) {
      finding = {
        outcome: 'failed',
        error: {
          timedOut: error instanceof TimeoutError,
          message: error instanceof Error ? error.message : String(error),
          // why, for the research report of every enrichment that shares this lookup
          cause: unreachableCauseOf(error),
        },
        fetchedAt,
      };
    } finally {
      clearInterval(renew);
    }
    try {
      await store.save(domain, tool.name, finding, token);
    } catch (error) {
      options.onStoreError?.(error, 'save');
    }
    return remember(domain, finding);
  }

  /** The finding for `domain`: kept, another process's fresh one, or our own lookup's. */
  async function lookUp(
    domain: string,
    fresh: boolean,
  ): Promise<CompanyFinding & { reused?: boolean }> {
    const token = randomUUID();
    if (fresh) return fetchAndKeep(domain, token);
    const started = now();
    const recent = remembered.get(domain) ?? null;
    if (reusable(recent, started)) return { ...recent!, reused: true };
    const kept = await stored(domain);
    if (reusable(kept, started))
      return { ...remember(domain, kept!), reused: true };
    const seenAt = kept?.fetchedAt ?? -Infinity;
    const deadline = started + waitBoundMs;
    for (let round = 0; round <= waitBoundMs / pollMs + 1; round++) {
      let claimed: boolean;
      try {
        claimed = await store.claim(domain, tool.name, token, now() + claimMs);
      } catch (error) {
        options.onStoreError?.(error, 'claim');
        claimed = true; // no store to share through: look up alone
      }
      // Whatever lookup finished since this one began is the one it waited for (even with TTL 0);
      // read again after a claim too, in case another process finished just before it.
      if (claimed || round > 0) {
        const latest = await stored(domain);
        if (latest !== null && latest.fetchedAt > seenAt) {
          if (claimed)
            await store
              .release(domain, tool.name, token)
              .catch((error: unknown) =>
                options.onStoreError?.(error, 'claim'),
              );
          return remember(domain, latest);
        }
      }
      if (claimed) return fetchAndKeep(domain, token);
      if (now() >= deadline) break;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    return fetchAndKeep(domain, token);
  }

  return {
    name: tool.name,
    async run(input: ResearchInput, ctx: ToolContext): Promise<ToolResult> {
      const domain = input.domain?.toLowerCase();
      // No company to research: the tool says so itself (it never reads anything then).
      if (!domain || input.personalDomain) return tool.run(input, ctx);
      const fresh = input.fresh === true;
      let shared = fresh ? undefined : inFlight.get(domain);
      if (!shared) {
        const lookup = lookUp(domain, fresh).finally(() => {
          if (inFlight.get(domain) === lookup) inFlight.delete(domain);
        });
        inFlight.set(domain, lookup);
        shared = lookup;
      }
      // The caller's job may end first; the lookup goes on for the others (and is bounded).
      const limit = new TimeLimit(2 * waitBoundMs + lookupTimeoutMs, {
        signal: ctx.signal,
      });
      let finding: CompanyFinding & { reused?: boolean };
      try {
        finding = await limit.race(shared);
      } finally {
        limit.dispose();
      }
      if (finding.outcome === 'failed') {
        const message = `${tool.name} (shared lookup of ${domain}): ${finding.error.message}`;
        throw finding.error.timedOut
          ? new TimeoutError(lookupTimeoutMs, message)
          : new UnreachableError(finding.error.cause, domain, message);
      }
      return {
        ...resultFromReading(tool.name, finding.reading),
        companyResearch: {
          researchedAt: new Date(finding.fetchedAt).toISOString(),
          reused: finding.reused === true,
        },
      };
    },
  };
}
