// One answer to "is this error a dependency (the database, Redis) that cannot be reached or will
// not take work right now?". HTTP answers those 503 with Retry-After; the enrichment queue retries
// them. Anything else is a bug or bad data, and stays a 500 / a failed run.

/** Error codes of a dependency that is down, restarting, refusing or overloaded. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'SQLITE_BUSY', // another writer held the lock past busy_timeout
  '57P01', // admin_shutdown: PostgreSQL is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: PostgreSQL is starting
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout on an overloaded database
]);

/** What drivers say when they have no code: pg's pool and client, TypeORM, ioredis. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|DataSource is not initialized|Connection is closed|max retries per request|Stream isn't writeable/i;

export function isDependencyUnavailable(err: unknown, depth = 0): boolean {
  // Duck-typed, not `instanceof Error`: errors from another realm (a VM context) count too.
  if (typeof err !== 'object' || err === null || depth > 3) return false;
  const e = err as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
    driverError?: { code?: unknown };
    cause?: unknown;
  };
  const code = e.code ?? e.driverError?.code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message))
    return true;
  // A connect to several addresses fails as an AggregateError; a wrapper keeps its cause.
  const inner = [
    ...(Array.isArray(e.errors) ? (e.errors as unknown[]) : []),
    e.driverError,
    e.cause,
  ];
  return inner.some((i) => isDependencyUnavailable(i, depth + 1));
}

/** What a client that met an unavailable dependency should wait before retrying (seconds). */
export const UNAVAILABLE_RETRY_AFTER_S = 5;
