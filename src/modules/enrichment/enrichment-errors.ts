/** The run exceeded ENRICHMENT_JOB_TIMEOUT_MS. Transient: a retry may well be faster. */
export class JobTimeoutError extends Error {
  constructor(ms: number) {
    super(`enrichment timed out after ${ms} ms`);
    this.name = 'JobTimeoutError';
  }
}

/** The process is stopping; the run is handed back, not failed. */
export class ShutdownError extends Error {
  constructor() {
    super('worker shutting down');
    this.name = 'ShutdownError';
  }
}

const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  '57P01', // admin_shutdown (PostgreSQL restarting)
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

/** Worth a retry: timeouts and infrastructure hiccups, not bugs or bad data. */
export function isTransientError(err: unknown): boolean {
  if (err instanceof JobTimeoutError) return true;
  if (!(err instanceof Error)) return false;
  const code =
    (err as { code?: unknown }).code ??
    (err as { driverError?: { code?: unknown } }).driverError?.code;
  if (typeof code === 'string' && TRANSIENT_CODES.has(code)) return true;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|DataSource is not initialized/i.test(
    err.message,
  );
}
