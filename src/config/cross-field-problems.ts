import type { Env } from './env-schema.js';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)$/;

/** Rules that involve more than one variable; each message names the variable to fix. */
export function crossFieldProblems(c: Env): string[] {
  const problems: string[] = [];
  if (c.APP_ROLE !== 'all' && !c.REDIS_URL)
    problems.push(
      `APP_ROLE: "${c.APP_ROLE}" needs REDIS_URL (the in-process queue runs API and worker together)`,
    );
  if (c.HTTP_HEADERS_TIMEOUT_MS > c.HTTP_REQUEST_TIMEOUT_MS)
    problems.push(
      'HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request)',
    );
  if (c.NODE_ENV === 'production' && c.LOG_FORMAT === 'pretty')
    problems.push(
      'LOG_FORMAT: "pretty" is not for production, where logs are JSON for collectors',
    );
  if (c.METRICS_PORT && !LOOPBACK.test(c.METRICS_HOST) && !c.METRICS_TOKEN)
    problems.push(
      `METRICS_HOST: "${c.METRICS_HOST}" is not loopback, so METRICS_TOKEN is required`,
    );
  if (c.QUEUE_DASHBOARD_ENABLED) {
    if (!c.REDIS_URL)
      problems.push(
        'QUEUE_DASHBOARD_ENABLED: needs REDIS_URL (the dashboard shows the Bull queue)',
      );
    if (!c.QUEUE_DASHBOARD_USER)
      problems.push(
        'QUEUE_DASHBOARD_USER: required when QUEUE_DASHBOARD_ENABLED=true',
      );
    if (!c.QUEUE_DASHBOARD_PASSWORD)
      problems.push(
        'QUEUE_DASHBOARD_PASSWORD: required when QUEUE_DASHBOARD_ENABLED=true',
      );
  }
  return problems;
}
