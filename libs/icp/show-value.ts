// Values as short text inside an explanation: clipped, lists shortened, so one long fact or a
// 100-value rule cannot swamp the sentence.
import type { IcpPrimitive } from './icp-profile.js';

const MAX_TEXT = 60;
const MAX_LIST = 3;

/** "a", "a or b", "a, b, c or 2 others" */
export function oneOf(values: readonly IcpPrimitive[]): string {
  const shown = values.slice(0, MAX_LIST).map(showValue);
  const more = values.length - shown.length;
  if (more > 0)
    return `${shown.join(', ')} or ${more} other${more > 1 ? 's' : ''}`;
  return shown.length > 1
    ? `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`
    : shown.join('');
}

export function showValue(value: unknown): string {
  if (typeof value === 'string') {
    const text = clip(value.replace(/\s+/g, ' ').trim());
    return text === '' ? '""' : text;
  }
  if (typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (Array.isArray(value)) {
    const shown = value.slice(0, MAX_LIST).map(showValue);
    if (value.length > MAX_LIST) shown.push('…');
    return `[${shown.join(', ')}]`;
  }
  return clip(JSON.stringify(value) ?? String(value));
}

export function clip(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}
