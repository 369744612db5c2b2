import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares a presented secret with the configured one without leaking, through timing, how much
 * of it matched or how long the secret is: both sides are hashed to the same length first.
 */
export function constantTimeEqual(
  presented: string,
  expected: string,
): boolean {
  return timingSafeEqual(digest(presented), digest(expected));
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}
