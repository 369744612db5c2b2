// The services commands run on, each its class imported when a command that uses it runs (not when
// the CLI starts, so that `--help` and a command on organizations load nothing else). Which module
// provides each is not kept here: the CLI finds it in the modules' own metadata (cli-app.ts).
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

export const PROVIDER_KEYS = async () =>
  (await import('../modules/providers/provider-keys.service.js'))
    .ProviderKeysService;

export const DESTINATION_CONNECTIONS = async () =>
  (await import('../modules/destinations/destination-connections.service.js'))
    .DestinationConnectionsService;
export const DESTINATION_DELIVERIES = async () =>
  (await import('../modules/destinations/destination-deliveries.service.js'))
    .DestinationDeliveriesService;
