// Runs a suite once per database. The PostgreSQL variant needs TEST_DATABASE_URL (a server the
// tests may create and drop databases on); without it the suite is skipped and the skip reporter
// names it, so a partial run is never mistaken for a full one.
export type Dialect = 'sqlite' | 'postgres';

export const postgresUrl = process.env.TEST_DATABASE_URL;
export const redisUrl = process.env.TEST_REDIS_URL;

export function forEachDialect(
  title: string,
  body: (dialect: Dialect) => void,
): void {
  describe(`${title} [sqlite]`, () => body('sqlite'));
  (postgresUrl ? describe : describe.skip)(`${title} [postgres]`, () =>
    body('postgres'),
  );
}

/**
 * forEachDialect for a suite that also needs Redis (TEST_REDIS_URL): without it both variants are
 * skipped, and so named by the skip reporter, rather than the suite holding no test at all (which
 * Jest fails: the README's `npm test` on a machine without Redis).
 */
export function forEachDialectWithRedis(
  title: string,
  body: (dialect: Dialect) => void,
): void {
  if (redisUrl) return forEachDialect(title, body);
  describe.skip(`${title} [sqlite]`, () => body('sqlite'));
  describe.skip(`${title} [postgres]`, () => body('postgres'));
}
