import { ICP_OPS } from '../../../../../libs/icp/index.js';
import { COMPANY_FACT_KEYS } from '../../../../../libs/research/fact-keys.js';
import type { FactKey } from '../../../../../libs/research/types.js';
import { html, type Html } from '../../views/html.js';
import { RULE_FIELDS, type RuleDraft } from './icp-draft.js';
import {
  OP_WORDS,
  OPS_BY_TYPE,
  type FieldChoice,
  type FieldType,
} from './icp-field-catalog.js';

/** The label of each part of a rule, in the editor and in the read-only table. */
export const LABELS: Record<(typeof RULE_FIELDS)[number], string> = {
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

/** One rule of the editor, with its problems next to it (tied to its fields for screen readers). */
export function ruleFieldset(
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
