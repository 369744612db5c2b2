import type {
  DynamicModule,
  INestApplicationContext,
  Type,
} from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';

/** A Nest module a command runs on, as AppModule imports it. */
export type ModuleImport = Type<unknown> | DynamicModule;

/** What an admin command runs on: the service's own Nest modules, in an application context. */
export interface CliApp {
  readonly config: AppConfig;
  readonly log: Logger;
  get<T>(type: Type<T>): T;
  /** The instance of a service class imported on demand (cli-modules.ts). */
  use<T>(load: () => Promise<Type<T>>): Promise<T>;
}

/**
 * The admin CLI's wiring is the service's: a Nest application context of the configuration, the
 * logger, the database, the queue (a producer only: the CLI role never consumes, its sweeps never
 * run) and the modules the command names, loaded lazily so that each command starts only what it
 * runs on. No HTTP server, no worker. The modules' own providers and listeners run as they do in
 * the service: an actor created, erased or re-admitted here is announced, recorded and enqueued
 * exactly as through the API.
 */
export async function openCliApp(
  config: AppConfig,
  modules: readonly ModuleImport[],
): Promise<CliApp & { close(): Promise<void> }> {
  const [
    { NestFactory },
    { Module },
    { ConfigModule },
    { CoreModule },
    { DatabaseModule },
    { QueueModule },
    { LOGGER },
  ] = await Promise.all([
    import('@nestjs/core'),
    import('@nestjs/common'),
    import('../config/config.module.js'),
    import('../common/core.module.js'),
    import('../database/database.module.js'),
    import('../modules/queue/queue.module.js'),
    import('../common/logging/logger.port.js'),
  ]);
  class AdminCliModule {}
  Module({
    imports: [
      ConfigModule.forRoot(config),
      CoreModule,
      DatabaseModule,
      QueueModule.forRoot(config),
      ...modules,
    ],
  })(AdminCliModule);
  const app: INestApplicationContext =
    await NestFactory.createApplicationContext(AdminCliModule, {
      // Stdout is the command's JSON and stderr its messages: Nest's own start-up lines go nowhere.
      logger: false,
      // A failure to start is the command's error to report, not a reason to exit the process.
      abortOnError: false,
    });
  return {
    config,
    log: app.get<Logger>(LOGGER),
    get: (type) => app.get(type, { strict: false }),
    use: async (load) => app.get(await load(), { strict: false }),
    close: () => app.close(),
  };
}
