import type {
  DynamicModule,
  INestApplicationContext,
  Type,
} from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';

/** The services a command runs on, by the names its `run` uses: each a class, imported on demand. */
export type ServiceLoaders = Record<string, () => Promise<Type<unknown>>>;

/** A Nest module a command runs on, as AppModule imports it. */
export type ModuleImport = Type<unknown> | DynamicModule;

/** What an admin command runs on: the service's own Nest modules, in an application context. */
export interface CliApp<S = Record<string, unknown>> {
  readonly config: AppConfig;
  readonly log: Logger;
  get<T>(type: Type<T>): T;
  /** The services the command declared (AdminCommand.uses), by the names it gave them. */
  readonly services: S;
}

/**
 * The admin CLI's wiring is the service's: a Nest application context of the configuration, the
 * logger, the database, the queue (a producer only: the CLI role never consumes, its sweeps never
 * run) and the domain modules that provide the services the command uses (all of them for a
 * command that changes actors), loaded lazily so that each command starts only what it runs on.
 * No HTTP server, no worker. The modules' own providers and listeners run as they do in the
 * service: an actor created, erased or re-admitted here is announced, recorded and enqueued
 * exactly as through the API.
 */
export async function openCliApp(
  config: AppConfig,
  command: { uses?: ServiceLoaders; changesActors?: boolean },
  extra: readonly ModuleImport[] = [],
): Promise<CliApp & { close(): Promise<void> }> {
  // One after the other: Jest's module linker (the suites that run the CLI in-process) races
  // concurrent imports of shared dependencies; Node evaluates modules one at a time anyway.
  const { NestFactory } = await import('@nestjs/core');
  const { Module } = await import('@nestjs/common');
  const { ConfigModule } = await import('../config/config.module.js');
  const { CoreModule } = await import('../common/core.module.js');
  const { DatabaseModule } = await import('../database/database.module.js');
  const { QueueModule } = await import('../modules/queue/queue.module.js');
  const { LOGGER } = await import('../common/logging/logger.port.js');
  const { DOMAIN_MODULES, loadDomainModules } =
    await import('../domain-modules.js');
  const classes = await loadServices(command.uses ?? {});
  const modules = command.changesActors
    ? await loadDomainModules()
    : await modulesProviding(Object.values(classes), DOMAIN_MODULES);
  class AdminCliModule {}
  Module({
    imports: [
      ConfigModule.forRoot(config),
      CoreModule,
      DatabaseModule,
      QueueModule.forRoot(config),
      ...modules,
      ...extra,
    ],
  })(AdminCliModule);
  const app: INestApplicationContext =
    await NestFactory.createApplicationContext(AdminCliModule, {
      // Stdout is the command's JSON and stderr its messages: Nest's own start-up lines go nowhere.
      logger: false,
      // A failure to start is the command's error to report, not a reason to exit the process.
      abortOnError: false,
    });
  const get = <T>(type: Type<T>): T => app.get(type, { strict: false });
  return {
    config,
    log: app.get<Logger>(LOGGER),
    get,
    services: Object.fromEntries(
      Object.entries(classes).map(([name, type]) => [name, get(type)]),
    ),
    close: () => app.close(),
  };
}

async function loadServices(
  uses: ServiceLoaders,
): Promise<Record<string, Type<unknown>>> {
  // One after the other, as above.
  const services: Record<string, Type<unknown>> = {};
  for (const [name, load] of Object.entries(uses))
    services[name] = await load();
  return services;
}

/**
 * The domain modules that provide these services, read from Nest's module metadata: each module
 * in turn (light ones first) until every service has its module, so a command loads no module
 * after the last it needs.
 */
async function modulesProviding(
  services: readonly Type<unknown>[],
  loaders: readonly (() => Promise<Type<unknown>>)[],
): Promise<Type<unknown>[]> {
  const missing = new Set(services);
  const found: Type<unknown>[] = [];
  for (const load of loaders) {
    if (!missing.size) break;
    const module = await load();
    const provided = providedBy(module);
    const hits = [...missing].filter((service) => provided.has(service));
    if (!hits.length) continue;
    found.push(module);
    for (const service of hits) missing.delete(service);
  }
  if (missing.size)
    throw new Error(
      `no domain module provides ${[...missing].map((s) => s.name).join(', ')}`,
    );
  return found;
}

/** Every class a module provides, itself or through the modules it imports. */
function providedBy(
  module: ModuleImport,
  seen = new Set<unknown>(),
): Set<unknown> {
  const type = 'module' in module ? module.module : module;
  const provided = new Set<unknown>();
  if (seen.has(module)) return provided;
  seen.add(module);
  const dynamic =
    'module' in module ? (module as unknown as Record<string, unknown>) : {};
  const metadata = (key: string): unknown[] => [
    ...((Reflect.getMetadata(key, type) as unknown[] | undefined) ?? []),
    ...((dynamic[key] as unknown[] | undefined) ?? []),
  ];
  for (const provider of metadata('providers'))
    provided.add(
      typeof provider === 'function'
        ? provider
        : (provider as { provide?: unknown }).provide,
    );
  for (const imported of metadata('imports'))
    if (imported && typeof imported === 'object' && !('then' in imported))
      for (const p of providedBy(imported as ModuleImport, seen))
        provided.add(p);
    else if (typeof imported === 'function')
      for (const p of providedBy(imported as ModuleImport, seen))
        provided.add(p);
  return provided;
}
