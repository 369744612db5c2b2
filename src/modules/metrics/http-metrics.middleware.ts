import type { NextFunction, Request, Response } from 'express';
import { Histogram, type Registry } from 'prom-client';

const STARTED_AT = Symbol('http-metrics:startedAt');
type TimedResponse = Response & { [STARTED_AT]: number };

/**
 * Requests by method, route template and status, with latency. The route is the matched template
 * (`/v1/actors/:actorId`), never the raw path, so label cardinality stays bounded; requests that
 * match no route share `unmatched`. Per request: one timestamp, one listener, one observe.
 */
export function httpMetricsMiddleware(registry: Registry) {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status: latency in seconds (_count = requests).',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // One function shared by every request (`this` is the response): no closure per request.
  function record(this: TimedResponse): void {
    duration.observe(
      {
        method: this.req.method,
        route: routeTemplate(this.req),
        status_code: this.statusCode,
      },
      (performance.now() - this[STARTED_AT]) / 1000,
    );
  }

  return (_req: Request, res: Response, next: NextFunction): void => {
    (res as TimedResponse)[STARTED_AT] = performance.now();
    res.on('finish', record);
    next();
  };
}

function routeTemplate(req: Request): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? req.baseUrl + path : 'unmatched';
}
