// What the merge reads off the tools' results besides their facts: the address flags, the
// address's domain, whether a company tool refused the site as a mail provider's, and the
// company context (the parent its own site names, the currency of a total kept, its X account).
import { EMAIL_TOOL_NAME } from '../tools/email.tool.js';
import { researchToolEntry } from '../tools/registry.js';
import type { EmailSignals, Fact, FactKey, ToolResult } from '../types.js';
import type { CompanyContext } from './company-context.js';
import { compareSources } from './merge-precedence.js';

/** A company tool refused the domain's site as a mail provider's. */
export function isMailProvider(results: ToolResult[]): boolean {
  return (Array.isArray(results) ? results : []).some((r) =>
    r?.refusals?.some((refusal) => refusal?.policy === 'mail_provider'),
  );
}

/** The parent the company's own site names, the currency of the total kept, its X account. */
export function companyContext(
  results: ToolResult[],
  kept: ReadonlyMap<FactKey, Fact>,
): CompanyContext {
  const companyResults = (Array.isArray(results) ? results : []).filter(
    (r) => researchToolEntry(r?.tool)?.scope === 'company',
  );
  const parent = companyResults
    .map((r) => r.parent)
    .find((p) => p && typeof p.name === 'string');
  // Two company tools naming two different accounts name none (as two pages would).
  const accounts = companyResults
    .map((r) => r.xAccount)
    .filter((a) => a && typeof a.url === 'string');
  const xAccount =
    new Set(accounts.map((a) => a!.url)).size === 1 ? accounts[0] : undefined;
  const currency = kept.get('totalFunding')?.currency;
  return {
    ...(parent ? { parent: structuredClone(parent) } : {}),
    ...(typeof currency === 'string' ? { totalFundingCurrency: currency } : {}),
    ...(xAccount ? { xAccount: structuredClone(xAccount) } : {}),
  };
}

/** The address's registrable domain: from its flags, or the address tool's companyDomain. */
export function addressDomain(
  results: ToolResult[],
  signals: EmailSignals | null,
): string | null {
  if (signals) return signals.registrableDomain;
  const fromAddress = (Array.isArray(results) ? results : [])
    .filter((r) => r?.tool === EMAIL_TOOL_NAME)
    .flatMap((r) => (Array.isArray(r.facts) ? r.facts : []))
    .find((f) => f?.key === 'companyDomain')?.value;
  return typeof fromAddress === 'string' ? fromAddress : null;
}

export function pickSignals(results: ToolResult[]): EmailSignals | null {
  const withSignals = (Array.isArray(results) ? results : [])
    .filter((r) => r?.emailSignals)
    .sort((a, b) => compareSources(a.tool, b.tool));
  return withSignals[0]?.emailSignals ?? null;
}
