import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import { createApp } from '../../src/create-app.js';
import { ApiKeysService } from '../../src/modules/auth/api-keys.service.js';
import { OrganizationsService } from '../../src/modules/auth/organizations.service.js';
import { BullJobQueue } from '../../src/modules/queue/bull-queue.adapter.js';
import { LINE_NAMES } from '../../src/modules/queue/lines.js';
import { createTestDatabase, type TestDatabase } from './databases.js';
import type { Dialect } from './dialects.js';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  /** http://127.0.0.1:<port> of the listening server */
  url: string;
  /** A new organization with one key: `{ orgId, key, keyId }`. */
  newTenant(
    name?: string,
    quota?: number | null,
  ): Promise<{ orgId: string; key: string; keyId: string }>;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database, listening on a loopback port: requests go over real
 * HTTP. `env` overrides configuration exactly as the environment would.
 */
export async function startTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  options: {
    /** how the app reaches its PostgreSQL database (e.g. through a TcpProxy) */
    databaseUrl?: (url: string) => string;
  } = {},
): Promise<TestApp> {
  const db: TestDatabase = await createTestDatabase(dialect);
  const dbEnv =
    db.env.DATABASE_URL && options.databaseUrl
      ? { DATABASE_URL: options.databaseUrl(db.env.DATABASE_URL) }
      : db.env;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    FIRST_RUN_BOOTSTRAP: 'false',
    // No tool may reach the internet from a test: unless a test points them at local fixtures,
    // tools talk to a closed loopback port and fail fast.
    ENRICHMENT_DNS_SERVERS: '127.0.0.1:9',
    GITHUB_API_URL: 'http://127.0.0.1:9',
    GRAVATAR_API_URL: 'http://127.0.0.1:9',
    PROVIDER_PDL_BASE_URL: 'http://127.0.0.1:9',
    PROVIDER_APOLLO_BASE_URL: 'http://127.0.0.1:9',
    PROVIDER_HUNTER_BASE_URL: 'http://127.0.0.1:9',
    ...dbEnv,
    ...env,
  });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    config,
    url: `http://127.0.0.1:${address.port}`,
    async newTenant(name = 'Tenant', quota = null) {
      const org = await app.get(OrganizationsService).create(name, quota);
      const issued = await app.get(ApiKeysService).issue(org.id, null);
      return { orgId: org.id, key: issued.key, keyId: issued.id };
    },
    async close() {
      if (config.redisUrl) {
        // Leave nothing behind in the shared Redis.
        const bull = app.get(BullJobQueue);
        for (const name of LINE_NAMES)
          await bull
            .line(name)
            .obliterate({ force: true })
            .catch(() => undefined);
      }
      await app.close();
      await db.drop();
    },
  };
}
