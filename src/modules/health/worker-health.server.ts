import {
  Inject,
  Injectable,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { sendErrorEnvelope } from '../../common/http/error-envelope-response.js';
import { sendJson, SmallServer } from '../../common/http/small-server.js';
import { LOGGER } from '../../common/logging/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { notReadyMessage, ReadinessService } from './readiness.service.js';

/**
 * A worker (APP_ROLE=worker) has no API port, but its orchestrator still needs probes:
 * /health and /health/ready, answered as the API answers them, on WORKER_HEALTH_PORT.
 */
@Injectable()
export class WorkerHealthServer
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private server: SmallServer | null = null;

  constructor(
    private readonly readiness: ReadinessService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.server = await SmallServer.listen(
      this.config.workerHealthPort,
      this.config.host,
      {
        '/health': (_req, res) => sendJson(res, 200, { status: 'ok' }),
        '/health/ready': async (_req, res) => {
          const readiness = await this.readiness.check();
          if (readiness.ready)
            return sendJson(res, 200, {
              status: 'ready',
              checks: readiness.checks,
            });
          sendErrorEnvelope(
            res,
            503,
            'service_unavailable',
            notReadyMessage(readiness),
          );
        },
      },
      this.logger,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close();
  }

  /** The port it listens on (WORKER_HEALTH_PORT, or the one chosen for 0). */
  port(): number | null {
    return this.server?.port() ?? null;
  }
}
