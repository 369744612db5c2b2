import type { Type } from '@nestjs/common';

/** A domain module, imported when it is asked for. */
export type DomainModuleLoader = () => Promise<Type<unknown>>;

/**
 * The domain modules, with their services, repositories and listeners: the one list every
 * process role is built from. AppModule imports them all; the admin CLI imports those that
 * provide the services its command uses (all of them for a command that changes actors, so that
 * every listener hears the change), searching in this order: the light ones first, so that a
 * command on organizations, users, keys or webhooks never loads the research code.
 */
export const DOMAIN_MODULES: readonly DomainModuleLoader[] = [
  async () => (await import('./modules/auth/auth.module.js')).AuthModule,
  async () => (await import('./modules/users/users.module.js')).UsersModule,
  async () =>
    (await import('./modules/providers/providers.module.js')).ProvidersModule,
  async () =>
    (await import('./modules/webhooks/webhooks.module.js')).WebhooksModule,
  async () => (await import('./modules/actors/actors.module.js')).ActorsModule,
  async () =>
    (await import('./modules/scoring/scoring.module.js')).ScoringModule,
  async () =>
    (await import('./modules/destinations/destinations.module.js'))
      .DestinationsModule,
  async () =>
    (await import('./modules/enrichment/enrichment.module.js'))
      .EnrichmentModule,
];

/** Every domain module, loaded one after the other (in order, as the CLI's search loads them). */
export async function loadDomainModules(): Promise<Type<unknown>[]> {
  const modules: Type<unknown>[] = [];
  for (const load of DOMAIN_MODULES) modules.push(await load());
  return modules;
}
