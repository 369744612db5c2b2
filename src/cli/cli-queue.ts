import type { Logger } from 'pino';
import { withTimeLimit } from '../../libs/time-limit/index.js';
import type { AppConfig } from '../config/app-config.js';
import type { ActorEvents } from '../modules/actors/actor-events.js';
import type { JobQueue } from '../modules/queue/job-queue.port.js';

/**
 * The admin CLI as a producer on the Bull queue (with REDIS_URL): work the actors module
 * announces — new or re-admitted actors, requested refreshes — is enqueued exactly as the API
 * enqueues it, by the enrichment module's own listener. Nothing is consumed here: the queue is
 * never started. Returns what closes the queue's connections.
 */
export async function enqueueAnnouncedWork(
  events: ActorEvents,
  config: AppConfig,
  log: Logger,
): Promise<() => Promise<void>> {
  const [
    { default: Bull },
    { bullQueueOptions },
    { BullJobQueue },
    { JobRegistry },
    { JobRunner },
    { LINE_NAMES },
    { EnqueueOnCreateListener },
  ] = await Promise.all([
    import('bull'),
    import('../modules/queue/bull-options.js'),
    import('../modules/queue/bull-job.queue.js'),
    import('../modules/queue/job-registry.js'),
    import('../modules/queue/job-runner.js'),
    import('../modules/queue/lines.js'),
    import('../modules/enrichment/enqueue-on-create.listener.js'),
  ]);
  const registry = new JobRegistry();
  // The service's queues are @nestjs/bull's; this short-lived producer opens its own, on the same
  // options (bullQueueOptions), without starting a Nest application.
  const lines = new Map(
    LINE_NAMES.map((name) => [name, new Bull(name, bullQueueOptions(config))]),
  );
  const queue = new BullJobQueue(
    lines,
    registry,
    new JobRunner(registry, config, log),
    config,
    log,
  );
  new EnqueueOnCreateListener(
    events,
    giveUpAfterFirstFailure(queue, config.queue.enqueueTimeoutMs),
    config,
    log,
  ).onModuleInit();
  return async () => {
    await Promise.all(
      [...lines.values()].map((q) => q.close().catch(() => undefined)),
    );
  };
}

/**
 * A command that announces many actors (an import) must not wait QUEUE_ENQUEUE_TIMEOUT_MS
 * for each one while Redis is down: after one failed enqueue (warned about once, by the listener)
 * the rest are left without trying, and the workers' reconciler enqueues them all later.
 */
function giveUpAfterFirstFailure(queue: JobQueue, timeoutMs: number): JobQueue {
  let failed = false;
  return {
    add: async (name, data, options) => {
      if (failed) return;
      try {
        // The listener's limit too: a queue that does not answer counts as failed.
        await withTimeLimit(timeoutMs, () => queue.add(name, data, options));
      } catch (err) {
        failed = true;
        throw err;
      }
    },
    handle: (job, handler) => queue.handle(job, handler),
    queuedAmong: (job, jobIds) => queue.queuedAmong(job, jobIds),
    depth: (line) => queue.depth(line),
    consumers: (line) => queue.consumers(line),
  };
}
