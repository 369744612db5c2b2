// The service-level test tier: the real Nest modules on a real, freshly migrated database (SQLite
// file or PostgreSQL), no HTTP. For races and state machines that HTTP tests reach only by luck:
// call the services directly, as concurrently as the test likes.
import 'reflect-metadata';
import type { DynamicModule, Type } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { CommonModule } from '../../src/common/common.module.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import { ConfigModule } from '../../src/config/config.module.js';
import { DatabaseModule } from '../../src/database/database.module.js';
import { HealthModule } from '../../src/modules/health/health.module.js';
import { ActorsService } from '../../src/modules/actors/actors.service.js';
import { OrganizationsService } from '../../src/modules/auth/organizations.service.js';
import { QueueModule } from '../../src/modules/queue/queue.module.js';
import { ResearchRunsModule } from '../../src/modules/enrichment/runs/research-runs.module.js';
import { createTestDatabase } from './databases.js';
import type { Dialect } from './dialects.js';

export interface ServiceModule {
  module: TestingModule;
  config: AppConfig;
  get<T>(type: Type<T>): T;
  /** A new organization (unlimited quota unless given) and its id. */
  newOrganization(monthlyQuota?: number | null): Promise<string>;
  /** A new pending actor in `organizationId`, created as the API would (no queue is listening). */
  newActor(organizationId: string, email?: string): Promise<string>;
  close(): Promise<void>;
}

let actorCount = 0;

/**
 * `imports` are the feature modules under test (by default the research runs' state machine,
 * which brings scoring, actors and auth);
 * configuration, logging and the database come as in the application.
 */
export async function startServiceModule(
  dialect: Dialect,
  options: {
    imports?: Array<Type<unknown> | DynamicModule>;
    env?: Record<string, string>;
  } = {},
): Promise<ServiceModule> {
  const db = await createTestDatabase(dialect);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...db.env,
    ...options.env,
  });
  const module = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(config),
      CommonModule,
      DatabaseModule,
      HealthModule,
      QueueModule.forRoot(config),
      ...(options.imports ?? [ResearchRunsModule]),
    ],
  }).compile();
  await module.init();
  return {
    module,
    config,
    get: (type) => module.get(type),
    async newOrganization(monthlyQuota = null) {
      const org = await module
        .get(OrganizationsService)
        .create('Service tests', monthlyQuota);
      return org.id;
    },
    async newActor(organizationId, email) {
      const { actorId } = await module
        .get(ActorsService)
        .create(organizationId, {
          email: email ?? `actor${++actorCount}@acme.test`,
        });
      return actorId;
    },
    async close() {
      await module.close();
      await db.drop();
    },
  };
}
