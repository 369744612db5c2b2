import { randomBytes } from 'node:crypto';
import type { Dialect } from './dialects.js';
import { postgresUrl, redisUrl } from './dialects.js';

/**
 * The two ways the service is deployed: embedded (SQLite + in-process queue) and production
 * (PostgreSQL + Bull on Redis). The production variant needs TEST_DATABASE_URL and TEST_REDIS_URL.
 */
export interface Deployment {
  name: 'embedded' | 'production';
  dialect: Dialect;
  /** extra configuration: REDIS_URL and a queue prefix of its own for production */
  env(): Record<string, string>;
}

const EMBEDDED: Deployment = {
  name: 'embedded',
  dialect: 'sqlite',
  env: () => ({}),
};
const PRODUCTION: Deployment = {
  name: 'production',
  dialect: 'postgres',
  env: () => ({
    REDIS_URL: redisUrl!,
    REDIS_QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
  }),
};

export function forEachDeployment(
  title: string,
  body: (deployment: Deployment) => void,
): void {
  describe(`${title} [sqlite]`, () => body(EMBEDDED));
  (postgresUrl && redisUrl ? describe : describe.skip)(
    `${title} [postgres] [redis]`,
    () => body(PRODUCTION),
  );
}
