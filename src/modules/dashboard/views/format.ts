import { html, type Html } from './html.js';

/** "2026-11-23 14:05 UTC": one unambiguous form everywhere, with the full instant in <time>. */
export function when(date: Date | string | null | undefined): Html {
  if (!date) return html`<span class="muted">—</span>`;
  const d = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return html`${String(date)}`;
  const iso = d.toISOString();
  return html`<time datetime="${iso}"
    >${iso.slice(0, 16).replace('T', ' ')} UTC</time
  >`;
}

// Counted nouns, one helper for every text (libs/words).
export { agreeing, count, plural } from '../../../../libs/words/index.js';

export const badge = (text: string, kind: string = text) =>
  html`<span class="badge ${kind}">${text}</span>`;

export const dash = html`<span class="muted">—</span>`;
