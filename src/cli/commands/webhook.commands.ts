import { AppError } from '../../common/errors/app-error.js';
import type { WebhookDelivery } from '../../modules/webhooks/entities/webhook-delivery.entity.js';
import type { WebhookEndpoint } from '../../modules/webhooks/entities/webhook-endpoint.entity.js';
import { WEBHOOK_EVENT_TYPES } from '../../modules/webhooks/webhook-event-types.js';
import { WEBHOOK_DELIVERIES, WEBHOOK_ENDPOINTS } from '../cli-services.js';
import { command, type AdminCommand } from '../admin-command.js';
import { ORG, requiredFlag } from '../cli-args.js';

/** null in the database means "all of them": shown as the list it is today. */
const eventsOf = (endpoint: WebhookEndpoint) =>
  endpoint.events ?? [...WEBHOOK_EVENT_TYPES];

/** An HTTP status as a number; why there was none (`timeout`, `ECONNREFUSED`, …) as text. */
const statusOf = (status: string | null) =>
  status !== null && /^\d{3}$/.test(status) ? Number(status) : status;

const deliveryJson = (d: WebhookDelivery) => ({
  id: d.id,
  event: d.event?.type ?? null,
  actorId: d.actorId,
  status: d.status,
  attempts: d.attempts,
  lastStatusCode: d.lastStatusCode,
  nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt : null,
  deliveredAt: d.deliveredAt,
});

function parseEventList(value: string | undefined): string[] | null {
  if (value === undefined) return null;
  return value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
}

function parseLimit(value: string | undefined): number {
  if (value === undefined) return 50;
  if (!/^\d{1,4}$/.test(value) || Number(value) < 1 || Number(value) > 1000)
    throw AppError.badRequest('--limit must be an integer from 1 to 1000');
  return Number(value);
}

const ENDPOINT = requiredFlag(
  '<endpointId>',
  'the endpoint; webhook:list shows the ids',
);

export const WEBHOOK_COMMANDS: Record<string, AdminCommand> = {
  'webhook:add': command({
    sealsWebhookSecrets: true,
    summary:
      "Register a URL for an organization's events (the secret is shown once, here)",
    flags: {
      org: ORG,
      url: requiredFlag(
        '<url>',
        'http(s) URL of the receiver; private and loopback addresses are refused',
      ),
      events: {
        value: '<e1,e2>',
        description: `some of ${WEBHOOK_EVENT_TYPES.join(', ')} (default: all)`,
      },
    },
    prints: '{"id","orgId","url","events","secret","createdAt"}',
    details:
      'Needs WEBHOOK_SECRETS_KEY (the same as the service): secrets are stored sealed with it.',
    uses: { webhookEndpoints: WEBHOOK_ENDPOINTS },
    async run(ctx, flags) {
      const { endpoint, secret } = await ctx.services.webhookEndpoints.add(
        flags.org,
        flags.url,
        parseEventList(flags.events),
      );
      return {
        id: endpoint.id,
        orgId: endpoint.organizationId,
        url: endpoint.url,
        events: eventsOf(endpoint),
        secret,
        createdAt: endpoint.createdAt,
      };
    },
  }),
  'webhook:list': command({
    summary: "List an organization's webhook endpoints (never their secrets)",
    flags: { org: ORG },
    prints:
      '[{"id","url","events","createdAt","disabledAt","lastDeliveryAt","lastStatus"}]',
    details:
      'lastStatus: the last attempt\'s HTTP status, or why it got none ("timeout", "ECONNREFUSED", "refused_address", …).',
    uses: { webhookEndpoints: WEBHOOK_ENDPOINTS },
    async run(ctx, flags) {
      const endpoints = await ctx.services.webhookEndpoints.list(flags.org);
      return endpoints.map((e) => ({
        id: e.id,
        url: e.url,
        events: eventsOf(e),
        createdAt: e.createdAt,
        disabledAt: e.disabledAt,
        lastDeliveryAt: e.lastDeliveryAt,
        lastStatus: statusOf(e.lastStatus),
      }));
    },
  }),
  'webhook:enable': command({
    summary:
      'Enable a disabled endpoint again (the receiver is back); a no-op if enabled',
    flags: { id: ENDPOINT },
    prints: '{"id","disabledAt":null}',
    details:
      'Events from now on are sent to it; deliveries failed while it was disabled can then be replayed (webhook:replay).',
    uses: { webhookEndpoints: WEBHOOK_ENDPOINTS },
    async run(ctx, flags) {
      const endpoint = await ctx.services.webhookEndpoints.enable(flags.id);
      return { id: endpoint.id, disabledAt: endpoint.disabledAt };
    },
  }),
  'webhook:remove': command({
    summary: 'Remove a webhook endpoint and its deliveries',
    flags: { id: ENDPOINT },
    prints: '{"id","removed":true}',
    uses: { webhookEndpoints: WEBHOOK_ENDPOINTS },
    async run(ctx, flags) {
      const { id } = flags;
      await ctx.services.webhookEndpoints.remove(id);
      return { id, removed: true };
    },
  }),
  'webhook:deliveries': command({
    summary: "List an endpoint's deliveries, newest first",
    flags: {
      id: ENDPOINT,
      limit: {
        value: '<n>',
        description: 'at most this many (default 50, up to 1000)',
      },
    },
    prints:
      '[{"id","event","actorId","status","attempts","lastStatusCode","nextAttemptAt","deliveredAt"}]',
    details:
      'status: pending, delivered or failed (given up, or its endpoint disabled).',
    uses: { webhookDeliveries: WEBHOOK_DELIVERIES },
    async run(ctx, flags) {
      const limit = parseLimit(flags.limit);
      const deliveries = await ctx.services.webhookDeliveries.list(
        flags.id,
        limit,
      );
      return deliveries.map(deliveryJson);
    },
  }),
  'webhook:replay': command({
    summary: 'Send a delivery again (same webhook-id), from now',
    flags: {
      delivery: requiredFlag(
        '<deliveryId>',
        'the delivery; webhook:deliveries shows the ids',
      ),
    },
    prints: '{"id","status":"pending"}',
    details:
      'Sent now whatever its state (a retry it was waiting for included): queued at once on Redis; on the embedded default the running service sends it within WEBHOOK_DISPATCH_INTERVAL_MS. A disabled endpoint is refused: webhook:enable it first.',
    uses: { webhookDeliveries: WEBHOOK_DELIVERIES },
    async run(ctx, flags) {
      const delivery = await ctx.services.webhookDeliveries.replay(
        flags.delivery,
      );
      return { id: delivery.id, status: 'pending' };
    },
  }),
  'webhook:rotate-secret': command({
    sealsWebhookSecrets: true,
    summary:
      'Give an endpoint a new secret (shown once); the old one also signs for 24 h',
    flags: { id: ENDPOINT },
    prints: '{"id","secret"}',
    uses: { webhookEndpoints: WEBHOOK_ENDPOINTS },
    async run(ctx, flags) {
      const { id } = flags;
      const secret = await ctx.services.webhookEndpoints.rotateSecret(id);
      return { id, secret };
    },
  }),
};
