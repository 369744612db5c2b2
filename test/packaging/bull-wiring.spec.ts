// The fixed design puts the Redis deployment's queues on @nestjs/bull: BullModule opens, prefixes
// and closes them, and the Bull adapter is handed the registered queues. The embedded deployment
// must not import BullModule at all (no Redis connection is ever attempted).
import { getQueueToken } from '@nestjs/bull';
import { randomBytes } from 'node:crypto';
import { ModulesContainer } from '@nestjs/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BullJobQueue } from '../../src/modules/queue/bull-queue.adapter.js';
import { InProcessJobQueue } from '../../src/modules/queue/in-process-queue.adapter.js';
import { JOB_QUEUE } from '../../src/modules/queue/job-queue.port.js';
import { LINE_NAMES } from '../../src/modules/queue/lines.js';
import type { TimeLimitedQueue } from '../../src/modules/queue/time-limited.queue.js';
import { redisUrl } from '../support/dialects.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The Nest modules the application was built from, by class name. */
const moduleNames = (t: TestApp) =>
  [...t.app.get(ModulesContainer).values()].map((m) => m.metatype.name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

describe('the Bull queues come from @nestjs/bull', () => {
  it('is a dependency, next to bull', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies).toHaveProperty('@nestjs/bull');
    expect(pkg.dependencies).toHaveProperty('bull');
  });

  it('no service code opens a Bull queue itself (only the admin CLI, which runs no Nest)', () => {
    const opening = sourceFiles('src')
      .filter((f) => !f.startsWith(join('src', 'cli')))
      .filter((f) => {
        const code = readFileSync(f, 'utf8');
        return /new Bull\(|import Bull\b|import\('bull'\)/.test(code);
      });
    expect(opening).toEqual([]);
  });

  it('embedded: BullModule is not imported, the in-process queue runs the jobs', async () => {
    const t = await startTestApp('sqlite');
    try {
      expect(t.app.get<TimeLimitedQueue>(JOB_QUEUE).adapter).toBeInstanceOf(
        InProcessJobQueue,
      );
      expect(moduleNames(t)).not.toContain('BullModule');
    } finally {
      await t.close();
    }
  });

  (redisUrl ? describe : describe.skip)('with Redis', () => {
    let t: TestApp;
    const prefix = `test-${randomBytes(4).toString('hex')}`;
    beforeAll(async () => {
      t = await startTestApp('sqlite', {
        REDIS_URL: redisUrl!,
        REDIS_QUEUE_PREFIX: prefix,
      });
    });
    afterAll(() => t?.close());

    it('BullModule closes every queue when the application closes', async () => {
      const app = await startTestApp('sqlite', {
        REDIS_URL: redisUrl!,
        REDIS_QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
      });
      const bull = app.app.get(BullJobQueue);
      const queues = LINE_NAMES.map((l) => bull.line(l));
      await queues[0].client.ping(); // connected
      await app.close();
      expect(queues.map((q) => q.client.status)).toEqual(
        LINE_NAMES.map(() => 'end'),
      );
    });

    it('every line the modules use is a queue BullModule registered, with the configured prefix', () => {
      expect(moduleNames(t)).toContain('BullModule');
      const bull = t.app.get<TimeLimitedQueue>(JOB_QUEUE).adapter;
      expect(bull).toBeInstanceOf(BullJobQueue);
      const lines = [...LINE_NAMES];
      expect(lines.sort()).toEqual(['destinations', 'enrichment', 'webhooks']);
      for (const line of lines) {
        const registered = t.app.get(getQueueToken(line), { strict: false });
        expect((bull as BullJobQueue).line(line)).toBe(registered);
        expect(registered.name).toBe(line);
        expect((registered as { keyPrefix: string }).keyPrefix).toBe(prefix);
      }
    });
  });
});
