import { PROVIDER_LABELS } from '../../../../../libs/providers/provider-names.js';
import type { ProviderView } from '../../../providers/provider-keys.service.js';
import { PROVIDER_IDS } from '../../../providers/provider-ids.js';
import { badge, dash } from '../../views/format.js';
import { html, type Html } from '../../views/html.js';
import {
  csrfField,
  isAdmin,
  layout,
  type Viewer,
} from '../../views/layout.view.js';

const STATUS_BADGE: Record<ProviderView['status'], Html> = {
  valid: badge('valid', 'active'),
  invalid: badge('invalid key', 'failed'),
  paused: badge('paused', 'disabled'),
};

export interface ProviderForm {
  provider: string;
  error?: string;
}

function row(viewer: Viewer, p: ProviderView): Html {
  const remove =
    isAdmin(viewer) && p.keySource === 'organization'
      ? html`<form method="post" action="/dashboard/providers/${p.provider}/remove">
          ${csrfField(viewer)}
          <button type="submit" class="secondary">Remove the key</button>
        </form>`
      : '';
  return html`<tr>
    <td data-label="Order">${p.position}</td>
    <th scope="row" data-label="Provider">${PROVIDER_LABELS[p.provider]}</th>
    <td data-label="Key">${p.keySource === 'organization' ? 'yours' : 'the instance’s'}</td>
    <td data-label="Status">
      ${STATUS_BADGE[p.status]}
      ${p.statusDetail ? html`<span class="muted">${p.statusDetail}</span>` : ''}
    </td>
    <td data-label="Mode">${p.mode}</td>
    <td data-label="Minimum confidence" class="num">${p.minConfidence}</td>
    <td data-label="Monthly budget" class="num">${p.monthlyBudget ?? dash}</td>
    <td data-label="This month" class="num">
      ${p.spend} spent · ${p.calls} calls · ${p.matches} matches
    </td>
    <td>${remove}</td>
  </tr>`;
}

function setForm(viewer: Viewer, form: ProviderForm): Html {
  return html`<h2>Set a provider’s key</h2>
    <form method="post" action="/dashboard/providers" class="panel" autocomplete="off">
      ${csrfField(viewer)}
      <div class="field">
        <label for="provider">Provider</label>
        <select id="provider" name="provider">
          ${PROVIDER_IDS.map(
            (id) =>
              html`<option value="${id}" ${form.provider === id ? html` selected` : ''}>
                ${PROVIDER_LABELS[id]}
              </option>`,
          )}
        </select>
      </div>
      <div class="field">
        <label for="key">API key</label>
        <input
          type="password"
          id="key"
          name="key"
          required
          autocomplete="new-password"
          aria-describedby="key-hint${form.error ? ' key-error' : ''}"
          ${form.error ? html` aria-invalid="true"` : ''}
        />
        <p class="hint" id="key-hint">
          Stored sealed and never shown again. A new key makes a refused or paused provider valid
          again.
        </p>
        ${form.error ? html`<p class="field-error" id="key-error" role="alert">${form.error}</p>` : ''}
      </div>
      <div class="field">
        <label for="minConfidence">Minimum match confidence (1–10, PDL’s scale)</label>
        <input type="number" id="minConfidence" name="minConfidence" min="1" max="10" placeholder="6" />
      </div>
      <div class="field">
        <label for="monthlyBudget">Monthly budget (credits or calls; empty: no limit)</label>
        <input type="number" id="monthlyBudget" name="monthlyBudget" min="0" />
      </div>
      <div class="field">
        <label for="mode">When to ask</label>
        <select id="mode" name="mode">
          <option value="gaps">gaps: only for facts the ICP profile uses that research missed</option>
          <option value="always">always: every signup</option>
        </select>
      </div>
      <button type="submit">Save the key</button>
    </form>`;
}

export function providersPage(
  viewer: Viewer,
  providers: ProviderView[],
  state: {
    canSet: boolean;
    form?: ProviderForm;
    saved?: boolean;
    removed?: boolean;
  },
): Html {
  const admin = isAdmin(viewer);
  const setting = !admin
    ? html`<p class="notice info">Viewers see the providers; an admin sets their keys.</p>`
    : state.canSet
      ? setForm(viewer, state.form ?? { provider: 'pdl' })
      : html`<p class="notice warn">
          Setting keys needs <code>WEBHOOK_SECRETS_KEY</code>: provider keys are stored sealed with
          it, as webhook secrets are.
        </p>`;
  return layout(viewer, {
    title: 'Data providers',
    active: 'providers',
    body: html`<h1>Data providers</h1>
      <p class="lead">
        After keyless research, your providers are asked in this order, within their budgets. Only
        the address, and the name when given, is sent to them.
      </p>
      ${state.saved ? html`<p class="notice ok" role="status">Key saved.</p>` : ''}
      ${state.removed ? html`<p class="notice ok" role="status">Key removed.</p>` : ''}
      ${
        providers.length
          ? html`<div class="table-wrap">
              <table class="cards">
                <caption>Providers, in the order they are asked</caption>
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Provider</th>
                    <th scope="col">Key</th>
                    <th scope="col">Status</th>
                    <th scope="col">Mode</th>
                    <th scope="col" class="num">Minimum confidence</th>
                    <th scope="col" class="num">Monthly budget</th>
                    <th scope="col" class="num">This month</th>
                    <th scope="col"><span class="visually-hidden">Actions</span></th>
                  </tr>
                </thead>
                <tbody>
                  ${providers.map((p) => row(viewer, p))}
                </tbody>
              </table>
            </div>`
          : html`<p>No provider is set: signups are researched without keys, and nothing is sent to any provider.</p>`
      }
      ${setting}`,
  });
}
