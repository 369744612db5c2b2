// The service process: configuration, then the API (with the worker role in `all`) or a worker.
import 'reflect-metadata';
import type { Logger } from 'pino';
import { LOGGER } from './common/logging/logger.port.js';
import { startUpFields } from './common/logging/start-up-line.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { withEnvFile } from './config/environment.js';
import {
  webhookKeyNotice,
  withEmbeddedWebhookKey,
} from './config/webhook-secrets-key-file.js';
import { createApp, createWorker } from './create-app.js';
import { printFirstRunKey } from './first-run.js';

async function main(): Promise<void> {
  const { config, generated } = withEmbeddedWebhookKey(
    loadConfig(withEnvFile(process.env)),
  );
  const notice = webhookKeyNotice(config, generated);
  if (config.role === 'worker') {
    const { ctx, healthPort } = await createWorker(config);
    const logger = ctx.get<Logger>(LOGGER);
    logger.info(startUpFields(config, healthPort), 'service started');
    if (notice) logger.warn(notice.fields, notice.message);
    return;
  }
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  const { port } = app.getHttpServer().address() as { port: number };
  const logger = app.get<Logger>(LOGGER);
  logger.info(startUpFields(config, port), 'service started');
  if (notice) logger.warn(notice.fields, notice.message);
  await printFirstRunKey(app, config, port);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
