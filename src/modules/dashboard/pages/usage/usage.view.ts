import {
  ACTOR_STATUSES,
  type ActorStatus,
} from '../../../actors/actor-status.js';
import { count } from '../../views/format.js';
import { html, type Html } from '../../views/html.js';
import { layout, type Viewer } from '../../views/layout.view.js';

export interface UsageFacts {
  /** "2026-11" */
  month: string;
  used: number;
  quota: number | null;
  byStatus: Partial<Record<ActorStatus, number>>;
}

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function usagePage(viewer: Viewer, usage: UsageFacts): Html {
  const { used, quota } = usage;
  const share = quota ? Math.min(100, Math.round((used / quota) * 100)) : null;
  const quotaText =
    quota === null
      ? html`<p>
          <strong>${count(used)}</strong> enrichments this month. The
          organization has no monthly quota.
        </p>`
      : html`<p>
            <strong>${count(used)}</strong> of
            <strong>${count(quota)}</strong> enrichments used this month
            (${share} %).
          </p>
          <p>
            <meter
              min="0"
              max="${quota}"
              value="${Math.min(used, quota)}"
              low="${Math.round(quota * 0.8)}"
              high="${Math.round(quota * 0.95)}"
              optimum="0"
              aria-label="Enrichments used of the quota"
            >
              ${share} %
            </meter>
          </p>
          ${used >= quota ? html`<p class="notice warn">The quota is used up: new signups are stored as <strong>rejected</strong> and not researched until next month (or until an operator raises the quota).</p>` : html`<p class="muted">${count(quota - used)} left; the count starts again on the first of next month (UTC).</p>`}`;
  return layout(viewer, {
    title: 'Usage',
    active: 'usage',
    body: html`<h1>Usage</h1>
      <section aria-labelledby="month-h" class="panel">
        <h2 id="month-h">${monthName(usage.month)}</h2>
        ${quotaText}
      </section>
      <h2>Signups by status</h2>
      <div class="table-wrap">
        <table class="cards">
          <caption>
            All time, this organization
          </caption>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col" class="num">Signups</th>
            </tr>
          </thead>
          <tbody>
            ${ACTOR_STATUSES.map(
              (s) =>
                html`<tr>
                  <td data-label="Status">${s}</td>
                  <td data-label="Signups" class="num">
                    ${count(usage.byStatus[s] ?? 0)}
                  </td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>`,
  });
}
