import type { WebhookDelivery } from '../../../webhooks/entities/webhook-delivery.entity.js';
import type { WebhookEndpoint } from '../../../webhooks/entities/webhook-endpoint.entity.js';
import { WEBHOOK_EVENT_TYPES } from '../../../webhooks/webhook-event-types.js';
import { badge, dash, plural, when } from '../../views/format.js';
import { html, type Html } from '../../views/html.js';
import {
  csrfField,
  isAdmin,
  layout,
  type Viewer,
} from '../../views/layout.view.js';
import { oneTimeSecret } from '../keys/keys.view.js';

const eventsOf = (endpoint: WebhookEndpoint) =>
  endpoint.events ?? [...WEBHOOK_EVENT_TYPES];

function endpointState(endpoint: WebhookEndpoint): Html {
  if (endpoint.disabledAt)
    return html`${badge('disabled')}
      <span class="muted">${endpoint.disabledReason ?? ''}</span>`;
  return badge('active');
}

function lastStatus(endpoint: WebhookEndpoint): Html {
  if (!endpoint.lastStatus) return dash;
  return html`<code>${endpoint.lastStatus}</code>`;
}

export interface AddForm {
  url: string;
  events: string[];
  error?: string;
}

function addForm(viewer: Viewer, form: AddForm): Html {
  return html`<h2>Add an endpoint</h2>
    <form method="post" action="/dashboard/webhooks" class="panel">
      ${csrfField(viewer)}
      <div class="field">
        <label for="url">Receiver URL</label>
        <input
          type="url"
          id="url"
          name="url"
          required
          value="${form.url}"
          placeholder="https://example.com/webhooks/enrichment"
          aria-describedby="url-hint${form.error ? ' url-error' : ''}"
          ${form.error ? html` aria-invalid="true"` : ''}
        />
        <p class="hint" id="url-hint">
          Each event is POSTed there, signed (Standard Webhooks). Private and
          loopback addresses are refused.
        </p>
        ${form.error ? html`<p class="field-error" id="url-error" role="alert">${form.error}</p>` : ''}
      </div>
      <fieldset>
        <legend>Events</legend>
        <div class="checks">
          ${WEBHOOK_EVENT_TYPES.map(
            (event) =>
              html`<label
                ><input
                  type="checkbox"
                  name="events"
                  value="${event}"
                  ${form.events.includes(event) ? html` checked` : ''}
                />
                ${event}</label
              >`,
          )}
        </div>
        <p class="hint">
          All of them when none is ticked, including events added later.
        </p>
      </fieldset>
      <button type="submit">Add the endpoint</button>
    </form>`;
}

export function webhooksPage(
  viewer: Viewer,
  endpoints: WebhookEndpoint[],
  state: {
    canAdd: boolean;
    form?: AddForm;
    created?: { id: string; secret: string };
    removed?: boolean;
  },
): Html {
  const admin = isAdmin(viewer);
  const rows = endpoints.map(
    (e) =>
      html`<tr>
        <td data-label="URL">
          <a href="/dashboard/webhooks/${e.id}">${e.url}</a>
        </td>
        <td data-label="Events">${eventsOf(e).join(', ')}</td>
        <td data-label="State">${endpointState(e)}</td>
        <td data-label="Last delivered">${when(e.lastDeliveryAt)}</td>
        <td data-label="Last answer">${lastStatus(e)}</td>
      </tr>`,
  );
  const created = state.created
    ? html`<div class="notice ok" role="status">
        <p>
          <strong>Endpoint added.</strong> Its signing secret is shown this
          once: give it to your receiver now.
        </p>
        ${oneTimeSecret('new-secret', 'The signing secret', state.created.secret)}
        <p>
          <a href="/dashboard/webhooks/${state.created.id}"
            >See its deliveries</a
          >
        </p>
      </div>`
    : '';
  const adding = !admin
    ? html`<p class="notice info">
        Viewers see the endpoints; an admin adds and changes them.
      </p>`
    : state.canAdd
      ? addForm(viewer, state.form ?? { url: '', events: [] })
      : html`<p class="notice warn">
          Adding endpoints needs <code>WEBHOOK_SECRETS_KEY</code> (see
          docs/webhooks.md): signing secrets are stored sealed with it.
        </p>`;
  return layout(viewer, {
    title: 'Webhooks',
    active: 'webhooks',
    body: html`<h1>Webhooks</h1>
      <p class="lead">
        Your receivers hear when a signup is enriched, failed, rejected or
        scored.
      </p>
      ${created}
      ${state.removed ? html`<p class="notice ok" role="status">Endpoint removed.</p>` : ''}
      ${
        endpoints.length
          ? html`<div class="table-wrap">
              <table class="cards">
                <caption>
                  ${plural(endpoints.length, 'endpoint')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">URL</th>
                    <th scope="col">Events</th>
                    <th scope="col">State</th>
                    <th scope="col">Last delivered</th>
                    <th scope="col">Last answer</th>
                  </tr>
                </thead>
                <tbody>
                  ${rows}
                </tbody>
              </table>
            </div>`
          : html`<p class="muted">No endpoints yet.</p>`
      }
      ${adding}`,
  });
}

export function endpointPage(
  viewer: Viewer,
  endpoint: WebhookEndpoint,
  deliveries: WebhookDelivery[],
  state: {
    rotatedSecret?: string;
    replayed?: string;
    enabled?: string;
    /** actor id → name or email, for the deliveries' signup column */
    actorLabels?: ReadonlyMap<string, string>;
  },
): Html {
  const admin = isAdmin(viewer);
  // A disabled endpoint's deliveries are replayed once it is enabled again (the operator's call).
  const canReplay = admin && !endpoint.disabledAt;
  const rows = deliveries.map(
    (d) =>
      html`<tr>
        <td data-label="Created">${when(d.createdAt)}</td>
        <td data-label="Event">${d.event?.type ?? dash}</td>
        <td data-label="Signup">
          <a href="/dashboard/actors/${d.actorId}"
            >${state.actorLabels?.get(d.actorId) ?? `${d.actorId.slice(0, 8)}…`}</a
          >
        </td>
        <td data-label="Status">
          ${badge(d.status, d.status === 'pending' ? 'pending' : d.status)}
        </td>
        <td data-label="Attempts" class="num">${d.attempts}</td>
        <td data-label="Last answer">
          ${d.lastStatusCode ?? d.lastError ?? dash}
        </td>
        <td data-label="Next attempt">
          ${d.status === 'pending' ? when(d.nextAttemptAt) : dash}
        </td>
        <td data-label="Delivered">${when(d.deliveredAt)}</td>
        ${
          canReplay
            ? html`<td data-label="Action">
                <form
                  method="post"
                  action="/dashboard/webhooks/deliveries/${d.id}/replay"
                  class="inline-form"
                >
                  ${csrfField(viewer)}<button type="submit" class="secondary">
                    Replay<span class="visually-hidden"> this delivery</span>
                  </button>
                </form>
              </td>`
            : ''
        }
      </tr>`,
  );
  const actions = admin
    ? html`<h2>Manage</h2>
        ${
          endpoint.disabledAt
            ? html`<p>
                Disabled: nothing is sent to it. Enable it once the receiver
                is back; its deliveries can then be replayed.
              </p>`
            : ''
        }
        <div class="button-row">
          ${
            endpoint.disabledAt
              ? html`<form
                  method="post"
                  action="/dashboard/webhooks/${endpoint.id}/enable"
                  class="inline-form"
                >
                  ${csrfField(viewer)}<button type="submit">
                    Enable the endpoint
                  </button>
                </form>`
              : ''
          }
          <form
            method="post"
            action="/dashboard/webhooks/${endpoint.id}/rotate-secret"
            class="inline-form"
            data-confirm="Rotate the secret? The old one keeps signing for 24 hours."
          >
            ${csrfField(viewer)}<button type="submit" class="secondary">
              Rotate the secret
            </button>
          </form>
          <form
            method="post"
            action="/dashboard/webhooks/${endpoint.id}/remove"
            class="inline-form"
            data-confirm="Remove this endpoint and its deliveries?"
          >
            ${csrfField(viewer)}<button type="submit" class="danger">
              Remove the endpoint
            </button>
          </form>
        </div>`
    : '';
  return layout(viewer, {
    title: 'Webhook endpoint',
    active: 'webhooks',
    body: html`<p><a href="/dashboard/webhooks">← All endpoints</a></p>
      <h1>Webhook endpoint</h1>
      <p class="lead"><code>${endpoint.url}</code></p>
      ${
        state.rotatedSecret
          ? html`<div class="notice ok" role="status">
              <p>
                <strong>New secret.</strong> Shown this once; the previous one
                also signs for 24 hours.
              </p>
              ${oneTimeSecret('new-secret', 'The new signing secret', state.rotatedSecret)}
            </div>`
          : ''
      }
      ${state.replayed ? html`<p class="notice ok" role="status">Delivery queued again; it is sent now.</p>` : ''}
      ${state.enabled ? html`<p class="notice ok" role="status">Endpoint enabled: new events are sent to it.</p>` : ''}
      <dl class="facts">
        <dt>State</dt>
        <dd>${endpointState(endpoint)}</dd>
        <dt>Events</dt>
        <dd>${eventsOf(endpoint).join(', ')}</dd>
        <dt>Added</dt>
        <dd>${when(endpoint.createdAt)}</dd>
        <dt>Last delivered</dt>
        <dd>${when(endpoint.lastDeliveryAt)}</dd>
        <dt>Last answer</dt>
        <dd>${lastStatus(endpoint)}</dd>
      </dl>
      <h2>Recent deliveries</h2>
      ${
        deliveries.length
          ? html`<div class="table-wrap">
              <table class="cards">
                <caption>
                  The latest
                  ${plural(deliveries.length, 'delivery', 'deliveries')}, newest
                  first
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Created</th>
                    <th scope="col">Event</th>
                    <th scope="col">Signup</th>
                    <th scope="col">Status</th>
                    <th scope="col" class="num">Attempts</th>
                    <th scope="col">Last answer</th>
                    <th scope="col">Next attempt</th>
                    <th scope="col">Delivered</th>
                    ${canReplay ? html`<th scope="col">Action</th>` : ''}
                  </tr>
                </thead>
                <tbody>
                  ${rows}
                </tbody>
              </table>
            </div>`
          : html`<p class="muted">No deliveries yet.</p>`
      }
      ${actions}`,
  });
}
