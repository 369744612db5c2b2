import type { ModuleImport } from './cli-app.js';

// The modules commands run on, imported when a command runs (not when the CLI starts, so that
// `--help` and a command on organizations load nothing else).

/** Organizations and API keys. */
export const AUTH = async (): Promise<ModuleImport[]> => [
  (await import('../modules/auth/auth.module.js')).AuthModule,
];

/** Dashboard users. */
export const USERS = async (): Promise<ModuleImport[]> => [
  (await import('../modules/users/users.module.js')).UsersModule,
];

/** Webhook endpoints and deliveries. */
export const WEBHOOKS = async (): Promise<ModuleImport[]> => [
  (await import('../modules/webhooks/webhooks.module.js')).WebhooksModule,
];

/**
 * Every domain module, as the service has them: for commands that change actors (create, erase,
 * re-admit, re-research) or scores, so that every module that listens to such a change hears it.
 */
export const DOMAIN = async (): Promise<ModuleImport[]> =>
  (await import('../domain-modules.js')).DOMAIN_MODULES;

// The services commands call, by their classes, imported when a command runs (CliApp.use).
export const ORGANIZATIONS = async () =>
  (await import('../modules/auth/organizations.service.js'))
    .OrganizationsService;
export const API_KEYS = async () =>
  (await import('../modules/auth/api-keys.service.js')).ApiKeysService;
export const USERS_SERVICE = async () =>
  (await import('../modules/users/users.service.js')).UsersService;
export const WEBHOOK_ENDPOINTS = async () =>
  (await import('../modules/webhooks/webhook-endpoints.service.js'))
    .WebhookEndpointsService;
export const WEBHOOK_DELIVERIES = async () =>
  (await import('../modules/webhooks/webhook-deliveries.service.js'))
    .WebhookDeliveriesService;
export const ACTORS = async () =>
  (await import('../modules/actors/actors.service.js')).ActorsService;
export const ERASURE = async () =>
  (await import('../modules/actors/actor-erasure.service.js'))
    .ActorErasureService;
export const REENRICHMENT = async () =>
  (await import('../modules/enrichment/runs/reenrichment.service.js'))
    .ReenrichmentService;
export const ENRICHMENT_QUOTA = async () =>
  (await import('../modules/actors/enrichment-quota.service.js'))
    .EnrichmentQuotaService;
export const QUOTA_READMISSION = async () =>
  (await import('../modules/actors/quota-readmission.service.js'))
    .QuotaReadmissionService;
export const ICP_PROFILES = async () =>
  (await import('../modules/scoring/icp-profiles.service.js'))
    .IcpProfilesService;
export const SET_ICP_PROFILE = async () =>
  (await import('../modules/scoring/set-icp-profile.service.js')).SetIcpProfile;

/** Data providers (keys, settings, this month's use). */
export const PROVIDERS = async (): Promise<ModuleImport[]> => [
  (await import('../modules/providers/providers.module.js')).ProvidersModule,
];
export const PROVIDER_KEYS = async () =>
  (await import('../modules/providers/provider-keys.service.js'))
    .ProviderKeysService;
