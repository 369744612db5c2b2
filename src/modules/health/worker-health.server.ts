import { Injectable } from '@nestjs/common';
import { sendErrorEnvelope } from '../../common/http/error-envelope-response.js';
import { SmallServerHost } from '../../common/http/small-server-host.js';
import { sendJson, type SmallRoute } from '../../common/http/small-server.js';
import { liveness } from './liveness.js';
import { notReadyMessage, ReadinessService } from './readiness.service.js';

/**
 * A worker (APP_ROLE=worker) has no API port, but its orchestrator still needs probes:
 * /health and /health/ready, answered as the API answers them, on WORKER_HEALTH_PORT.
 */
@Injectable()
export class WorkerHealthServer extends SmallServerHost {
  constructor(private readonly readiness: ReadinessService) {
    super();
  }

  protected where() {
    return { port: this.config.workerHealthPort, host: this.config.host };
  }

  protected routes(): Record<string, SmallRoute> {
    return {
      '/health': (_req, res) => sendJson(res, 200, liveness()),
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
    };
  }
}
