import type { WebhookDelivery } from '../../../webhooks/entities/webhook-delivery.entity.js';
import type { WebhookEndpoint } from '../../../webhooks/entities/webhook-endpoint.entity.js';
import { badge, dash, plural, when } from '../../views/format.js';
import { actionForm, submitButton } from '../../views/forms.js';
import { html, type Html } from '../../views/html.js';
import { isAdmin, layout, type Viewer } from '../../views/layout.view.js';
import { doneNotice, nothingNote, secretNotice } from '../../views/notices.js';
import { cardTable } from '../../views/tables.js';
import {
  endpointState,
  eventsOf,
  lastStatus,
} from './webhook-endpoint-state.view.js';

export interface EndpointPageState {
  rotatedSecret?: string;
  replayed?: string;
  enabled?: string;
  /** actor id → name or email, for the deliveries' signup column */
  actorLabels?: ReadonlyMap<string, string>;
}

function deliveryRow(
  viewer: Viewer,
  d: WebhookDelivery,
  state: EndpointPageState,
  canReplay: boolean,
): Html {
  const replay = actionForm(
    viewer,
    `/dashboard/webhooks/deliveries/${d.id}/replay`,
    submitButton(
      html`Replay<span class="visually-hidden"> this delivery</span>`,
      'secondary',
    ),
    { inline: true },
  );
  return html`<tr>
    <td data-label="Created">${when(d.createdAt)}</td>
    <td data-label="Event">${d.event?.type ?? dash}</td>
    <td data-label="Signup">
      <a href="/dashboard/actors/${d.actorId}"
        >${state.actorLabels?.get(d.actorId) ?? `${d.actorId.slice(0, 8)}…`}</a
      >
    </td>
    <td data-label="Status">${badge(d.status)}</td>
    <td data-label="Attempts" class="num">${d.attempts}</td>
    <td data-label="Last answer">${d.lastStatusCode ?? d.lastError ?? dash}</td>
    <td data-label="Next attempt">${d.status === 'pending' ? when(d.nextAttemptAt) : dash}</td>
    <td data-label="Delivered">${when(d.deliveredAt)}</td>
    ${canReplay ? html`<td data-label="Action">${replay}</td>` : ''}
  </tr>`;
}

/** Admins: enable a disabled endpoint, rotate its secret, remove it. */
function manage(viewer: Viewer, endpoint: WebhookEndpoint): Html {
  const base = `/dashboard/webhooks/${endpoint.id}`;
  const enable = actionForm(
    viewer,
    `${base}/enable`,
    submitButton('Enable the endpoint'),
    {
      inline: true,
    },
  );
  return html`<h2>Manage</h2>
    ${endpoint.disabledAt ? html`<p>Disabled: nothing is sent to it. Enable it once the receiver is back; its deliveries can then be replayed.</p>` : ''}
    <div class="button-row">
      ${endpoint.disabledAt ? enable : ''}
      ${actionForm(
        viewer,
        `${base}/rotate-secret`,
        submitButton('Rotate the secret', 'secondary'),
        {
          inline: true,
          confirm: 'Rotate the secret? The old one keeps signing for 24 hours.',
        },
      )}
      ${actionForm(
        viewer,
        `${base}/remove`,
        submitButton('Remove the endpoint', 'danger'),
        {
          inline: true,
          confirm: 'Remove this endpoint and its deliveries?',
        },
      )}
    </div>`;
}

export function endpointPage(
  viewer: Viewer,
  endpoint: WebhookEndpoint,
  deliveries: WebhookDelivery[],
  state: EndpointPageState,
): Html {
  const admin = isAdmin(viewer);
  // A disabled endpoint's deliveries are replayed once it is enabled again (the operator's call).
  const canReplay = admin && !endpoint.disabledAt;
  const rotated =
    state.rotatedSecret &&
    secretNotice(
      html`<strong>New secret.</strong> Shown this once; the previous one also signs for 24
        hours.`,
      {
        id: 'new-secret',
        label: 'The new signing secret',
        value: state.rotatedSecret,
      },
    );
  const table = cardTable({
    caption: html`The latest ${plural(deliveries.length, 'delivery', 'deliveries')}, newest first`,
    columns: [
      { label: 'Created' },
      { label: 'Event' },
      { label: 'Signup' },
      { label: 'Status' },
      { label: 'Attempts', num: true },
      { label: 'Last answer' },
      { label: 'Next attempt' },
      { label: 'Delivered' },
      ...(canReplay ? [{ label: 'Action' }] : []),
    ],
    rows: deliveries.map((d) => deliveryRow(viewer, d, state, canReplay)),
  });
  return layout(viewer, {
    title: 'Webhook endpoint',
    active: 'webhooks',
    body: html`<p><a href="/dashboard/webhooks">← All endpoints</a></p>
      <h1>Webhook endpoint</h1>
      <p class="lead"><code>${endpoint.url}</code></p>
      ${rotated}
      ${state.replayed && doneNotice('Delivery queued again; it is sent now.')}
      ${state.enabled && doneNotice('Endpoint enabled: new events are sent to it.')}
      <dl class="facts">
        <dt>State</dt>
        <dd>${endpointState(endpoint)}</dd>
        <dt>Events</dt>
        <dd>${eventsOf(endpoint)}</dd>
        <dt>Added</dt>
        <dd>${when(endpoint.createdAt)}</dd>
        <dt>Last delivered</dt>
        <dd>${when(endpoint.lastDeliveryAt)}</dd>
        <dt>Last answer</dt>
        <dd>${lastStatus(endpoint)}</dd>
      </dl>
      <h2>Recent deliveries</h2>
      ${deliveries.length ? table : nothingNote('No deliveries yet.')}
      ${admin ? manage(viewer, endpoint) : ''}`,
  });
}
