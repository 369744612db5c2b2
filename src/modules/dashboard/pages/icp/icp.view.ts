import {
  ICP_OPS,
  type IcpProfileIssue,
} from '../../../../../libs/icp/index.js';
import { COMPANY_FACT_KEYS } from '../../../../../libs/research/fact-keys.js';
import type { FactKey } from '../../../../../libs/research/types.js';
import { count, dash, plural } from '../../views/format.js';
import { html, type Html } from '../../views/html.js';
import {
  csrfField,
  isAdmin,
  layout,
  type Viewer,
} from '../../views/layout.view.js';
import { RULE_FIELDS, type ProfileDraft, type RuleDraft } from './icp-draft.js';
import {
  OP_WORDS,
  OPS_BY_TYPE,
  type FieldChoice,
  type FieldType,
} from './icp-field-catalog.js';

export interface PreviewLine {
  actorId: string;
  label: string;
  company: string | null;
  current: number | null;
  draft: number;
}

export interface IcpPageState {
  draft: ProfileDraft;
  /** the stored profile's version, null without one */
  version: number | null;
  issues?: IcpProfileIssue[];
  preview?: PreviewLine[];
  saved?: boolean;
  /** the fields a rule may name, with types and examples from the organization's signups */
  fields: FieldChoice[];
  /** how many signups the save queued for rescoring (null: not known) */
  rescoring?: number | null;
}

const LABELS: Record<(typeof RULE_FIELDS)[number], string> = {
  id: 'Rule id',
  dimension: 'Dimension',
  field: 'Field',
  op: 'Condition',
  value: 'Value',
  weight: 'Weight',
  description: 'Description (optional)',
};
const EMAIL_FIELDS = new Set([
  'emailDomain',
  'isFreeEmail',
  'isDisposable',
  'isRoleAccount',
]);

/** Which group of the picker a field belongs in. */
function groupOf(field: string): string {
  if (COMPANY_FACT_KEYS.has(field as FactKey)) return 'About the company';
  if (EMAIL_FIELDS.has(field)) return 'From the email address';
  if (field === 'name' || field === 'source' || field.startsWith('metadata.'))
    return 'From the signup';
  return 'About the person';
}
const GROUPS = [
  'About the person',
  'About the company',
  'From the email address',
  'From the signup',
];

function fieldPicker(
  id: string,
  name: string,
  current: string,
  fields: FieldChoice[],
  aria: Html,
): Html {
  return html`<select id="${id}" name="${name}" data-field-picker ${aria}>
    <option value="" ${current === '' ? html` selected` : ''}>
      Choose a field…
    </option>
    ${GROUPS.map(
      (group) =>
        html`<optgroup label="${group}">
          ${fields
            .filter((f) => groupOf(f.field) === group)
            .map(
              (f) =>
                html`<option
                  value="${f.field}"
                  data-type="${f.type}"
                  ${f.field === current ? html` selected` : ''}
                >
                  ${f.label} — ${f.type}${f.examples.length ? `, e.g. ${f.examples.join(' · ')}` : ''}
                </option>`,
            )}
        </optgroup>`,
    )}
  </select>`;
}

function opPicker(
  id: string,
  name: string,
  current: string,
  type: FieldType | null,
  aria: Html,
): Html {
  // Without scripts the operators of the rule's field are offered; the script follows changes.
  const offered = type ? OPS_BY_TYPE[type] : ICP_OPS;
  const ops = offered.includes(current as never)
    ? offered
    : [...offered, current].filter((op) => ICP_OPS.includes(op as never));
  return html`<select id="${id}" name="${name}" data-op-picker ${aria}>
    ${ICP_OPS.map(
      (op) =>
        html`<option
          value="${op}"
          data-types="${(Object.keys(OPS_BY_TYPE) as FieldType[]).filter((t) => OPS_BY_TYPE[t].includes(op)).join(' ')}"
          ${op === current ? html` selected` : ''}${ops.includes(op) ? '' : html` hidden disabled`}
        >
          ${OP_WORDS[op]} (${op})
        </option>`,
    )}
  </select>`;
}

function ruleFieldset(
  rule: RuleDraft,
  index: number,
  issues: string[],
  fields: FieldChoice[],
): Html {
  const errorsId = `rule-${index}-errors`;
  const type = fields.find((f) => f.field === rule.field)?.type ?? null;
  const input = (key: (typeof RULE_FIELDS)[number]) => {
    const id = `rule-${index}-${key}`;
    const name = `rule.${index}.${key}`;
    const describedBy = issues.length ? errorsId : '';
    const aria = html`${describedBy ? html` aria-describedby="${describedBy}"` : ''}${issues.length ? html` aria-invalid="true"` : ''}`;
    const control =
      key === 'op'
        ? opPicker(id, name, rule.op, type, aria)
        : key === 'field'
          ? fieldPicker(id, name, rule.field, fields, aria)
          : html`<input
              type="text"
              id="${id}"
              name="${name}"
              value="${rule[key]}"
              ${key === 'weight' ? html` inputmode="decimal"` : ''}${aria}
            />`;
    return html`<div class="rule-${key}">
      <label for="${id}">${LABELS[key]}</label>${control}
    </div>`;
  };
  return html`<fieldset class="rule${issues.length ? ' invalid' : ''}" id="rule-${index}">
    <legend>
      Rule ${index + 1}${rule.id ? html`: <code>${rule.id}</code>` : ''}
    </legend>
    ${
      issues.length
        ? html`<ul class="error-text" id="${errorsId}">
            ${issues.map((m) => html`<li>${m}</li>`)}
          </ul>`
        : ''
    }
    <div class="rule-fields">${RULE_FIELDS.map(input)}</div>
    <div class="rule-actions">
      <button type="submit" name="action" value="remove:${index}" class="secondary">
        Remove rule ${index + 1}
      </button>
    </div>
  </fieldset>`;
}

/** The one help panel: what each part of a rule means, instead of a hint under every rule. */
function helpPanel(): Html {
  return html`<aside class="panel help" aria-labelledby="icp-help-h">
    <h2 id="icp-help-h">How a rule reads</h2>
    <p>
      <strong>Field</strong> is a fact about the signup; the picker shows its
      type and values seen in your signups. <strong>Condition</strong> lists
      only what fits the type: text is compared ignoring case
      (<em>contains</em> finds a part of it), numbers with <em>at least</em>,
      <em>at most</em> or <em>between</em>, lists (tech stack) with
      <em>contains</em>.
    </p>
    <p>
      <strong>Value</strong>: text, a number, or true/false; a list as
      <code>a, b, c</code>; <em>between</em> as <code>50, 1000</code>. Quote
      text that looks like a number: <code>"42"</code>. Leave it empty for
      <em>is known</em> and <em>is unknown</em>.
    </p>
    <p>
      <strong>Weight</strong>: the rule's share of the score is its weight
      over all weights. <strong>Dimension</strong> groups rules in the
      breakdown. <strong>Description</strong> is what the signup's page shows
      for the rule.
    </p>
  </aside>`;
}

const average = (xs: number[]) =>
  xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : null;

function previewSection(lines: PreviewLine[]): Html {
  if (!lines.length)
    return html`<section aria-labelledby="preview-h" class="panel">
      <h2 id="preview-h">Preview</h2>
      <p>No enriched signups yet to try the draft on.</p>
    </section>`;
  const currentScores = lines.flatMap((l) =>
    l.current === null ? [] : [l.current],
  );
  const changed = lines.filter((l) => l.current !== l.draft).length;
  const sorted = [...lines].sort((a, b) => b.draft - a.draft);
  return html`<section aria-labelledby="preview-h" class="panel" id="preview">
    <h2 id="preview-h">
      Preview on the latest ${plural(lines.length, 'enriched signup')}
    </h2>
    <p>
      Average score under the draft:
      <strong>${average(lines.map((l) => l.draft))}</strong
      >${currentScores.length ? html` (now ${average(currentScores)})` : ''}.
      ${plural(changed, 'score')} would change. Nothing is saved until you save.
    </p>
    <div class="table-wrap">
      <table class="cards">
        <caption>
          Scores now and under the draft, highest draft score first
        </caption>
        <thead>
          <tr>
            <th scope="col">Signup</th>
            <th scope="col">Company</th>
            <th scope="col" class="num">Now</th>
            <th scope="col" class="num">Draft</th>
            <th scope="col" class="num">Change</th>
          </tr>
        </thead>
        <tbody>
          ${sorted.map((l) => {
            const delta = l.current === null ? null : l.draft - l.current;
            return html`<tr>
              <td data-label="Signup">
                <a href="/dashboard/actors/${l.actorId}">${l.label}</a>
              </td>
              <td data-label="Company">${l.company ?? dash}</td>
              <td data-label="Now" class="num">${l.current ?? dash}</td>
              <td data-label="Draft" class="num">
                <span class="score">${l.draft}</span>
              </td>
              <td data-label="Change" class="num">
                ${delta === null ? dash : delta === 0 ? '0' : html`<span class="${delta > 0 ? 'delta-up' : 'delta-down'}">${delta > 0 ? '+' : '−'}${Math.abs(delta)}</span>`}
              </td>
            </tr>`;
          })}
        </tbody>
      </table>
    </div>
  </section>`;
}

function readOnlyRules(draft: ProfileDraft): Html {
  return html`<div class="table-wrap">
    <table class="cards">
      <caption>
        ${draft.name || 'The profile'}: ${plural(draft.rules.length, 'rule')}
      </caption>
      <thead>
        <tr>
          ${RULE_FIELDS.map((k) => html`<th scope="col">${LABELS[k]}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${draft.rules.map(
          (rule) =>
            html`<tr>
              ${RULE_FIELDS.map((k) => html`<td data-label="${LABELS[k]}">${rule[k] || dash}</td>`)}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

export function icpPage(viewer: Viewer, state: IcpPageState): Html {
  const issues = state.issues ?? [];
  const profileIssues = issues
    .filter((i) => i.rule === null)
    .map((i) => i.message);
  const byRule = (index: number) =>
    issues.filter((i) => i.rule === index).map((i) => i.message);
  const summary = issues.length
    ? html`<div class="notice error" role="alert" id="icp-errors">
        <p>
          <strong>${plural(issues.length, 'problem')} to fix</strong>; nothing
          was
          saved.${issues.some((i) => i.rule !== null) ? ' Each is shown next to its rule.' : ''}
        </p>
        ${
          profileIssues.length
            ? html`<ul>
                ${profileIssues.map((m) => html`<li>${m}</li>`)}
              </ul>`
            : ''
        }
      </div>`
    : '';
  const editor = html`<form method="post" action="/dashboard/icp" novalidate>
    ${csrfField(viewer)}
    <div class="field">
      <label for="profile-name">Profile name (optional)</label>
      <input
        type="text"
        id="profile-name"
        name="name"
        value="${state.draft.name}"
      />
    </div>
    <fieldset class="bands">
      <legend>Score bands</legend>
      <p class="hint" id="bands-hint">
        Whole scores where each band starts; leave both empty for hot from 70
        and warm from 40. Lower scores are cold.
      </p>
      <div class="field">
        <label for="band-hot">Hot from</label>
        <input
          type="text"
          inputmode="numeric"
          id="band-hot"
          name="hot"
          value="${state.draft.hot}"
          aria-describedby="bands-hint"
        />
      </div>
      <div class="field">
        <label for="band-warm">Warm from</label>
        <input
          type="text"
          inputmode="numeric"
          id="band-warm"
          name="warm"
          value="${state.draft.warm}"
          aria-describedby="bands-hint"
        />
      </div>
    </fieldset>
    <!-- Enter in a field presses the form's first button: this one, the harmless preview (the
         remove buttons below come after it). -->
    <button type="submit" name="action" value="preview" class="visually-hidden" tabindex="-1" aria-hidden="true">Preview</button>
    ${state.draft.rules.map((rule, i) => ruleFieldset(rule, i, byRule(i), state.fields))}
    <div class="button-row sticky-actions">
      <!-- The first button is what Enter in a field presses: the harmless one, preview. -->
      <button type="submit" name="action" value="preview" class="secondary">Preview on recent signups</button>
      <button type="submit" name="action" value="save">Save the profile</button>
      <button type="submit" name="action" value="add" class="secondary">Add a rule</button>
    </div>
  </form>`;
  return layout(viewer, {
    title: 'ICP profile',
    active: 'icp',
    body: html`<h1>ICP profile</h1>
      <p class="lead">
        Your ideal customer as weighted rules. A signup's score is the share of
        the weights whose rule it matches
        (0–100).${state.version === null ? ' No profile is set yet: signups are not scored.' : ` Version ${count(state.version)}.`}
      </p>
      ${state.saved ? html`<p class="notice ok" role="status">Saved. ${state.rescoring == null ? 'Every enriched signup is' : `${plural(state.rescoring, 'enriched signup')} ${state.rescoring === 1 ? 'is' : 'are'}`} being rescored; each keeps its current score until the new one lands, within a minute.</p>` : ''}
      ${summary} ${state.preview ? previewSection(state.preview) : ''}
      ${isAdmin(viewer) ? html`<div class="icp-editor">${editor}${helpPanel()}</div>` : state.draft.rules.length ? readOnlyRules(state.draft) : html`<p class="muted">An admin can set one here.</p>`}`,
  });
}
