// Ingest metadata is caller-supplied context: arbitrary keys, arbitrary values, never
// instructions. Only a few well-known keys are read, only as primitives, and string values are
// reduced to a short run of plain characters before they appear in any sentence.
import { plural } from '../../words/index.js';
import type { Citation } from '../types.js';

export interface MetadataSignal {
  /** which well-known key it came from, e.g. `trial` */
  key: string;
  text: string;
  /** true when it suggests buying intent now (trial running, several seats, paid plan) */
  urgent: boolean;
}

type Reader = (value: unknown) => MetadataSignal | null;

const MAX_VALUE_LENGTH = 40;

/** Each well-known key (with the spellings callers use) and how to read it. */
const READERS: ReadonlyArray<{ keys: string[]; read: Reader }> = [
  {
    keys: ['plan', 'planName', 'plan_name'],
    read: (v) => {
      const plan = safeString(v);
      if (!plan) return null;
      return {
        key: 'plan',
        text: `Plan: ${plan}`,
        urgent: !/^(free|none)$/i.test(plan),
      };
    },
  },
  {
    keys: ['trial', 'isTrial', 'is_trial', 'onTrial'],
    read: (v) =>
      v === true || v === 'true'
        ? { key: 'trial', text: 'On a trial', urgent: true }
        : null,
  },
  {
    keys: ['trialEndsAt', 'trial_ends_at', 'trialEnd'],
    read: (v) => {
      const raw = safeString(v);
      const date =
        raw && /^\d{4}-\d{2}-\d{2}/.test(raw) ? raw.slice(0, 10) : null;
      return date
        ? { key: 'trialEndsAt', text: `Trial ends ${date}`, urgent: true }
        : null;
    },
  },
  {
    keys: ['seats', 'seatCount', 'seat_count', 'teamSize'],
    read: (v) =>
      typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 1_000_000
        ? {
            key: 'seats',
            text: plural(v, 'seat'),
            urgent: v >= 5,
          }
        : null,
  },
  {
    keys: ['utm_source', 'utmSource'],
    read: labelled('utm_source', 'Came via'),
  },
  {
    keys: ['utm_campaign', 'utmCampaign'],
    read: labelled('utm_campaign', 'Campaign:'),
  },
  {
    keys: ['signupPage', 'signup_page'],
    // A page is a path or URL: anything with spaces is prose, and prose is not read.
    read: (v) => {
      const page = safeString(v);
      return page && !page.includes(' ')
        ? { key: 'signupPage', text: `Signed up on ${page}`, urgent: false }
        : null;
    },
  },
];

export const METADATA_CITATION_TITLE = 'Ingest metadata';

export function metadataCitation(retrievedAt: string): Citation {
  return {
    url: null,
    tool: 'metadata',
    title: METADATA_CITATION_TITLE,
    retrievedAt,
  };
}

/** Signals from metadata and the ingest `source` label, in READERS order (source last). */
export function readMetadataSignals(
  metadata: Record<string, unknown> | null,
  source: string | null,
): MetadataSignal[] {
  const signals: MetadataSignal[] = [];
  if (metadata && typeof metadata === 'object' && !Array.isArray(metadata)) {
    for (const { keys, read } of READERS) {
      const key = keys.find((k) => Object.hasOwn(metadata, k));
      const signal = key === undefined ? null : read(metadata[key]);
      if (signal) signals.push(signal);
    }
  }
  const label = safeString(source);
  if (label)
    signals.push({ key: 'source', text: `Source: ${label}`, urgent: false });
  return signals;
}

function labelled(key: string, prefix: string): Reader {
  return (v) => {
    const value = safeString(v);
    return value ? { key, text: `${prefix} ${value}`, urgent: false } : null;
  };
}

/**
 * Letters, digits, spaces and `_ - . / : + ? = & # %` only, collapsed and capped: enough for
 * "pro", "/pricing?plan=team" or "product_hunt", too little to carry a paragraph of instructions.
 */
function safeString(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const cleaned = String(value)
    .slice(0, 200)
    .replace(/[^\p{L}\p{N} _\-./:+?=&#%]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_VALUE_LENGTH)
    .trim();
  return cleaned || null;
}
