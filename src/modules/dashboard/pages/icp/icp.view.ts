import type { IcpProfileIssue } from '../../../../../libs/icp/index.js';
import { count, dash, plural } from '../../views/format.js';
import { postForm } from '../../views/forms.js';
import { html, type Html } from '../../views/html.js';
import { isAdmin, layout, type Viewer } from '../../views/layout.view.js';
import { doneNotice, nothingNote } from '../../views/notices.js';
import { cardTable } from '../../views/tables.js';
import { RULE_FIELDS, type ProfileDraft } from './icp-draft.js';
import type { FieldChoice } from './icp-field-catalog.js';
import { previewSection, type PreviewLine } from './icp-preview.view.js';
import { LABELS, ruleFieldset } from './icp-rule-fieldset.view.js';

export type { PreviewLine } from './icp-preview.view.js';

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

function readOnlyRules(draft: ProfileDraft): Html {
  return cardTable({
    caption: `${draft.name || 'The profile'}: ${plural(draft.rules.length, 'rule')}`,
    columns: RULE_FIELDS.map((k) => ({ label: LABELS[k] })),
    rows: draft.rules.map(
      (rule) =>
        html`<tr>
          ${RULE_FIELDS.map((k) => html`<td data-label="${LABELS[k]}">${rule[k] || dash}</td>`)}
        </tr>`,
    ),
  });
}

/** Where a band starts: a whole score, or empty for the default. */
const bandField = (
  id: string,
  name: 'hot' | 'warm',
  label: string,
  value: string,
) =>
  html`<div class="field">
    <label for="${id}">${label}</label>
    <input type="text" inputmode="numeric" id="${id}" name="${name}" value="${value}" aria-describedby="bands-hint" />
  </div>`;

function editor(
  viewer: Viewer,
  state: IcpPageState,
  byRule: (index: number) => string[],
): Html {
  return postForm(
    viewer,
    '/dashboard/icp',
    html`<div class="field">
      <label for="profile-name">Profile name (optional)</label>
      <input type="text" id="profile-name" name="name" value="${state.draft.name}" />
    </div>
    <fieldset class="bands">
      <legend>Score bands</legend>
      <p class="hint" id="bands-hint">
        Whole scores where each band starts; leave both empty for hot from 70
        and warm from 40. Lower scores are cold.
      </p>
      ${bandField('band-hot', 'hot', 'Hot from', state.draft.hot)}
      ${bandField('band-warm', 'warm', 'Warm from', state.draft.warm)}
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
    `,
    html` novalidate`,
  );
}

/** "Saved": how many signups are being rescored, when the save said so. */
function savedNotice(rescoring: number | null | undefined): Html {
  const who =
    rescoring == null
      ? 'Every enriched signup is'
      : `${plural(rescoring, 'enriched signup')} ${rescoring === 1 ? 'is' : 'are'}`;
  return doneNotice(
    `Saved. ${who} being rescored; each keeps its current score until the new one lands, within a minute.`,
  );
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
  return layout(viewer, {
    title: 'ICP profile',
    active: 'icp',
    body: html`<h1>ICP profile</h1>
      <p class="lead">
        Your ideal customer as weighted rules. A signup's score is the share of
        the weights whose rule it matches
        (0–100).${state.version === null ? ' No profile is set yet: signups are not scored.' : ` Version ${count(state.version)}.`}
      </p>
      ${state.saved && savedNotice(state.rescoring)}
      ${summary} ${state.preview ? previewSection(state.preview) : ''}
      ${isAdmin(viewer) ? html`<div class="icp-editor">${editor(viewer, state, byRule)}${helpPanel()}</div>` : state.draft.rules.length ? readOnlyRules(state.draft) : nothingNote('An admin can set one here.')}`,
  });
}
