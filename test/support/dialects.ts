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
