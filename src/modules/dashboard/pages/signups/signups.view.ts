import { ACTOR_STATUSES } from '../../../actors/actor-status.js';
import type { ActorListRow } from '../../../actors/actor-list.service.js';
import { badge, count, dash, plural, when } from '../../views/format.js';
import { html, type Html } from '../../views/html.js';
import { layout, type Viewer } from '../../views/layout.view.js';
import {
  PAGE_SIZE,
  signupsUrl,
  SORTS,
  type SignupsFilters,
} from './signups-query.js';

const STILL_RESEARCHING = new Set(['pending', 'enriching']);

export function scoreCell(
  row: Pick<ActorListRow, 'score' | 'scoringStatus' | 'status'>,
): Html {
  if (row.score === null) return dash;
  const updating = row.status === 'enriched' && row.scoringStatus === 'pending';
  return html`<span class="score">${row.score}</span
    >${updating ? html` <span class="muted">(updating)</span>` : ''}`;
}

/** One line of the list; pending ones say so, for the script that refreshes them. */
export function signupRow(row: ActorListRow): Html {
  const pending = STILL_RESEARCHING.has(row.status);
  return html`<tr data-id="${row.id}" ${pending ? html` data-pending` : ''}>
    <td data-label="Signed up">${when(row.createdAt)}</td>
    <td data-label="Name">
      <a href="/dashboard/actors/${row.id}">${row.name ?? row.email}</a
      >${row.name ? html`<br /><span class="muted">${row.email}</span>` : ''}
    </td>
    <td data-label="Title">${row.title ?? dash}</td>
    <td data-label="Company">${row.companyName ?? dash}</td>
    <td data-label="Status">${badge(row.status)}</td>
    <td data-label="Score" class="num">${scoreCell(row)}</td>
  </tr>`;
}

function filterForm(filters: SignupsFilters): Html {
  const statusOptions = ['', ...ACTOR_STATUSES].map(
    (s) =>
      html`<option value="${s}" ${s === filters.status ? html` selected` : ''}>
        ${s || 'Any status'}
      </option>`,
  );
  const sortOptions = Object.entries(SORTS).map(
    ([key, { label }]) =>
      html`<option
        value="${key}"
        ${key === filters.sort ? html` selected` : ''}
      >
        ${label}
      </option>`,
  );
  return html`<form
    class="filters"
    method="get"
    action="/dashboard/signups"
    role="search"
    aria-label="Find signups"
  >
    <div class="search">
      <label for="q">Search email, name or company</label>
      <input
        type="search"
        id="q"
        name="q"
        value="${filters.q}"
        maxlength="100"
      />
    </div>
    <div>
      <label for="status">Status</label
      ><select id="status" name="status">
        ${statusOptions}
      </select>
    </div>
    <div>
      <label for="min">Score from</label
      ><input
        type="number"
        id="min"
        name="min"
        min="0"
        max="100"
        inputmode="numeric"
        value="${filters.min}"
      />
    </div>
    <div>
      <label for="max">Score to</label
      ><input
        type="number"
        id="max"
        name="max"
        min="0"
        max="100"
        inputmode="numeric"
        value="${filters.max}"
      />
    </div>
    <div>
      <label for="sort">Sort</label
      ><select id="sort" name="sort">
        ${sortOptions}
      </select>
    </div>
    <div class="actions">
      <button type="submit">Apply</button><a href="/dashboard/signups">Reset</a>
    </div>
  </form>`;
}

function pagination(filters: SignupsFilters, total: number): Html {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  return html`<nav class="pagination" aria-label="Pages">
    ${page > 1 ? html`<a rel="prev" href="${signupsUrl(filters, page - 1)}">Previous page</a>` : ''}
    <span>Page ${count(page)} of ${count(pages)}</span>
    ${page < pages ? html`<a rel="next" href="${signupsUrl(filters, page + 1)}">Next page</a>` : ''}
  </nav>`;
}

export function signupsPage(
  viewer: Viewer,
  filters: SignupsFilters,
  rows: ActorListRow[],
  total: number,
): Html {
  const filtered = filters.q || filters.status || filters.min || filters.max;
  const table = rows.length
    ? html`<div class="table-wrap">
          <table class="cards" data-live-rows="/dashboard/signups/live">
            <caption>
              ${plural(total, 'signup')}${filtered ? ' match' : ''},
              ${SORTS[filters.sort].label.toLowerCase()}
            </caption>
            <thead>
              <tr>
                <th scope="col">Signed up</th>
                <th scope="col">Name</th>
                <th scope="col">Title</th>
                <th scope="col">Company</th>
                <th scope="col">Status</th>
                <th scope="col" class="num">Score</th>
              </tr>
            </thead>
            <tbody>
              ${rows.map(signupRow)}
            </tbody>
          </table>
        </div>
        ${pagination(filters, total)}`
    : html`<p class="notice info">
        ${filtered ? 'No signup matches these filters.' : 'No signups yet: they appear here as your backend creates actors through the API.'}
      </p>`;
  return layout(viewer, {
    title: 'Signups',
    active: 'signups',
    body: html`<h1>Signups</h1>
      ${filterForm(filters)}
      <p
        id="live-status"
        class="visually-hidden"
        role="status"
        aria-live="polite"
      ></p>
      ${table}`,
  });
}
