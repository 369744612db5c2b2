// Test support for the merge / intelligence specs: tool results built the way real tools
// build them, with one citation per tool.
import type {
  Citation,
  EmailSignals,
  EnrichmentFacts,
  Fact,
  FactKey,
  ToolResult,
} from '../types.js';

export const RETRIEVED_AT = '2025-01-02T03:04:05.000Z';

export function citationFor(tool: string, url: string | null = null): Citation {
  return { url, tool, title: `${tool} lookup`, retrievedAt: RETRIEVED_AT };
}

/** The identity link real tools put on their company facts (trust/identity.ts). */
const LINKS: Record<string, Fact['link']> = {
  email: 'address',
  dns: 'own_domain',
  website: 'url',
};

/** A ToolResult from `tool` holding `facts` (one Fact per key). */
export function toolResult(
  tool: string,
  facts: Partial<EnrichmentFacts>,
  emailSignals?: EmailSignals,
  options: { unlinked?: boolean } = {},
): ToolResult {
  const citation = citationFor(
    tool,
    tool === 'email' ? null : `https://${tool}.example/x`,
  );
  const link = options.unlinked ? undefined : LINKS[tool];
  const list = Object.entries(facts).map(
    ([key, value]) =>
      ({
        key: key as FactKey,
        value,
        citation,
        ...(link ? { link } : {}),
      }) as Fact,
  );
  return { tool, facts: list, ...(emailSignals ? { emailSignals } : {}) };
}

export function signalsFor(
  emailDomain: string,
  flags: Partial<Omit<EmailSignals, 'emailDomain'>> = {},
): EmailSignals {
  return {
    emailDomain,
    registrableDomain: emailDomain,
    isFreeEmail: false,
    isDisposable: false,
    isRoleAccount: false,
    ...flags,
  };
}

/** Every ordering of `items` (for order-independence checks on small inputs). */
export function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [
      item,
      ...rest,
    ]),
  );
}
