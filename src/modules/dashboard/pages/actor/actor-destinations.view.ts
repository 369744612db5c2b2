import {
  DESTINATION_REGISTRY,
  type DestinationKind,
} from '../../../../../libs/destinations/index.js';
import type { ActorAtDestination } from '../../../destinations/destination-deliveries.service.js';
import { badge, when } from '../../views/format.js';
import { html, type Html } from '../../views/html.js';

const OUTCOME_KIND: Record<string, string> = {
  synced: 'active',
  failed: 'failed',
  skipped: 'disabled',
  unknown: 'disabled',
};

/** Where this signup is in each destination: "Open in HubSpot", and how its last sync went. */
export function destinationsSection(
  destinations: readonly ActorAtDestination[],
): Html {
  if (!destinations.length) return html``;
  return html`<section aria-labelledby="destinations-h">
    <h2 id="destinations-h">In your tools</h2>
    <dl class="facts">
      ${destinations.map((d) => {
        const label =
          DESTINATION_REGISTRY[d.kind as DestinationKind]?.label ?? d.kind;
        const outcome = d.lastSync.outcome;
        return html`<dt>${label}</dt>
          <dd>
            ${d.url ? html`<a href="${d.url}" target="_blank" rel="noopener noreferrer">Open in ${label}</a> · ` : ''}
            ${outcome ? badge(outcome, OUTCOME_KIND[outcome] ?? 'disabled') : html`<span class="muted">not sent yet</span>`}
            ${d.lastSync.at ? html` ${when(d.lastSync.at)}` : ''}
            ${d.lastSync.pending ? html` <span class="muted">· a newer change is on its way</span>` : ''}
            ${d.lastSync.message ? html`<br /><span class="muted">${d.lastSync.message}</span>` : ''}
          </dd>`;
      })}
    </dl>
  </section>`;
}
