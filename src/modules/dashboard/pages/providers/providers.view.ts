import { PROVIDER_LABELS } from '../../../../../libs/providers/registry.js';
import type { ProviderView } from '../../../providers/provider-keys.service.js';
import { PROVIDER_IDS } from '../../../providers/provider-ids.js';
import { badge, dash, plural } from '../../views/format.js';
import {
  actionForm,
  hintedField,
  managing,
  submitButton,
  postForm,
} from '../../views/forms.js';
import { html, type Html } from '../../views/html.js';
import { isAdmin, layout, type Viewer } from '../../views/layout.view.js';
import { doneNotice } from '../../views/notices.js';
import { cardTable } from '../../views/tables.js';

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
      ? actionForm(
          viewer,
          `/dashboard/providers/${p.provider}/remove`,
          submitButton('Remove the key', 'secondary'),
        )
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
      ${p.spend} spent · ${plural(p.calls, 'call')} ·
      ${plural(p.matches, 'match', 'matches')}
    </td>
    <td>${remove}</td>
  </tr>`;
}

function setForm(viewer: Viewer, form: ProviderForm): Html {
  return html`<h2>Set a provider’s key</h2>
    ${postForm(
      viewer,
      '/dashboard/providers',
      html`<div class="field">
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
      ${hintedField({
        name: 'key',
        label: 'API key',
        attrs: html`type="password" autocomplete="new-password"`,
        hint: html`Stored sealed and never shown again. A new key makes a refused or paused
          provider valid again.`,
        error: form.error,
      })}
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
    `,
      html` class="panel" autocomplete="off"`,
    )}`;
}

/** Setting keys needs the key that seals them: without it, the page says so. */
const NEEDS_SECRETS_KEY = html`<p class="notice warn">
  Setting keys needs <code>WEBHOOK_SECRETS_KEY</code>: provider keys are stored sealed with it, as
  webhook secrets are.
</p>`;

export function providersPage(
  viewer: Viewer,
  providers: ProviderView[],
  state: {
    /** whether keys can be set here (they are stored sealed) */
    canSeal: boolean;
    form?: ProviderForm;
    saved?: boolean;
    removed?: boolean;
  },
): Html {
  const table = cardTable({
    caption: 'Providers, in the order they are asked',
    columns: [
      { label: 'Order' },
      { label: 'Provider' },
      { label: 'Key' },
      { label: 'Status' },
      { label: 'Mode' },
      { label: 'Minimum confidence', num: true },
      { label: 'Monthly budget', num: true },
      { label: 'This month', num: true },
      { label: html`<span class="visually-hidden">Actions</span>` },
    ],
    rows: providers.map((p) => row(viewer, p)),
  });
  return layout(viewer, {
    title: 'Data providers',
    active: 'providers',
    body: html`<h1>Data providers</h1>
      <p class="lead">
        After keyless research, your providers are asked in this order, within their budgets. Only
        the address, and the name when given, is sent to them.
      </p>
      ${state.saved && doneNotice('Key saved.')}
      ${state.removed && doneNotice('Key removed.')}
      ${providers.length ? table : html`<p>No provider is set: signups are researched without keys, and nothing is sent to any provider.</p>`}
      ${managing(viewer, {
        viewers: 'Viewers see the providers; an admin sets their keys.',
        off: state.canSeal ? null : NEEDS_SECRETS_KEY,
        form: () =>
          setForm(viewer, state.form ?? { provider: PROVIDER_IDS[0]! }),
      })}`,
  });
}
