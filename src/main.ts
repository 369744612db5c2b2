import 'reflect-metadata';
import type { Logger } from 'pino';
import { LOGGER } from './common/logging/logger.token.js';
import { startUpFields } from './common/logging/start-up-line.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { withEnvFile } from './config/environment.js';
import { createApp, createWorker } from './create-app.js';
import { printFirstRunKey } from './first-run.js';

async function main(): Promise<void> {
  const config = loadConfig(withEnvFile(process.env));
  if (config.role === 'worker') {
    const { ctx, healthPort } = await createWorker(config);
    ctx
      .get<Logger>(LOGGER)
      .info(startUpFields(config, healthPort), 'service started');
    return;
  }
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  const { port } = app.getHttpServer().address() as { port: number };
  app.get<Logger>(LOGGER).info(startUpFields(config, port), 'service started');
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
