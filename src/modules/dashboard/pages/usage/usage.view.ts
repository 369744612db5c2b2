import {
  ACTOR_STATUSES,
  type ActorStatus,
} from '../../../actors/actor-status.js';
import { FACT_LABELS } from '../../../../../libs/icp/index.js';
import { agreeing, count, plural } from '../../views/format.js';
import { html, type Html } from '../../views/html.js';
import { layout, type Viewer } from '../../views/layout.view.js';
import { nothingNote } from '../../views/notices.js';
import { cardTable } from '../../views/tables.js';
import type { FillRate } from './fill-rates.js';
import { enrichmentsChart, type DayCount } from './usage-chart.view.js';

export interface UsageFacts {
  /** "2026-11" */
  month: string;
  used: number;
  quota: number | null;
  byStatus: Partial<Record<ActorStatus, number>>;
  /** enrichments per UTC day, the last 30 days */
  days: DayCount[];
  /** each fact's share of the latest enriched signups, and how many those were */
  fillRates: FillRate[];
  sampled: number;
  /** signups admitted this month that are still here (the rest were erased) */
  admittedStillHere: number;
}

/**
 * What an erasure does to the count, as the count is kept: an organization with a quota counts
 * admissions as they happen (an erasure gives none back); one without counts the signups admitted
 * this month that are still here, so an erased signup no longer counts.
 */
function erasedNote(usage: UsageFacts): Html {
  if (usage.quota === null)
    return html`<p class="muted">
      The count is of the signups admitted this month that are still here: an
      erased signup is no longer counted.
    </p>`;
  const erased = usage.used - usage.admittedStillHere;
  return html`<p class="muted">
    The count is of enrichments admitted this month, and erasing a signup does
    not give its enrichment back: erased signups still
    count.${erased > 0 ? ` About ${plural(erased, 'signup')} counted this month ${agreeing(erased, 'was', 'were')} erased since.` : ''}
  </p>`;
}

function fillRow(r: FillRate): Html {
  return html`<tr>
    <th scope="row">${FACT_LABELS[r.fact]}</th>
    <td data-label="Found for" class="num">${r.percent} % (${count(r.have)})</td>
    <td data-label="Bar">
      <meter min="0" max="100" value="${r.percent}" aria-label="${FACT_LABELS[r.fact]}: ${r.percent} %"></meter>
    </td>
  </tr>`;
}

function fillRateSection(usage: UsageFacts): Html {
  const table = cardTable({
    caption: `Share of the latest ${plural(usage.sampled, 'enriched signup')} that ${agreeing(usage.sampled, 'has', 'have')} each fact`,
    columns: [
      { label: 'Fact' },
      { label: 'Found for', num: true },
      { label: html`<span class="visually-hidden">Bar</span>` },
    ],
    rows: usage.fillRates.map(fillRow),
  });
  return html`<section aria-labelledby="fill-h">
    <h2 id="fill-h">How often each fact is found</h2>
    ${usage.fillRates.length ? table : nothingNote('No enriched signups yet.')}
  </section>`;
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
          <strong>${count(used)}</strong> ${agreeing(used, 'enrichment', 'enrichments')}
          this month. The organization has no monthly quota.
        </p>
        ${erasedNote(usage)}`
      : html`<p>
            <strong>${count(used)}</strong> of
            <strong>${count(quota)}</strong> ${agreeing(quota, 'enrichment', 'enrichments')} used this month
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
          ${erasedNote(usage)}
          ${used >= quota ? html`<p class="notice warn">The quota is used up: new signups are stored as <strong>rejected</strong> and not researched until next month (or until an operator raises the quota).</p>` : html`<p class="muted">${count(quota - used)} left; the count starts again on the first of next month (UTC).</p>`}`;
  return layout(viewer, {
    title: 'Usage',
    active: 'usage',
    body: html`<h1>Usage</h1>
      <section aria-labelledby="month-h" class="panel">
        <h2 id="month-h">${monthName(usage.month)}</h2>
        ${quotaText}
      </section>
      <section aria-labelledby="days-h">
        <h2 id="days-h">Enrichments per day</h2>
        ${enrichmentsChart(usage.days)}
      </section>
      ${fillRateSection(usage)}
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
