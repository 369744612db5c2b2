// Why a source could not be reached, told apart for the research report and the logs: the
// domain does not exist (NXDOMAIN), our resolver or the network to it failed, the host did not
// answer, or answered with an error. Tools throw UnreachableError where they know; anything else
// thrown is classified by its error codes (describeCause).
import { describeCause } from '../../errors/error-cause.js';
import type { UnreachableCause } from './research-report.js';

export class UnreachableError extends Error {
  /** why, as the research report words it */
  readonly reason: UnreachableCause;
  constructor(
    cause: UnreachableCause | undefined,
    readonly host: string | null,
    message: string,
    underlying?: unknown,
  ) {
    super(
      message,
      underlying === undefined ? undefined : { cause: underlying },
    );
    this.name = 'UnreachableError';
    this.reason = cause ?? unreachableCauseOf(underlying);
  }
}

/** Resolver answers that mean "our DNS path failed", not "no such domain". */
const DNS_FAILURE_CODES = new Set([
  'ESERVFAIL',
  'EREFUSED',
  'ETIMEOUT',
  'ECONNREFUSED',
  'EBADRESP',
  'ECONNRESET',
  'ENOTIMP',
  'EFORMERR',
  'EBADFAMILY',
  'ECANCELLED',
  'EAI_AGAIN',
]);

function syscallOf(err: unknown): string {
  for (let e = err, i = 0; e && i < 8; i++) {
    const syscall = (e as { syscall?: unknown }).syscall;
    if (typeof syscall === 'string') return syscall;
    e = (e as { cause?: unknown }).cause;
  }
  return '';
}

/** The cause of an error a tool threw, as the report words it. */
export function unreachableCauseOf(err: unknown): UnreachableCause {
  if (err instanceof UnreachableError) return err.reason;
  const code = describeCause(err);
  const dnsQuery = /^(query|getHostByAddr|resolve)/.test(syscallOf(err));
  if (code === 'ENOTFOUND' && dnsQuery) return 'nxdomain';
  if (code === 'host_not_found') return 'nxdomain';
  if (DNS_FAILURE_CODES.has(code) && (dnsQuery || code.startsWith('EAI')))
    return 'dns_failure';
  if (code === 'refused_address' || code === 'refused_url')
    return 'refused_address';
  if (code.startsWith('HTTP ')) return 'http_error';
  if (/^(E[A-Z]+|UND_ERR\w*)$/.test(code)) return 'connection_failed';
  return 'error';
}
