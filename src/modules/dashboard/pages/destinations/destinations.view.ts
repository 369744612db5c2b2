import {
  DESTINATION_KINDS,
  DESTINATION_REGISTRY,
  type DestinationKind,
} from '../../../../../libs/destinations/index.js';
import type { DestinationView } from '../../../destinations/destination-view.js';
import { dash, when } from '../../views/format.js';
import { fieldError, managing, postForm } from '../../views/forms.js';
import { html, type Html } from '../../views/html.js';
import { layout, type Viewer } from '../../views/layout.view.js';
import { doneNotice } from '../../views/notices.js';
import { cardTable } from '../../views/tables.js';
import { statusBadge } from './destination-status.view.js';

export interface ConnectForm {
  kind: string;
  error?: string;
}

function row(d: DestinationView): Html {
  const label =
    DESTINATION_REGISTRY[d.kind as DestinationKind]?.label ?? d.kind;
  return html`<tr>
    <th scope="row" data-label="Destination"><a href="/dashboard/destinations/${d.id}">${label}</a></th>
    <td data-label="Account">${d.accountLabel ?? dash}</td>
    <td data-label="Status">${statusBadge(d)}</td>
    <td data-label="Pending" class="num">${d.pending}</td>
    <td data-label="Last success">${when(d.lastSuccessAt)}</td>
  </tr>`;
}

/** One kind's connect form, its fields from the registry: secrets are write-only password fields. */
function connectForm(
  viewer: Viewer,
  kind: DestinationKind,
  form: ConnectForm | undefined,
): Html {
  const entry = DESTINATION_REGISTRY[kind];
  const error = form?.kind === kind ? form.error : undefined;
  const fields = [
    ...entry.credentialFields.map((f) =>
      f.secret
        ? html`<div class="field">
              <label for="${kind}-${f.name}">${f.label}</label>
              <input id="${kind}-${f.name}" name="${f.name}" type="password" autocomplete="new-password" required
                aria-describedby="${kind}-${f.name}-hint" />
              <p class="hint" id="${kind}-${f.name}-hint">${f.help}. Stored sealed and never shown again.</p>
            </div>`
        : html`<div class="field">
              <label for="${kind}-${f.name}">${f.label}</label>
              <input id="${kind}-${f.name}" name="${f.name}" type="text" autocomplete="off" required
                aria-describedby="${kind}-${f.name}-hint" />
              <p class="hint" id="${kind}-${f.name}-hint">${f.help}. Stored sealed.</p>
            </div>`,
    ),
    ...entry.settingFields.map((f) =>
      f.choices
        ? html`<div class="field">
            <label for="${kind}-${f.name}">${f.label}</label>
            <select id="${kind}-${f.name}" name="${f.name}">
              ${f.choices.map((c) => html`<option value="${c}">${c}</option>`)}
            </select>
            <p class="hint">${f.help}</p>
          </div>`
        : html`<div class="field">
            <label for="${kind}-${f.name}">${f.label}</label>
            <input id="${kind}-${f.name}" name="${f.name}"${f.numeric ? html` inputmode="numeric"` : ''} />
            <p class="hint">${f.help}</p>
          </div>`,
    ),
  ];
  return html`<h2>Connect ${entry.label}</h2>
    ${postForm(
      viewer,
      `/dashboard/destinations/connect/${kind}`,
      html`${fields}${fieldError(error)}<button type="submit">Connect ${entry.label}</button>`,
      html` class="panel" autocomplete="off"`,
    )}`;
}

const NEEDS_SECRETS_KEY = html`<p class="notice warn">
  Connecting needs <code>WEBHOOK_SECRETS_KEY</code>: tokens and webhook URLs are stored sealed with
  it, as webhook secrets are.
</p>`;

export function destinationsPage(
  viewer: Viewer,
  destinations: DestinationView[],
  state: { canSeal: boolean; form?: ConnectForm; removed?: boolean },
): Html {
  const table = cardTable({
    caption: 'Destinations',
    columns: [
      { label: 'Destination' },
      { label: 'Account' },
      { label: 'Status' },
      { label: 'Pending', num: true },
      { label: 'Last success' },
    ],
    rows: destinations.map(row),
  });
  return layout(viewer, {
    title: 'Destinations',
    active: 'destinations',
    body: html`<h1>Destinations</h1>
      <p class="lead">
        Your signups where sales works: contacts and companies kept in step in HubSpot, Leads (or
        Contacts and Accounts) in Salesforce, hot signups posted to Slack. A value a person entered in the CRM is never overwritten.
      </p>
      ${state.removed && doneNotice('Destination removed. Its records in the CRM stay as they are.')}
      ${destinations.length ? table : html`<p>No destination is connected.</p>`}
      ${managing(viewer, {
        viewers: 'Viewers see the destinations; an admin connects them.',
        off: state.canSeal ? null : NEEDS_SECRETS_KEY,
        form: () =>
          html`${DESTINATION_KINDS.map((kind) => connectForm(viewer, kind, state.form))}`,
      })}`,
  });
}
