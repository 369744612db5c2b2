import { WEBHOOK_EVENT_TYPES } from '../../../webhooks/webhook-event-types.js';
import { hintedField, postForm } from '../../views/forms.js';
import { html, type Html } from '../../views/html.js';
import type { Viewer } from '../../views/layout.view.js';

/** What the form was sent with, and why it was refused, to show it again. */
export interface AddForm {
  url: string;
  events: string[];
  error?: string;
}

export function addForm(viewer: Viewer, form: AddForm): Html {
  const events = WEBHOOK_EVENT_TYPES.map(
    (event) =>
      html`<label
        ><input type="checkbox" name="events" value="${event}"${form.events.includes(event) ? html` checked` : ''} />
        ${event}</label
      >`,
  );
  return html`<h2>Add an endpoint</h2>
    ${postForm(
      viewer,
      '/dashboard/webhooks',
      html`${hintedField({
        name: 'url',
        label: 'Receiver URL',
        attrs: html`type="url" value="${form.url}" placeholder="https://example.com/webhooks/enrichment"`,
        hint: html`Each event is POSTed there, signed (Standard Webhooks). Private and loopback
          addresses are refused.`,
        error: form.error,
      })}
      <fieldset>
        <legend>Events</legend>
        <div class="checks">${events}</div>
        <p class="hint">All of them when none is ticked, including events added later.</p>
      </fieldset>
      <button type="submit">Add the endpoint</button>
    `,
      html` class="panel"`,
    )}`;
}
