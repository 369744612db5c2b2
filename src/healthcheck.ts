// The container's HEALTHCHECK (`node dist/src/healthcheck.js`): asks this process's own readiness
// probe — the API port, or a worker's WORKER_HEALTH_PORT — with the same configuration the
// service reads, and exits 0 when it answers 200. One image serves both roles, so the probe
// cannot be a fixed URL.
import { loadConfig } from './config/app-config.js';
import { withEnvFile } from './config/environment.js';

const TIMEOUT_MS = 3000;

async function probe(): Promise<boolean> {
  const config = loadConfig(withEnvFile(process.env));
  const port = config.role === 'worker' ? config.workerHealthPort : config.port;
  // Bound to every interface (as in the image): ask over loopback; else the interface it is bound to.
  const host = ['0.0.0.0', '::'].includes(config.host)
    ? '127.0.0.1'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const res = await fetch(`http://${host}:${port}/health/ready`, {
      signal: controller.signal,
    });
    return res.ok;
  } finally {
    clearTimeout(timer);
  }
}

probe().then(
  (ok) => process.exit(ok ? 0 : 1),
  () => process.exit(1),
);
