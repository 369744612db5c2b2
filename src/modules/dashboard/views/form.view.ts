import { html, type Html } from './html.js';
import { csrfField, isAdmin, type Viewer } from './layout.view.js';
import { viewersNote } from './notice.view.js';

/** A submit button; `kind` is its look (secondary, or danger for what cannot be undone). */
export const submitButton = (
  label: string | Html,
  kind?: 'secondary' | 'danger',
) =>
  html`<button type="submit"${kind ? html` class="${kind}"` : ''}>${label}</button>`;

/**
 * A form of one button that changes one thing (enable, revoke, replay…), with the session's token.
 * `confirm` makes the script ask first; `inline` sets it in a row of buttons.
 */
export function actionForm(
  viewer: Viewer,
  action: string,
  button: Html,
  options: { inline?: boolean; confirm?: string } = {},
): Html {
  return html`<form method="post" action="${action}"${options.inline ? html` class="inline-form"` : ''}${options.confirm ? html` data-confirm="${options.confirm}"` : ''}>
    ${csrfField(viewer)}${button}
  </form>`;
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
