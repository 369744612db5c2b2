import {
  DESTINATION_REGISTRY,
  type DestinationKind,
} from '../../../../../libs/destinations/index.js';
import type { DestinationDelivery } from '../../../destinations/entities/destination-delivery.entity.js';
import type { DestinationView } from '../../../destinations/destination-view.js';
import { badge, dash, when } from '../../views/format.js';
import {
  actionForm,
  fieldError,
  postForm,
  submitButton,
} from '../../views/forms.js';
import { html, type Html } from '../../views/html.js';
import { isAdmin, layout, type Viewer } from '../../views/layout.view.js';
import { doneNotice, nothingNote } from '../../views/notices.js';
import { cardTable } from '../../views/tables.js';
import { statusBadge } from './destination-status.view.js';

export interface DestinationPageState {
  connected?: boolean;
  replayed?: boolean;
  mapped?: boolean;
  /** what the last test said */
  tested?: string;
  mappingError?: string;
  mappingText?: string;
  /** actor id → name or email */
  actorLabels?: ReadonlyMap<string, string>;
}

const mappingLines = (d: DestinationView) =>
  Object.entries(d.mapping)
    .flatMap(([type, fields]) =>
      Object.entries(fields).map(
        ([target, source]) => `${type}.${target}=${source}`,
      ),
    )
    .join('\n');

function deliveryRow(
  viewer: Viewer,
  d: DestinationDelivery,
  id: string,
  labels: ReadonlyMap<string, string> | undefined,
): Html {
  const replay =
    isAdmin(viewer) && d.actorId && d.op === 'upsert'
      ? actionForm(
          viewer,
          `/dashboard/destinations/${id}/replay/${d.actorId}`,
          submitButton(
            html`Replay<span class="visually-hidden"> this signup</span>`,
            'secondary',
          ),
          { inline: true },
        )
      : '';
  return html`<tr>
    <td data-label="When">${when(d.createdAt)}</td>
    <td data-label="Signup">${
      d.actorId
        ? html`<a href="/dashboard/actors/${d.actorId}">${labels?.get(d.actorId) ?? `${d.actorId.slice(0, 8)}…`}</a>`
        : dash
    }</td>
    <td data-label="Outcome">${badge(d.outcome, d.outcome === 'synced' ? 'active' : d.outcome === 'failed' ? 'failed' : 'disabled')}</td>
    <td data-label="Record">${d.crmId ?? dash}</td>
    <td data-label="Message">${d.message ?? dash}</td>
    <td>${replay}</td>
  </tr>`;
}

function manage(
  viewer: Viewer,
  d: DestinationView,
  form: { text: string; error?: string },
): Html {
  const base = `/dashboard/destinations/${d.id}`;
  return html`<h2>Manage</h2>
    <div class="button-row">
      ${actionForm(viewer, `${base}/test`, submitButton('Test the connection'), { inline: true })}
      ${
        d.status === 'active'
          ? actionForm(
              viewer,
              `${base}/pause`,
              submitButton('Pause', 'secondary'),
              { inline: true },
            )
          : actionForm(viewer, `${base}/resume`, submitButton('Resume'), {
              inline: true,
            })
      }
      ${actionForm(viewer, `${base}/remove`, submitButton('Remove', 'danger'), {
        inline: true,
        confirm:
          'Remove this destination? Its records in the CRM stay as they are.',
      })}
    </div>
    <h2>Mapping</h2>
    ${postForm(
      viewer,
      `${base}/mapping`,
      html`<div class="field">
          <label for="mapping">One line per property: <code>object.property=field</code></label>
          <textarea id="mapping" name="mapping" rows="14" aria-describedby="mapping-hint">${form.text}</textarea>
          <p class="hint" id="mapping-hint">A property a person changed in the CRM is never overwritten; our own
            (<code>se_…</code>) always are. Fields: see docs/destinations.</p>
          ${fieldError(form.error)}
        </div>
        <button type="submit">Save the mapping</button>
        <button type="submit" name="reset" value="yes" class="secondary">Back to the default</button>`,
      html` class="panel"`,
    )}`;
}

export function destinationPage(
  viewer: Viewer,
  destination: DestinationView,
  deliveries: DestinationDelivery[],
  state: DestinationPageState,
): Html {
  const label =
    DESTINATION_REGISTRY[destination.kind as DestinationKind]?.label ??
    destination.kind;
  const table = cardTable({
    caption: 'Recent deliveries, newest first',
    columns: [
      { label: 'When' },
      { label: 'Signup' },
      { label: 'Outcome' },
      { label: 'Record' },
      { label: 'Message' },
      { label: html`<span class="visually-hidden">Actions</span>` },
    ],
    rows: deliveries.map((d) =>
      deliveryRow(viewer, d, destination.id, state.actorLabels),
    ),
  });
  return layout(viewer, {
    title: label,
    active: 'destinations',
    body: html`<p><a href="/dashboard/destinations">Destinations</a></p>
      <h1>${label}</h1>
      ${state.connected && doneNotice(`Connected to ${label}.`)}
      ${state.replayed && doneNotice('Sent again at the next sync.')}
      ${state.mapped && doneNotice('Mapping saved.')}
      ${state.tested && doneNotice(`Tested: ${state.tested}.`)}
      <dl class="facts">
        <dt>Account</dt><dd>${destination.accountLabel ?? dash}</dd>
        <dt>Status</dt><dd>${statusBadge(destination)}</dd>
        <dt>Pending</dt><dd>${destination.pending}</dd>
        <dt>Last success</dt><dd>${when(destination.lastSuccessAt)}</dd>
        <dt>Sent on</dt><dd>${destination.events.join(', ')}</dd>
      </dl>
      ${isAdmin(viewer) ? manage(viewer, destination, { text: state.mappingText ?? mappingLines(destination), error: state.mappingError }) : ''}
      <h2>Recent deliveries</h2>
      ${deliveries.length ? table : nothingNote('Nothing sent yet.')}`,
  });
}
