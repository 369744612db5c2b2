import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/app-config.js';
import { createApp, createWorker } from './create-app.js';
import { printFirstRunKey } from './first-run.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (config.role === 'worker') {
    await createWorker(config);
    return;
  }
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  await printFirstRunKey(app, config);
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
