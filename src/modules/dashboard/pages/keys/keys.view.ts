import type { ApiKey } from '../../../auth/entities/api-key.entity.js';
import { badge, plural, when } from '../../views/format.js';
import {
  actionForm,
  fieldError,
  invalidIf,
  managing,
  submitButton,
  postForm,
} from '../../views/forms.js';
import { html, type Html } from '../../views/html.js';
import { isAdmin, layout, type Viewer } from '../../views/layout.view.js';
import { doneNotice, nothingNote, secretNotice } from '../../views/notices.js';
import { cardTable } from '../../views/tables.js';

export interface IssuedKeyShown {
  id: string;
  key: string;
}

function keyState(key: ApiKey, now: Date): Html {
  if (key.revokedAt) return badge('revoked');
  if (key.expiresAt && key.expiresAt <= now) return badge('expired');
  return badge('active');
}

/** A time, or "never" for a key that has none (no expiry, not used yet). */
const whenOrNever = (date: Date | null) =>
  date ? when(date) : html`<span class="muted">never</span>`;

function keyRow(viewer: Viewer, k: ApiKey, now: Date): Html {
  const revoke = k.revokedAt
    ? ''
    : actionForm(
        viewer,
        `/dashboard/keys/${k.id}/revoke`,
        submitButton(
          html`Revoke<span class="visually-hidden"> ${k.id}</span>`,
          'danger',
        ),
        {
          inline: true,
          confirm: `Revoke ${k.id}? Requests with it will be refused within seconds.`,
        },
      );
  return html`<tr>
    <td data-label="Key"><code>${k.id}</code></td>
    <td data-label="Name">${k.name ?? html`<span class="muted">none</span>`}</td>
    <td data-label="Created">${when(k.createdAt)}</td>
    <td data-label="Expires">${whenOrNever(k.expiresAt)}</td>
    <td data-label="Last used">${whenOrNever(k.lastUsedAt)}</td>
    <td data-label="State">${keyState(k, now)}</td>
    ${isAdmin(viewer) ? html`<td data-label="Action">${revoke}</td>` : ''}
  </tr>`;
}

function issueForm(viewer: Viewer, error: string | undefined): Html {
  return html`<h2>Issue a key</h2>
    ${postForm(
      viewer,
      '/dashboard/keys',
      html`<div class="field">
        <label for="key-name">Name (optional)</label>
        <input type="text" id="key-name" name="name" maxlength="100" aria-describedby="key-name-hint" />
        <p class="hint" id="key-name-hint">
          What the key is for, e.g. CRM sync: shown in this list and in the logs.
        </p>
      </div>
      <div class="field">
        <label for="expires">Expires on (optional)</label>
        <input type="date" id="expires" name="expiresOn" aria-describedby="expires-hint"${invalidIf(error)} />
        <p class="hint" id="expires-hint">
          The key stops working at the start of this day (UTC). Leave empty for a key that does
          not expire.
        </p>
        ${fieldError(error)}
      </div>
      <button type="submit">Issue a key</button>
    `,
      html` class="panel"`,
    )}`;
}

export function keysPage(
  viewer: Viewer,
  keys: ApiKey[],
  notice: { issued?: IssuedKeyShown; revoked?: string; error?: string } = {},
): Html {
  const now = new Date();
  const issued =
    notice.issued &&
    secretNotice(
      html`<strong>Key ${notice.issued.id} issued.</strong> Copy it now: it is shown this once
        and cannot be shown again.`,
      { id: 'new-key', label: 'The new API key', value: notice.issued.key },
    );
  const table = cardTable({
    caption: `${plural(keys.length, 'key')}, oldest first`,
    columns: [
      { label: 'Key' },
      { label: 'Name' },
      { label: 'Created' },
      { label: 'Expires' },
      { label: 'Last used' },
      { label: 'State' },
      ...(isAdmin(viewer) ? [{ label: 'Action' }] : []),
    ],
    rows: keys.map((k) => keyRow(viewer, k, now)),
  });
  return layout(viewer, {
    title: 'API keys',
    active: 'keys',
    body: html`<h1>API keys</h1>
      <p class="lead">
        Your backend sends one as <code>Authorization: Bearer &lt;key&gt;</code>. Only a hash of
        each key is stored.
      </p>
      ${issued}
      ${notice.revoked && doneNotice(`Key ${notice.revoked} revoked: requests with it are refused within seconds.`)}
      ${keys.length ? table : nothingNote('No keys yet.')}
      ${managing(viewer, {
        viewers: 'Viewers see the keys; an admin issues and revokes them.',
        form: () => issueForm(viewer, notice.error),
      })}`,
  });
}
