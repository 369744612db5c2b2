import type { ApiKey } from '../../../auth/entities/api-key.entity.js';
import { badge, when } from '../../views/format.js';
import { html, type Html } from '../../views/html.js';
import {
  csrfField,
  isAdmin,
  layout,
  type Viewer,
} from '../../views/layout.view.js';

export interface IssuedKeyShown {
  id: string;
  key: string;
}

function keyState(key: ApiKey, now: Date): Html {
  if (key.revokedAt) return badge('revoked');
  if (key.expiresAt && key.expiresAt <= now) return badge('expired');
  return badge('active');
}

/** A secret shown once, with a copy button (the script reveals it) and a status line for it. */
export function oneTimeSecret(id: string, label: string, secret: string): Html {
  return html`<div class="secret">
    <span class="visually-hidden">${label}: </span
    ><code id="${id}">${secret}</code>
    <button type="button" class="secondary" data-copy="${id}" hidden>
      Copy
    </button>
    <span id="${id}-status" role="status" aria-live="polite"></span>
  </div>`;
}

export function keysPage(
  viewer: Viewer,
  keys: ApiKey[],
  notice: { issued?: IssuedKeyShown; revoked?: string; error?: string } = {},
): Html {
  const now = new Date();
  const admin = isAdmin(viewer);
  const rows = keys.map(
    (k) =>
      html`<tr>
        <td data-label="Key"><code>${k.id}</code></td>
        <td data-label="Name">
          ${k.name ?? html`<span class="muted">none</span>`}
        </td>
        <td data-label="Created">${when(k.createdAt)}</td>
        <td data-label="Expires">
          ${k.expiresAt ? when(k.expiresAt) : html`<span class="muted">never</span>`}
        </td>
        <td data-label="Last used">
          ${k.lastUsedAt ? when(k.lastUsedAt) : html`<span class="muted">never</span>`}
        </td>
        <td data-label="State">${keyState(k, now)}</td>
        ${
          admin
            ? html`<td data-label="Action">
                ${
                  k.revokedAt
                    ? ''
                    : html`<form
                        method="post"
                        action="/dashboard/keys/${k.id}/revoke"
                        class="inline-form"
                        data-confirm="Revoke ${k.id}? Requests with it will be refused within seconds."
                      >
                        ${csrfField(viewer)}<button
                          type="submit"
                          class="danger"
                        >
                          Revoke<span class="visually-hidden"> ${k.id}</span>
                        </button>
                      </form>`
                }
              </td>`
            : ''
        }
      </tr>`,
  );
  const issued = notice.issued
    ? html`<div class="notice ok" role="status">
        <p>
          <strong>Key ${notice.issued.id} issued.</strong> Copy it now: it is
          shown this once and cannot be shown again.
        </p>
        ${oneTimeSecret('new-key', 'The new API key', notice.issued.key)}
      </div>`
    : '';
  const issueForm = admin
    ? html`<h2>Issue a key</h2>
        <form method="post" action="/dashboard/keys" class="panel">
          ${csrfField(viewer)}
          <div class="field">
            <label for="key-name">Name (optional)</label>
            <input
              type="text"
              id="key-name"
              name="name"
              maxlength="100"
              aria-describedby="key-name-hint"
            />
            <p class="hint" id="key-name-hint">
              What the key is for, e.g. CRM sync: shown in this list and in the
              logs.
            </p>
          </div>
          <div class="field">
            <label for="expires">Expires on (optional)</label>
            <input
              type="date"
              id="expires"
              name="expiresOn"
              aria-describedby="expires-hint"
              ${notice.error ? html` aria-invalid="true"` : ''}
            />
            <p class="hint" id="expires-hint">
              The key stops working at the start of this day (UTC). Leave empty
              for a key that does not expire.
            </p>
            ${notice.error ? html`<p class="field-error" role="alert">${notice.error}</p>` : ''}
          </div>
          <button type="submit">Issue a key</button>
        </form>`
    : html`<p class="notice info">
        Viewers see the keys; an admin issues and revokes them.
      </p>`;
  return layout(viewer, {
    title: 'API keys',
    active: 'keys',
    body: html`<h1>API keys</h1>
      <p class="lead">
        Your backend sends one as
        <code>Authorization: Bearer &lt;key&gt;</code>. Only a hash of each key
        is stored.
      </p>
      ${issued}
      ${notice.revoked ? html`<p class="notice ok" role="status">Key ${notice.revoked} revoked: requests with it are refused within seconds.</p>` : ''}
      ${
        keys.length
          ? html`<div class="table-wrap">
              <table class="cards">
                <caption>
                  ${keys.length} keys, oldest first
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Key</th>
                    <th scope="col">Name</th>
                    <th scope="col">Created</th>
                    <th scope="col">Expires</th>
                    <th scope="col">Last used</th>
                    <th scope="col">State</th>
                    ${admin ? html`<th scope="col">Action</th>` : ''}
                  </tr>
                </thead>
                <tbody>
                  ${rows}
                </tbody>
              </table>
            </div>`
          : html`<p class="muted">No keys yet.</p>`
      }
      ${issueForm}`,
  });
}
