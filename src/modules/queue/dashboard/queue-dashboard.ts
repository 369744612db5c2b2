import type { NestExpressApplication } from '@nestjs/platform-express';
import { BullAdapter } from '@bull-board/api/bullAdapter';
import { createBullBoard } from '@bull-board/api';
import { ExpressAdapter } from '@bull-board/express';
import { basicAuthMiddleware } from '../../../common/http/basic-auth.middleware.js';
import { requestIdMiddleware } from '../../../common/http/request-id.middleware.js';
import type { AppConfig } from '../../../config/app-config.js';
import { BullJobQueue } from '../bull-queue.adapter.js';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

type BoardServer = Parameters<typeof createBullBoard>[0]['serverAdapter'];

/**
 * The Bull dashboard (bull-board) at /admin/queues, behind basic auth, when configured
 * (AppConfig.queueDashboard implies Redis), showing every line's queue once the queue has started.
 * Read-only: leases and the reconcilers own the jobs' lifecycle, and a browser that holds
 * basic-auth credentials must not be tricked (CSRF) into emptying or retrying queues.
 */
export function mountQueueDashboard(
  app: NestExpressApplication,
  config: AppConfig,
): void {
  if (!config.queueDashboard) return;
  const board = new ExpressAdapter();
  board.setBasePath(QUEUE_DASHBOARD_PATH);
  const { replaceQueues } = createBullBoard({
    queues: [],
    // @bull-board/express pins its own copy of @bull-board/api (9.10.1, ours is 9.10.2): the two
    // adapter types differ only nominally (private fields), so the compiler needs telling.
    serverAdapter: board as unknown as BoardServer,
  });
  app
    .get(BullJobQueue)
    .onStarted((queues) =>
      replaceQueues(
        queues.map((q) => new BullAdapter(q, { readOnlyMode: true })),
      ),
    );
  app.use(
    QUEUE_DASHBOARD_PATH,
    requestIdMiddleware,
    basicAuthMiddleware(config.queueDashboard, 'queue dashboard'),
    board.getRouter(),
  );
}
