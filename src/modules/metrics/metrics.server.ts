import { Injectable } from '@nestjs/common';
import { Registry } from 'prom-client';
import { sendErrorEnvelope } from '../../common/http/error-envelope-response.js';
import { SmallServerHost } from '../../common/http/small-server-host.js';
import type { SmallRoute } from '../../common/http/small-server.js';
import { mayScrape, METRICS_UNAUTHORIZED } from './metrics-auth.js';

/**
 * /metrics on METRICS_PORT (loopback unless configured otherwise), so it also runs in worker
 * processes, which have no API port. Nothing else is served on it.
 */
@Injectable()
export class MetricsServer extends SmallServerHost {
  constructor(private readonly registry: Registry) {
    super();
  }

  override async onApplicationBootstrap(): Promise<void> {
    await super.onApplicationBootstrap();
    this.logger.info(this.where(), 'metrics served on their own port');
  }

  /** The port's address once listening (tests read the port from here). */
  address(): { port: number } | null {
    const port = this.port();
    return port === null ? null : { port };
  }

  protected where() {
    return { port: this.config.metrics.port!, host: this.config.metrics.host };
  }

  protected routes(): Record<string, SmallRoute> {
    return {
      '/metrics': async (req, res) => {
        if (!mayScrape(req.headers.authorization, this.config.metrics.token))
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
    };
  }
}
