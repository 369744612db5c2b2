import { html, type Html } from './html.js';

/** "Done": what a form just did, read out by screen readers (a status region). */
export const doneNotice = (text: string) =>
  html`<p class="notice ok" role="status">${text}</p>`;

/** What a viewer reads where an admin has a form. */
export const viewersNote = (text: string) =>
  html`<p class="notice info">${text}</p>`;

/** Quiet text where a list or a section has nothing to show. */
export const nothingNote = (text: string) => html`<p class="muted">${text}</p>`;

/** A secret shown once, with a copy button (the script reveals it) and a status line for it. */
function oneTimeSecret(id: string, label: string, secret: string): Html {
  return html`<div class="secret">
    <span class="visually-hidden">${label}: </span
    ><code id="${id}">${secret}</code>
    <button type="button" class="secondary" data-copy="${id}" hidden>
      Copy
    </button>
    <span id="${id}-status" role="status" aria-live="polite"></span>
  </div>`;
}

/**
 * A secret made just now (an API key, a signing secret): said, shown this once with its copy
 * button, and whatever follows (a link on). It is stored nowhere in clear, so never shown again.
 */
export function secretNotice(
  said: Html,
  secret: { id: string; label: string; value: string },
  after: Html | string = '',
): Html {
  return html`<div class="notice ok" role="status">
    <p>${said}</p>
    ${oneTimeSecret(secret.id, secret.label, secret.value)} ${after}
  </div>`;
}
