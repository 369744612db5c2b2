// Research tool 'dns': infers a company's mail provider and SaaS footprint from its public MX and
// TXT records. Cheap, fast and hard to fake by page content, so it runs for every company domain.
import { cleanText } from '../extract/clean-text.js';
import { DNS_FINGERPRINTS, type DnsFingerprint } from './dns-fingerprints.js';
import { makeFact } from '../extract/fact-builder.js';
import {
  createDnsResolver,
  isNameNotFound,
  type DnsResolver,
} from '../net/dns-resolver.js';
import { UnreachableError } from '../report/unreachable.js';
import type { Fact, ResearchTool, ToolResult } from '../types.js';

export interface DnsToolOptions {
  /** defaults to a resolver over `servers` */
  resolver?: DnsResolver;
  /** `ip[:port]` list; empty = the system's servers */
  servers?: readonly string[];
  timeoutMs?: number;
  fingerprints?: readonly DnsFingerprint[];
}

const TOOL = 'dns';
const MAX_RECORDS = 100; // per type; a zone could publish thousands of TXT strings

interface Evidence {
  record: 'mx' | 'txt';
  /** what the pattern is tested against */
  value: string;
  /** what the citation shows */
  label: string;
}

export function createDnsTool(options: DnsToolOptions = {}): ResearchTool {
  const resolver =
    options.resolver ??
    createDnsResolver({
      servers: options.servers,
      timeoutMs: options.timeoutMs,
    });
  const fingerprints = options.fingerprints ?? DNS_FINGERPRINTS;

  return {
    name: TOOL,
    async run(input, ctx): Promise<ToolResult> {
      const domain = input.domain?.toLowerCase();
      if (!domain || input.personalDomain) return { tool: TOOL, facts: [] };

      const [mxRecords, txtRecords] = await Promise.all([
        resolver.resolveMx(domain, ctx.signal),
        resolver.resolveTxt(domain, ctx.signal),
      ]).catch((error: unknown) => {
        // No such domain is not "no records": the report tells it from a resolver failure.
        if (isNameNotFound(error))
          throw new UnreachableError(
            'nxdomain',
            domain,
            `dns: ${domain} does not exist (NXDOMAIN)`,
            error,
          );
        throw error;
      });
      const evidence: Evidence[] = [
        ...[...mxRecords]
          .sort((a, b) => a.priority - b.priority)
          .slice(0, MAX_RECORDS)
          .map(({ exchange }) => {
            const host = exchange.toLowerCase().replace(/\.$/, '');
            return {
              record: 'mx' as const,
              value: host,
              label: `MX record of ${domain}: ${host}`,
            };
          }),
        ...txtRecords.slice(0, MAX_RECORDS).map((text) => ({
          record: 'txt' as const,
          value: text.trim().toLowerCase(),
          label: `TXT record of ${domain}: ${text}`,
        })),
      ];

      const retrievedAt = ctx.now().toISOString();
      const facts: Fact[] = [];
      const seen = new Set<string>();
      // Fingerprint order decides which record a technology cites when several match.
      for (const fingerprint of fingerprints) {
        if (seen.has(fingerprint.technology)) continue;
        const match = evidence.find(
          (e) =>
            e.record === fingerprint.record &&
            fingerprint.pattern.test(e.value),
        );
        if (!match) continue;
        seen.add(fingerprint.technology);
        const title = cleanText(match.label, 200) ?? match.label.slice(0, 200);
        facts.push({
          ...makeFact('techStack', [fingerprint.technology], {
            url: null,
            tool: TOOL,
            title,
            retrievedAt,
          }),
          // The domain's own records: its subject is the domain itself.
          link: 'own_domain',
        });
      }
      return { tool: TOOL, facts };
    },
  };
}
