import type { WebhookEndpoint } from '../../../webhooks/entities/webhook-endpoint.entity.js';
import { plural, when } from '../../views/format.js';
import { managing } from '../../views/forms.js';
import { html, type Html } from '../../views/html.js';
import { layout, type Viewer } from '../../views/layout.view.js';
import { doneNotice, nothingNote, secretNotice } from '../../views/notices.js';
import { cardTable } from '../../views/tables.js';
import { addForm, type AddForm } from './webhook-add-form.view.js';
import {
  endpointState,
  eventsOf,
  lastStatus,
} from './webhook-endpoint-state.view.js';

/** Adding needs the key that seals signing secrets: without it, the page says so. */
const NEEDS_SECRETS_KEY = html`<p class="notice warn">
  Adding endpoints needs <code>WEBHOOK_SECRETS_KEY</code> (see docs/webhooks.md): signing secrets
  are stored sealed with it.
</p>`;

function endpointRow(e: WebhookEndpoint): Html {
  return html`<tr>
    <td data-label="URL"><a href="/dashboard/webhooks/${e.id}">${e.url}</a></td>
    <td data-label="Events">${eventsOf(e)}</td>
    <td data-label="State">${endpointState(e)}</td>
    <td data-label="Last delivered">${when(e.lastDeliveryAt)}</td>
    <td data-label="Last answer">${lastStatus(e)}</td>
  </tr>`;
}

export function webhooksPage(
  viewer: Viewer,
  endpoints: WebhookEndpoint[],
  state: {
    /** whether endpoints can be added here (their secrets are stored sealed) */
    canSeal: boolean;
    form?: AddForm;
    created?: { id: string; secret: string };
    removed?: boolean;
  },
): Html {
  const created =
    state.created &&
    secretNotice(
      html`<strong>Endpoint added.</strong> Its signing secret is shown this once: give it to
        your receiver now.`,
      {
        id: 'new-secret',
        label: 'The signing secret',
        value: state.created.secret,
      },
      html`<p><a href="/dashboard/webhooks/${state.created.id}">See its deliveries</a></p>`,
    );
  const table = cardTable({
    caption: plural(endpoints.length, 'endpoint'),
    columns: [
      { label: 'URL' },
      { label: 'Events' },
      { label: 'State' },
      { label: 'Last delivered' },
      { label: 'Last answer' },
    ],
    rows: endpoints.map(endpointRow),
  });
  return layout(viewer, {
    title: 'Webhooks',
    active: 'webhooks',
    body: html`<h1>Webhooks</h1>
      <p class="lead">
        Your receivers hear when a signup is enriched, failed, rejected or scored.
      </p>
      ${created}
      ${state.removed && doneNotice('Endpoint removed.')}
      ${endpoints.length ? table : nothingNote('No endpoints yet.')}
      ${managing(viewer, {
        viewers: 'Viewers see the endpoints; an admin adds and changes them.',
        off: state.canSeal ? null : NEEDS_SECRETS_KEY,
        form: () => addForm(viewer, state.form ?? { url: '', events: [] }),
      })}`,
  });
}
