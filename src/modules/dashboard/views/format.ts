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

export function count(n: number): string {
  return n.toLocaleString('en-US');
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${count(n)} ${n === 1 ? one : many}`;
}

export const badge = (text: string, kind: string = text) =>
  html`<span class="badge ${kind}">${text}</span>`;

export const dash = html`<span class="muted">—</span>`;
