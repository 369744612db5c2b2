// Typed templates for the dashboard's pages: `html` escapes every interpolated value unless it is
// itself Html (a fragment built the same way), so markup can only come from template literals in
// this folder, never from data.

/** Markup that is safe to send: built by `html`, never from a plain string. */
export class Html {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** A value as markup: Html as it is, lists joined, nothing for null/undefined/false, the rest escaped. */
function render(value: unknown): string {
  if (value instanceof Html) return value.markup;
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(
  strings: TemplateStringsArray,
  ...values: unknown[]
): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++)
    out += render(values[i]) + strings[i + 1];
  return new Html(out);
}

/** A URL for an href or action: only our own paths and http(s) links; anything else becomes inert. */
export function safeUrl(url: string | null | undefined): string {
  if (!url) return '#';
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : '#';
}
