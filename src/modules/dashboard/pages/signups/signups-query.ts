import {
  ACTOR_STATUSES,
  type ActorStatus,
} from '../../../actors/actor-status.js';
import type { ActorPageQuery } from '../../../actors/actor-page.service.js';
import {
  bandRange,
  SCORE_BANDS,
  type ScoreBand,
  type ScoreBandThresholds,
} from '../../../../../libs/icp/index.js';

export const PAGE_SIZE = 25;
/** The list counts its matches up to here and reads "1,000+" past it: a count never costs more than the page. */
export const LIST_COUNT_CAP = 1000;
const MAX_SEARCH = 100;

export const SORTS = {
  newest: { sort: 'date', direction: 'desc', label: 'Newest first' },
  oldest: { sort: 'date', direction: 'asc', label: 'Oldest first' },
  'score-high': { sort: 'score', direction: 'desc', label: 'Highest score' },
  'score-low': { sort: 'score', direction: 'asc', label: 'Lowest score' },
} as const;
export type SortKey = keyof typeof SORTS;

/** The list's filters as the form shows them: what came in the URL, cleaned. */
export interface SignupsFilters {
  q: string;
  status: ActorStatus | '';
  min: string;
  max: string;
  /** a score band of the profile's thresholds; narrows min/max further */
  band: ScoreBand | '';
  sort: SortKey;
  page: number;
}

function scoreBound(value: unknown): string {
  return typeof value === 'string' && /^(100|\d{1,2})$/.test(value.trim())
    ? value.trim()
    : '';
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** A typed score bound and a band's, together: the stricter of the two. */
function bound(
  given: string,
  fromBand: number | undefined,
  pick: typeof Math.max,
): number | undefined {
  if (given === '') return fromBand;
  return fromBand === undefined ? Number(given) : pick(Number(given), fromBand);
}

/** Reads the list's URL query leniently: anything malformed is simply not applied. */
export function parseSignupsQuery(
  raw: Record<string, unknown>,
  bands: ScoreBandThresholds,
): {
  filters: SignupsFilters;
  query: ActorPageQuery;
} {
  const status = (ACTOR_STATUSES as readonly string[]).includes(
    text(raw.status),
  )
    ? (raw.status as ActorStatus)
    : '';
  const sort: SortKey = Object.hasOwn(SORTS, text(raw.sort))
    ? (raw.sort as SortKey)
    : 'newest';
  const page = /^\d{1,6}$/.test(text(raw.page))
    ? Math.max(1, Number(raw.page))
    : 1;
  const filters: SignupsFilters = {
    q: text(raw.q).trim().slice(0, MAX_SEARCH),
    status,
    min: scoreBound(raw.min),
    max: scoreBound(raw.max),
    band: (SCORE_BANDS as readonly string[]).includes(text(raw.band))
      ? (raw.band as ScoreBand)
      : '',
    sort,
    page,
  };
  const range = filters.band ? bandRange(filters.band, bands) : null;
  return {
    filters,
    query: {
      search: filters.q || undefined,
      status: filters.status || undefined,
      // A band and a range together: the scores in both.
      minScore: bound(filters.min, range?.min, Math.max),
      maxScore: bound(filters.max, range?.max, Math.min),
      sort: SORTS[sort].sort,
      direction: SORTS[sort].direction,
      page,
      pageSize: PAGE_SIZE,
      countCap: LIST_COUNT_CAP,
    },
  };
}

/**
 * The filters as a URL query (defaults left out, "" when none): the list's address is its saved
 * filter, to bookmark or share, and the export takes the same one.
 */
export function filtersQuery(filters: SignupsFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.band) params.set('band', filters.band);
  if (filters.min) params.set('min', filters.min);
  if (filters.max) params.set('max', filters.max);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The list's URL with these filters, on another page. */
export function signupsUrl(filters: SignupsFilters, page: number): string {
  return `/dashboard/signups${filtersQuery(filters, page)}`;
}
