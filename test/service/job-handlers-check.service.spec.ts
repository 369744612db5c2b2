// A worker role refuses to start unless every job defined in it has exactly one handler (as
// immich's job setup does): a job without one would otherwise show only when it ran, and then
// retry until it failed. The application is the real one (AppModule.forRoot), with one module of
// this file's added where a case needs it.
import 'reflect-metadata';
import { Injectable, Module, OnModuleInit, type Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { AppModule } from '../../src/app.module.js';
import { loadConfig } from '../../src/config/app-config.js';
import { enrichJob } from '../../src/modules/enrichment/research.job.js';
import { defineJob } from '../../src/modules/queue/define-job.js';
import { JobRegistry } from '../../src/modules/queue/job-registry.service.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { redisUrl } from '../support/dialects.js';

@Injectable()
class SecondEnrichHandler implements OnModuleInit {
  constructor(private readonly registry: JobRegistry) {}
  onModuleInit(): void {
    enrichJob.handle(this.registry, () => Promise.resolve());
  }
}

@Module({ providers: [SecondEnrichHandler] })
class SecondEnrichHandlerModule {}

describe('the start-up check of job handlers [sqlite]', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
  });
  afterAll(() => db?.drop());

  /** Starts the application in `role` (with `extra` modules), closes it; rejects if it cannot start. */
  async function start(
    role: 'all' | 'api',
    extra: Type<unknown>[] = [],
    env: Record<string, string> = {},
  ): Promise<void> {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      FIRST_RUN_BOOTSTRAP: 'false',
      APP_ROLE: role,
      ...db.env,
      ...env,
    });
    const module = await Test.createTestingModule({
      imports: [AppModule.forRoot(config), ...extra],
    }).compile();
    try {
      await module.init();
    } finally {
      await module.close();
    }
  }

  it('starts a worker role whose every job has its handler', async () => {
    await expect(start('all')).resolves.toBeUndefined();
  });

  it('refuses to start a worker role while a defined job has no handler, naming it', async () => {
    defineJob<{ id: string }>({
      name: 'test-unhandled',
      line: 'enrichment',
      id: ({ id }) => `unhandled-${id}`,
    });
    await expect(start('all')).rejects.toThrow(
      'job test-unhandled has no handler',
    );
  });

  // With the unhandled job above still defined: an API process takes no jobs, it only adds them.
  // (It needs Redis: the in-process queue runs API and worker together.)
  (redisUrl ? describe : describe.skip)('[redis]', () => {
    it('starts an API process all the same', async () => {
      await expect(
        start('api', [], {
          REDIS_URL: redisUrl!,
          REDIS_QUEUE_PREFIX: `test-${Date.now()}-handlers`,
        }),
      ).resolves.toBeUndefined();
    });
  });

  it('refuses to start when a job has a second handler', async () => {
    await expect(start('all', [SecondEnrichHandlerModule])).rejects.toThrow(
      'job enrich has two handlers',
    );
  });
});
