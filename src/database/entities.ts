import { Actor } from '../modules/actors/entities/actor.entity.js';
import { QuotaUsage } from '../modules/actors/entities/quota-usage.entity.js';
import { CompanyFindingRecord } from '../modules/enrichment/company-research/company-finding.entity.js';
import { ProviderAnswer } from '../modules/providers/entities/provider-answer.entity.js';
import { ProviderKey } from '../modules/providers/entities/provider-key.entity.js';
import { ProviderUsage } from '../modules/providers/entities/provider-usage.entity.js';
import { IcpProfileRecord } from '../modules/scoring/icp-profile.entity.js';
import { ApiKey } from '../modules/auth/entities/api-key.entity.js';
import { Organization } from '../modules/auth/entities/organization.entity.js';
import { WebhookDelivery } from '../modules/webhooks/entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../modules/webhooks/entities/webhook-endpoint.entity.js';
import { WebhookEvent } from '../modules/webhooks/entities/webhook-event.entity.js';
import { DestinationActor } from '../modules/destinations/entities/destination-actor.entity.js';
import { DestinationDelivery } from '../modules/destinations/entities/destination-delivery.entity.js';
import { Destination } from '../modules/destinations/entities/destination.entity.js';
import { DestinationRecord } from '../modules/destinations/entities/destination-record.entity.js';
import { UserSession } from '../modules/users/entities/user-session.entity.js';
import { User } from '../modules/users/entities/user.entity.js';

/** Every entity the schema holds; migrations must agree with exactly these. */
export const ENTITIES = [
  Organization,
  ApiKey,
  Actor,
  QuotaUsage,
  IcpProfileRecord,
  WebhookEndpoint,
  WebhookEvent,
  WebhookDelivery,
  User,
  UserSession,
  CompanyFindingRecord,
  ProviderKey,
  ProviderUsage,
  ProviderAnswer,
  Destination,
  DestinationActor,
  DestinationRecord,
  DestinationDelivery,
];
