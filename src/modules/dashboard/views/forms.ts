import { html, type Html } from './html.js';
import { csrfField, isAdmin, type Viewer } from './layout.view.js';
import { viewersNote } from './notices.js';

/** A submit button; `kind` is its look (secondary, or danger for what cannot be undone). */
export const submitButton = (
  label: string | Html,
  kind?: 'secondary' | 'danger',
) =>
  html`<button type="submit"${kind ? html` class="${kind}"` : ''}>${label}</button>`;

/** A form that posts to `action` with the session's token; `attrs` are the form's own. */
export function postForm(
  viewer: Viewer,
  action: string,
  content: Html,
  attrs: Html | string = '',
): Html {
  return html`<form method="post" action="${action}"${attrs}>
    ${csrfField(viewer)}${content}
  </form>`;
}

/**
 * A form of one button that changes one thing (enable, revoke, replay…).
 * `confirm` makes the script ask first; `inline` sets it in a row of buttons.
 */
export function actionForm(
  viewer: Viewer,
  action: string,
  button: Html,
  options: { inline?: boolean; confirm?: string } = {},
): Html {
  const attrs = html`${options.inline ? html` class="inline-form"` : ''}${options.confirm ? html` data-confirm="${options.confirm}"` : ''}`;
  return postForm(viewer, action, button, attrs);
}

/** A field's error under it, read out at once (role alert) and named by the field's aria-describedby. */
export const fieldError = (error: string | undefined, id?: string) =>
  error
    ? html`<p class="field-error"${id ? html` id="${id}"` : ''} role="alert">${error}</p>`
    : '';

/** ` aria-invalid="true"` on a field the form was refused for. */
export const invalidIf = (invalid: unknown) =>
  invalid ? html` aria-invalid="true"` : '';

/**
 * What a page offers for managing its things: the form to an admin, or why it is off here
 * (`off`, e.g. a missing key), and to a viewer a note that only admins change them.
 */
export function managing(
  viewer: Viewer,
  parts: { viewers: string; off?: Html | null; form: () => Html },
): Html {
  if (!isAdmin(viewer)) return viewersNote(parts.viewers);
  return parts.off ?? parts.form();
}

/**
 * A required field with a hint under it and, when the form was refused for it, the error: the
 * input is tied to both (aria-describedby) and marked invalid while there is an error. Its id is
 * its name; `attrs` are the input's own (type, value, autocomplete…).
 */
export function hintedField(field: {
  name: string;
  label: string;
  attrs: Html;
  hint: Html;
  error?: string;
}): Html {
  const { name, error } = field;
  return html`<div class="field">
    <label for="${name}">${field.label}</label>
    <input id="${name}" name="${name}" required ${field.attrs} aria-describedby="${name}-hint${error ? ` ${name}-error` : ''}"${invalidIf(error)} />
    <p class="hint" id="${name}-hint">${field.hint}</p>
    ${fieldError(error, `${name}-error`)}
  </div>`;
}
