// Small clients of the public API for process tests (plain fetch over loopback).
import { patient } from './patience.js';
import { pollUntilTerminal } from './poll.js';
import { sleep } from './service-process.js';

/** POST /v1/actors; returns the status, the actor id and how long the answer took. */
export async function createActor(
  url: string,
  key: string,
  email: string,
): Promise<{ status: number; actorId: string; ms: number }> {
  const started = Date.now();
  const res = await fetch(`${url}/v1/actors`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, source: 'process-test' }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json()) as { actorId: string };
  return {
    status: res.status,
    actorId: body.actorId,
    ms: Date.now() - started,
  };
}

/** Every actor polled through the public API until terminal; bounded by `timeoutMs`. */
export function pollAllTerminal(
  url: string,
  key: string,
  actorIds: string[],
  timeoutMs: number,
  query = '',
): Promise<Array<Record<string, any>>> {
  return Promise.all(
    actorIds.map((id) => pollUntilTerminal(url, key, id, timeoutMs, query)),
  );
}

/**
 * Polls `check` until it returns a value other than undefined; throws after `timeoutMs` (a quiet
 * machine's bound, stretched by patience.ts).
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const bound = patient(timeoutMs);
  const deadline = Date.now() + bound;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${bound} ms waiting for ${what}`);
    await sleep(50);
  }
}
