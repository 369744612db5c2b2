import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Logger } from 'pino';
import { sendErrorEnvelope } from './error-envelope-response.js';

/** Answers one GET path; what it throws is logged and answered 500. */
export type SmallRoute = (
  req: IncomingMessage,
  res: ServerResponse,
) => Promise<void> | void;

/**
 * A plain node:http server for the few GET paths a process serves outside the API (a worker's
 * health probes, /metrics on its own port): the API's error envelope for anything else, and a
 * close that drops kept-alive connections, so that shutdown never waits on a scraper.
 */
export class SmallServer {
  private constructor(private readonly server: Server) {}

  static async listen(
    port: number,
    host: string,
    routes: Record<string, SmallRoute>,
    logger: Logger,
  ): Promise<SmallServer> {
    const server = createServer((req, res) => {
      const path = req.url?.split('?')[0] ?? '';
      const route = req.method === 'GET' ? routes[path] : undefined;
      if (!route)
        return sendErrorEnvelope(
          res,
          404,
          'not_found',
          `No route ${req.method} ${path}`,
        );
      Promise.resolve()
        .then(() => route(req, res))
        .catch((err: unknown) => {
          logger.error({ err, path }, 'request failed');
          if (!res.headersSent)
            sendErrorEnvelope(
              res,
              500,
              'internal_server_error',
              'Internal server error',
            );
        });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    return new SmallServer(server);
  }

  /** The port it listens on (the one chosen, for 0). */
  port(): number {
    return (this.server.address() as { port: number }).port;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}
