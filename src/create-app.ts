import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { escapeMalformedPath } from './common/http/malformed-path.js';
import { TimedExpressAdapter } from './common/http/timed-express.adapter.js';
import { LOGGER } from './common/logging/logger.port.js';
import { PinoNestLogger } from './common/logging/nest-logger.js';
import type { AppConfig } from './config/app-config.js';
import { WorkerHealthServer } from './modules/health/worker-health.server.js';
import { setupOpenApi } from './openapi.js';

/** Builds the HTTP application (not listening yet); shared by main.ts and the tests. */
export async function createApp(
  config: AppConfig,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config),
    new TimedExpressAdapter(config.http),
    {
      // Bodies are parsed by JsonBodyGuard after authentication, with our limits and errors.
      bodyParser: false,
      bufferLogs: true,
    },
  );
  app.useLogger(new PinoNestLogger(app.get(LOGGER)));
  app.set('x-powered-by', false);
  app.set('etag', false);
  // Which proxies tell the client's address and protocol (TRUST_PROXY): sign-in limits, Secure cookies.
  app.set('trust proxy', config.trustProxy);
  app.enableShutdownHooks();
  // First of all layers: a path the router could not decode would skip the request id and auth.
  app.use(escapeMalformedPath);
  setupOpenApi(app);
  // bull-board is loaded only where the queue dashboard is on (it implies Redis).
  if (config.queueDashboard)
    (
      await import('./modules/queue/dashboard/queue-dashboard.js')
    ).mountQueueDashboard(app, config);
  return app;
}

/**
 * A worker process (APP_ROLE=worker): the same modules, no API server; its health probes listen
 * on WORKER_HEALTH_PORT.
 */
export async function createWorker(
  config: AppConfig,
): Promise<{ ctx: INestApplicationContext; healthPort: number }> {
  const ctx = await NestFactory.createApplicationContext(
    AppModule.forRoot(config),
    { bufferLogs: true },
  );
  ctx.useLogger(new PinoNestLogger(ctx.get(LOGGER)));
  ctx.enableShutdownHooks();
  return { ctx, healthPort: ctx.get(WorkerHealthServer).port()! };
}
