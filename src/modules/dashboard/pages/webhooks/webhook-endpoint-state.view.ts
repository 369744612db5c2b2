import type { WebhookEndpoint } from '../../../webhooks/entities/webhook-endpoint.entity.js';
import { WEBHOOK_EVENT_TYPES } from '../../../webhooks/webhook-event-types.js';
import { badge, dash } from '../../views/format.js';
import { html, type Html } from '../../views/html.js';

/** The events an endpoint hears: all of them when it names none (new types included). */
export const eventsOf = (endpoint: WebhookEndpoint) =>
  (endpoint.events ?? [...WEBHOOK_EVENT_TYPES]).join(', ');

export function endpointState(endpoint: WebhookEndpoint): Html {
  if (endpoint.disabledAt)
    return html`${badge('disabled')}
      <span class="muted">${endpoint.disabledReason ?? ''}</span>`;
  return badge('active');
}

/** The receiver's last HTTP status. */
export function lastStatus(endpoint: WebhookEndpoint): Html {
  if (!endpoint.lastStatus) return dash;
  return html`<code>${endpoint.lastStatus}</code>`;
}
