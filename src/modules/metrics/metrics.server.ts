import {
  Inject,
  Injectable,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { Registry } from 'prom-client';
import { sendErrorEnvelope } from '../../common/http/error-envelope-response.js';
import { SmallServer } from '../../common/http/small-server.js';
import { LOGGER } from '../../common/logging/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { mayScrape, METRICS_UNAUTHORIZED } from './metrics-auth.js';

/**
 * /metrics on METRICS_PORT (loopback unless configured otherwise), so it also runs in worker
 * processes, which have no API port. Nothing else is served on it.
 */
@Injectable()
export class MetricsServer
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private server: SmallServer | null = null;

  constructor(
    private readonly registry: Registry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { port, host, token } = this.config.metrics;
    this.server = await SmallServer.listen(
      port!,
      host,
      {
        '/metrics': async (req, res) => {
          if (!mayScrape(req.headers.authorization, token))
            return sendErrorEnvelope(
              res,
              401,
              'unauthorized',
              METRICS_UNAUTHORIZED,
            );
          const body = await this.registry.metrics();
          res.writeHead(200, { 'content-type': this.registry.contentType });
          res.end(body);
        },
      },
      this.logger,
    );
    this.logger.info({ host, port }, 'metrics served on their own port');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close();
  }

  /** The port's address once listening (tests read the port from here). */
  address(): { port: number } | null {
    return this.server ? { port: this.server.port() } : null;
  }
}
