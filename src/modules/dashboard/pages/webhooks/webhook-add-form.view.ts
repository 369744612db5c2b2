import { WEBHOOK_EVENT_TYPES } from '../../../webhooks/webhook-event-types.js';
import { fieldError, invalidIf } from '../../views/form.view.js';
import { html, type Html } from '../../views/html.js';
import { csrfField, type Viewer } from '../../views/layout.view.js';

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
    <form method="post" action="/dashboard/webhooks" class="panel">
      ${csrfField(viewer)}
      <div class="field">
        <label for="url">Receiver URL</label>
        <input
          type="url"
          id="url"
          name="url"
          required
          value="${form.url}"
          placeholder="https://example.com/webhooks/enrichment"
          aria-describedby="url-hint${form.error ? ' url-error' : ''}"${invalidIf(form.error)}
        />
        <p class="hint" id="url-hint">
          Each event is POSTed there, signed (Standard Webhooks). Private and loopback addresses
          are refused.
        </p>
        ${fieldError(form.error, 'url-error')}
      </div>
      <fieldset>
        <legend>Events</legend>
        <div class="checks">${events}</div>
        <p class="hint">All of them when none is ticked, including events added later.</p>
      </fieldset>
      <button type="submit">Add the endpoint</button>
    </form>`;
}
