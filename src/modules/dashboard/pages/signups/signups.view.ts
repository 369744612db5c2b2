import {
  SCORE_BANDS,
  scoreBand,
  type ScoreBandThresholds,
} from '../../../../../libs/icp/index.js';
import { ACTOR_STATUSES } from '../../../actors/actor-status.js';
import type {
  ActorPageResult,
  ActorPageRow,
} from '../../../actors/actor-page.service.js';

type ListTotal = Pick<ActorPageResult, 'total' | 'atLeast'>;
import { badge, count, dash, plural, when } from '../../views/format.js';
import { html, type Html } from '../../views/html.js';
import { layout, type Viewer } from '../../views/layout.view.js';
import { doneNotice } from '../../views/notices.js';
import { cardTable } from '../../views/tables.js';
import {
  filtersQuery,
  PAGE_SIZE,
  signupsUrl,
  SORTS,
  type SignupsFilters,
} from './signups-query.js';

const STILL_RESEARCHING = new Set(['pending', 'enriching']);

const BAND_LABELS = { hot: 'Hot', warm: 'Warm', cold: 'Cold' } as const;

/** A score's band as a labelled chip: the word carries the meaning, the colour only helps. */
export function bandChip(score: number, bands: ScoreBandThresholds): Html {
  const band = scoreBand(score, bands);
  return html`<span class="band ${band}">${BAND_LABELS[band]}</span>`;
}

export function scoreCell(
  row: Pick<ActorPageRow, 'score' | 'scoringStatus' | 'status'>,
  bands: ScoreBandThresholds,
): Html {
  if (row.score === null) return dash;
  const updating = row.status === 'enriched' && row.scoringStatus === 'pending';
  return html`${bandChip(row.score, bands)}
    <span class="score">${row.score}</span
    >${updating ? html` <span class="muted">(updating)</span>` : ''}`;
}

/** One line of the list; pending ones say so, for the script that refreshes them. */
export function signupRow(row: ActorPageRow, bands: ScoreBandThresholds): Html {
  const pending = STILL_RESEARCHING.has(row.status);
  return html`<tr data-id="${row.id}" ${pending ? html` data-pending` : ''}>
    <td data-label="Name" class="who">
      <a href="/dashboard/actors/${row.id}">${row.name ?? row.email}</a
      >${row.name ? html`<br /><span class="muted">${row.email}</span>` : ''}
    </td>
    <td data-label="Title" class="title${row.title ? '' : ' empty'}">
      ${row.title ?? dash}
    </td>
    <td data-label="Company" class="company${row.companyName ? '' : ' empty'}">
      ${row.companyName ?? dash}
    </td>
    <td data-label="Status" class="status">${badge(row.status)}</td>
    <td data-label="Score" class="num score-cell">${scoreCell(row, bands)}</td>
    <td data-label="Signed up" class="signed-up">${when(row.createdAt)}</td>
  </tr>`;
}

/** An option of one of the filter's lists, chosen when it is the filter's value. */
const option = (value: string, text: string, chosen: boolean) =>
  html`<option value="${value}"${chosen ? html` selected` : ''}>${text}</option>`;

const selectField = (id: string, label: string, options: Html[]) =>
  html`<div>
    <label for="${id}">${label}</label><select id="${id}" name="${id}">${options}</select>
  </div>`;

const scoreField = (id: 'min' | 'max', label: string, value: string) =>
  html`<div>
    <label for="${id}">${label}</label><input type="number" id="${id}" name="${id}" min="0" max="100" inputmode="numeric" value="${value}" />
  </div>`;

function filterForm(filters: SignupsFilters, bands: ScoreBandThresholds): Html {
  const bandRanges = {
    hot: `${bands.hot}–100`,
    warm: `${bands.warm}–${bands.hot - 1}`,
    cold: `0–${bands.warm - 1}`,
  };
  const bandOptions = [
    option('', 'Any band', false),
    ...SCORE_BANDS.map((b) =>
      option(b, `${BAND_LABELS[b]} (${bandRanges[b]})`, b === filters.band),
    ),
  ];
  const statusOptions = ['', ...ACTOR_STATUSES].map((s) =>
    option(s, s || 'Any status', s === filters.status),
  );
  const sortOptions = Object.entries(SORTS).map(([key, { label }]) =>
    option(key, label, key === filters.sort),
  );
  const active = [
    filters.q,
    filters.status,
    filters.band,
    filters.min,
    filters.max,
  ].filter(Boolean).length;
  // Folded away until asked for, so that a phone's first screen shows signups, not the form;
  // dashboard.js unfolds it on a wide screen, where there is room for both.
  return html`<details class="filters-panel" data-open-wide>
    <summary>Search and filters${active ? html` <span class="badge">${active} on</span>` : ''}</summary>
    <form class="filters" method="get" action="/dashboard/signups" role="search" aria-label="Find signups">
    <div class="search">
      <label for="q">Search email, name or company</label>
      <input type="search" id="q" name="q" value="${filters.q}" maxlength="100" />
    </div>
    ${selectField('status', 'Status', statusOptions)}
    ${selectField('band', 'Band', bandOptions)}
    ${scoreField('min', 'Score from', filters.min)}
    ${scoreField('max', 'Score to', filters.max)}
    ${selectField('sort', 'Sort', sortOptions)}
    <div class="actions">
      <button type="submit">Apply</button><a href="/dashboard/signups">Reset</a>
    </div>
  </form>
  </details>`;
}

/** "1,000+ signups" past the count's cap: the list never counts further than it shows. */
function signupsCount(list: ListTotal): string {
  return list.atLeast
    ? `${count(list.total)}+ signups`
    : plural(list.total, 'signup');
}

function pagination(
  filters: SignupsFilters,
  list: ListTotal & { hasNextPage: boolean },
): Html {
  const page = filters.page;
  const of = list.atLeast
    ? ''
    : ` of ${count(Math.max(1, Math.ceil(list.total / PAGE_SIZE)))}`;
  return html`<nav class="pagination" aria-label="Pages">
    ${page > 1 ? html`<a rel="prev" href="${signupsUrl(filters, page - 1)}">Previous page</a>` : ''}
    <span>Page ${count(page)}${of}</span>
    ${list.hasNextPage ? html`<a rel="next" href="${signupsUrl(filters, page + 1)}">Next page</a>` : ''}
  </nav>`;
}

export function signupsPage(
  viewer: Viewer,
  filters: SignupsFilters,
  list: Pick<ActorPageResult, 'rows' | 'total' | 'atLeast' | 'hasNextPage'>,
  bands: ScoreBandThresholds,
  erased = false,
): Html {
  const filtered =
    filters.q || filters.status || filters.band || filters.min || filters.max;
  const { rows } = list;
  const table = rows.length
    ? html`${cardTable({
        caption: html`${signupsCount(list)}${filtered ? ' match' : ''},
            ${SORTS[filters.sort].label.toLowerCase()}`,
        columns: [
          { label: 'Name' },
          { label: 'Title' },
          { label: 'Company' },
          { label: 'Status' },
          { label: 'Score', num: true },
          { label: 'Signed up' },
        ],
        rows: rows.map((row) => signupRow(row, bands)),
        className: 'signups',
        attrs: html` data-live-rows="/dashboard/signups/live"`,
      })}
        <p class="export">
          <a href="/dashboard/signups/export.csv${filtersQuery(filters)}" download
            >Download these ${signupsCount(list)} as CSV</a
          >
        </p>
        ${pagination(filters, list)}`
    : html`<p class="notice info">
        ${filtered ? 'No signup matches these filters.' : 'No signups yet: they appear here as your backend creates actors through the API.'}
      </p>`;
  return layout(viewer, {
    title: 'Signups',
    active: 'signups',
    body: html`<h1>Signups</h1>
      ${erased && doneNotice('Erased: the signup and everything found about them are gone.')}
      ${filterForm(filters, bands)}
      <p
        id="live-status"
        class="visually-hidden"
        role="status"
        aria-live="polite"
      ></p>
      ${table}`,
  });
}
