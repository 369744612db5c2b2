import {
  ICP_FIXED_FIELDS,
  ICP_OPS,
  type IcpProfileIssue,
} from '../../../../../libs/icp/index.js';
import { count, dash, plural } from '../../views/format.js';
import { html, type Html } from '../../views/html.js';
import {
  csrfField,
  isAdmin,
  layout,
  type Viewer,
} from '../../views/layout.view.js';
import { RULE_FIELDS, type ProfileDraft, type RuleDraft } from './icp-draft.js';

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
const HINTS: Partial<Record<(typeof RULE_FIELDS)[number], string>> = {
  field:
    'A fact (industry, employeeCount, title…), emailDomain, isFreeEmail, name, source, or metadata.<path>.',
  value:
    'Text, a number, true/false; a list as a, b, c (or JSON). Quote text that looks like a number: "42".',
};

function ruleFieldset(rule: RuleDraft, index: number, issues: string[]): Html {
  const errorsId = `rule-${index}-errors`;
  const input = (key: (typeof RULE_FIELDS)[number]) => {
    const id = `rule-${index}-${key}`;
    const name = `rule.${index}.${key}`;
    const describedBy = [
      HINTS[key] ? `${id}-hint` : '',
      issues.length ? errorsId : '',
    ]
      .filter(Boolean)
      .join(' ');
    const aria = html`${describedBy ? html` aria-describedby="${describedBy}"` : ''}${issues.length ? html` aria-invalid="true"` : ''}`;
    const control =
      key === 'op'
        ? html`<select id="${id}" name="${name}" ${aria}>
            ${ICP_OPS.map(
              (op) =>
                html`<option
                  value="${op}"
                  ${op === rule.op ? html` selected` : ''}
                >
                  ${op}
                </option>`,
            )}
          </select>`
        : key === 'field'
          ? html`<input
              type="text"
              id="${id}"
              name="${name}"
              value="${rule.field}"
              list="icp-fields"
              autocomplete="off"
              ${aria}
            />`
          : html`<input
              type="text"
              id="${id}"
              name="${name}"
              value="${rule[key]}"
              ${key === 'weight' ? html` inputmode="decimal"` : ''}${aria}
            />`;
    return html`<div>
      <label for="${id}">${LABELS[key]}</label
      >${control}${HINTS[key] ? html`<p class="hint" id="${id}-hint">${HINTS[key]}</p>` : ''}
    </div>`;
  };
  return html`<fieldset class="rule${issues.length ? ' invalid' : ''}">
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
    <div class="checks">
      <label><input type="checkbox" name="rule.${index}.remove" value="1"> Remove rule ${index + 1} (when you preview, add or save)</label>
    </div>
  </fieldset>`;
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
    <datalist id="icp-fields">
      ${ICP_FIXED_FIELDS.map((f) => html`<option value="${f}"></option>`)}
    </datalist>
    ${state.draft.rules.map((rule, i) => ruleFieldset(rule, i, byRule(i)))}
    <div class="button-row">
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
      ${isAdmin(viewer) ? editor : state.draft.rules.length ? readOnlyRules(state.draft) : html`<p class="muted">An admin can set one here.</p>`}`,
  });
}
