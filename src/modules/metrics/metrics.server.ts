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
import { Registry } from 'prom-client';
import { sendErrorEnvelope as fail } from '../../common/http/error-envelope-response.js';
import { LOGGER } from '../../common/logging/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { mayScrape, METRICS_UNAUTHORIZED } from './metrics-auth.js';

/**
 * /metrics on METRICS_PORT (loopback unless configured otherwise): a plain node:http server, so
 * it also runs in worker processes, which have no API port. Nothing else is served on it.
 */
@Injectable()
export class MetricsServer
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private server: Server | null = null;

  constructor(
    private readonly registry: Registry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { port, host } = this.config.metrics;
    const server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port!, host, () => resolve());
    });
    this.server = server;
    this.logger.info({ host, port }, 'metrics served on their own port');
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  /** The port's address once listening (tests read the port from here). */
  address(): { port: number } | null {
    return (this.server?.address() as { port: number } | null) ?? null;
  }

  private async answer(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const path = req.url?.split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics')
      return fail(res, 404, 'not_found', `No route ${req.method} ${path}`);
    if (!mayScrape(req.headers.authorization, this.config.metrics.token))
      return fail(res, 401, 'unauthorized', METRICS_UNAUTHORIZED);
    try {
      const body = await this.registry.metrics();
      res.writeHead(200, { 'content-type': this.registry.contentType });
      res.end(body);
    } catch (err) {
      this.logger.error({ err }, 'metrics scrape failed');
      fail(res, 500, 'internal_server_error', 'Internal server error');
    }
  }
}
