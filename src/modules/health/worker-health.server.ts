import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import {
  Inject,
  Injectable,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { sendErrorEnvelope } from '../../common/http/error-envelope-response.js';
import { LOGGER } from '../../common/logging/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { liveness } from './liveness.js';
import { notReadyMessage, ReadinessService } from './readiness.service.js';

/**
 * A worker (APP_ROLE=worker) has no API port, but its orchestrator still needs probes:
 * /health and /health/ready, answered as the API answers them, on WORKER_HEALTH_PORT. A plain
 * node:http server: nothing else is served there.
 */
@Injectable()
export class WorkerHealthServer
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private server: Server | null = null;

  constructor(
    private readonly readiness: ReadinessService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.workerHealthPort, this.config.host, () =>
        resolve(),
      );
    });
    this.server = server;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  /** The port it listens on (WORKER_HEALTH_PORT, or the one chosen for 0). */
  port(): number | null {
    return (this.server?.address() as { port: number } | null)?.port ?? null;
  }

  private async answer(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const path = req.url?.split('?')[0];
    if (req.method === 'GET' && path === '/health')
      return json(res, 200, liveness());
    if (req.method !== 'GET' || path !== '/health/ready')
      return sendErrorEnvelope(
        res,
        404,
        'not_found',
        `No route ${req.method} ${path}`,
      );
    try {
      const readiness = await this.readiness.check();
      if (readiness.ready)
        return json(res, 200, { status: 'ready', checks: readiness.checks });
      sendErrorEnvelope(
        res,
        503,
        'service_unavailable',
        notReadyMessage(readiness),
      );
    } catch (err) {
      this.logger.error({ err }, 'readiness check failed');
      sendErrorEnvelope(res, 500, 'internal_server_error', 'Internal error');
    }
  }
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}
