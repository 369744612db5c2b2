import request from 'supertest';
import { patient } from './patience.js';

const TERMINAL = new Set(['enriched', 'failed']);

/**
 * Polls the public fetch operation until the actor is terminal; bounded in time (`timeoutMs`, a
 * quiet machine's bound, stretched by patience.ts).
 */
export async function pollUntilTerminal(
  baseUrl: string,
  key: string,
  actorId: string,
  timeoutMs = 15000,
  query = '',
): Promise<Record<string, any>> {
  const bound = patient(timeoutMs);
  const deadline = Date.now() + bound;
  for (;;) {
    const res = await request(baseUrl)
      .get(`/v1/actors/${actorId}${query}`)
      .set('Authorization', `Bearer ${key}`);
    if (res.status !== 200)
      throw new Error(
        `fetch answered ${res.status}: ${JSON.stringify(res.body)}`,
      );
    if (TERMINAL.has(res.body.status)) return res.body;
    if (Date.now() > deadline)
      throw new Error(
        `actor ${actorId} still ${res.body.status} after ${bound} ms`,
      );
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Creates a signup over the public API (expecting 201) and polls it until terminal. */
export async function createAndPollUntilTerminal(
  baseUrl: string,
  key: string,
  email: string,
  query = '',
  timeoutMs = 20_000,
): Promise<Record<string, any>> {
  const { body } = await request(baseUrl)
    .post('/v1/actors')
    .set('Authorization', `Bearer ${key}`)
    .send({ email })
    .expect(201);
  return pollUntilTerminal(baseUrl, key, body.actorId, timeoutMs, query);
}
