import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { isUuid, OrganizationsService } from '../auth/organizations.service.js';
import { EndpointAddressGuard } from './endpoint-address.guard.js';
import type { WebhookEndpoint } from './entities/webhook-endpoint.entity.js';
import { WebhookEndpointRepository } from './repositories/webhook-endpoint.repository.js';
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from './webhook-event-types.js';
import { WebhookSecrets } from './webhook-secrets.service.js';

/** For 24 h after a rotation the previous secret signs too, so receivers can switch over. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** Registers, lists, enables, removes endpoints and rotates their secrets (the admin CLI's webhook:*). */
@Injectable()
export class WebhookEndpointsService {
  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly orgs: OrganizationsService,
    private readonly secrets: WebhookSecrets,
    private readonly guard: EndpointAddressGuard,
  ) {}

  /** A new endpoint and its secret, in clear this once. */
  async add(
    organizationId: string,
    rawUrl: string,
    events: readonly string[] | null,
  ): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const org = await this.orgs.get(organizationId);
    const subscribed = events === null ? null : parseEvents(events);
    const url = await this.guard.check(rawUrl);
    const { secret, sealed } = this.secrets.create();
    const endpoint = await this.endpoints.insert({
      id: randomUUID(),
      organizationId: org.id,
      url: url.toString(),
      events: subscribed,
      secret: sealed,
      previousSecret: null,
      previousSecretExpiresAt: null,
      createdAt: new Date(),
      disabledAt: null,
      disabledReason: null,
      failingSince: null,
      lastDeliveryAt: null,
      lastStatus: null,
    });
    return { endpoint, secret };
  }

  /** The organization's endpoints, oldest first. */
  async list(organizationId: string): Promise<WebhookEndpoint[]> {
    const org = await this.orgs.get(organizationId);
    return this.endpoints.list(org.id);
  }

  /** With `organizationId`, only that organization's endpoint: another's is not found. */
  async get(id: string, organizationId?: string): Promise<WebhookEndpoint> {
    const endpoint = isUuid(id)
      ? await this.endpoints.find(id.toLowerCase(), organizationId)
      : null;
    if (!endpoint) throw AppError.notFound(`No webhook endpoint ${id}`);
    return endpoint;
  }

  /** Removes the endpoint with its deliveries (their events stay for other endpoints). */
  async remove(id: string, organizationId?: string): Promise<void> {
    const endpoint = await this.get(id, organizationId);
    await this.endpoints.delete(endpoint.id);
  }

  /**
   * Enabled again (the operator says the receiver is back): deliveries from now on are sent; those
   * failed while it was disabled can be replayed. Enabling an enabled endpoint changes nothing.
   */
  async enable(id: string, organizationId?: string): Promise<WebhookEndpoint> {
    const endpoint = await this.get(id, organizationId);
    if (endpoint.disabledAt) await this.endpoints.enable(endpoint.id);
    return this.get(endpoint.id);
  }

  /** A new secret; the old one keeps signing for ROTATION_OVERLAP_MS. */
  async rotateSecret(
    id: string,
    organizationId?: string,
    now = new Date(),
  ): Promise<string> {
    const endpoint = await this.get(id, organizationId);
    const { secret, sealed } = this.secrets.create();
    await this.endpoints.setSecrets(endpoint.id, {
      secret: sealed,
      previousSecret: endpoint.secret,
      previousSecretExpiresAt: new Date(now.getTime() + ROTATION_OVERLAP_MS),
    });
    return secret;
  }
}

/** Known event names, each once; a clear message otherwise. */
export function parseEvents(events: readonly string[]): WebhookEventType[] {
  const unknown = events.filter(
    (e) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(e),
  );
  if (!events.length || unknown.length)
    throw AppError.badRequest(
      `must name some of ${WEBHOOK_EVENT_TYPES.join(', ')}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`,
      'events',
    );
  return [...new Set(events)] as WebhookEventType[];
}
