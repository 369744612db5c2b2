import type { DestinationView } from '../../../destinations/destination-view.js';
import { badge } from '../../views/format.js';
import { html, type Html } from '../../views/html.js';

const STATUS: Record<DestinationView['status'], [string, string]> = {
  active: ['active', 'active'],
  paused: ['paused', 'disabled'],
  invalid: ['invalid credentials', 'failed'],
  needs_setup: ['needs setup', 'failed'],
};

/** A destination's status as people read it: the badge, and the vendor's words when it stopped. */
export function statusBadge(d: DestinationView): Html {
  const [text, kind] = STATUS[d.status];
  return html`${badge(text, kind)}
    ${d.throttledUntil ? html` <span class="muted">waiting until ${d.throttledUntil} (the vendor’s limit)</span>` : ''}
    ${d.statusDetail && d.status !== 'active' ? html` <span class="muted">${d.statusDetail}</span>` : ''}`;
}
