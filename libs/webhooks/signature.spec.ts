import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { newWebhookSecret } from './secret.js';
import { signatureHeaders } from './signature.js';

const body = '{"type":"actor.scored","timestamp":"2026-01-01T00:00:00.000Z"}';

/** The HMAC as a receiver in another language computes it from the Standard Webhooks spec. */
function byHand(secret: string, id: string, timestamp: string): string {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  return createHmac('sha256', key)
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64');
}

describe('signatureHeaders (Standard Webhooks 1.0)', () => {
  const now = new Date();

  it('signs so that the standardwebhooks library verifies it', () => {
    const secret = newWebhookSecret();
    const headers = signatureHeaders({
      messageId: 'msg_1',
      timestamp: now,
      body,
      secrets: [secret],
    });
    expect(headers['webhook-id']).toBe('msg_1');
    expect(headers['webhook-timestamp']).toBe(
      String(Math.floor(now.getTime() / 1000)),
    );
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(
      JSON.parse(body),
    );
    expect(() =>
      new Webhook(newWebhookSecret()).verify(body, { ...headers }),
    ).toThrow('No matching signature');
  });

  it('is v1,<base64 HMAC-SHA256 of id.timestamp.body>, computable by hand', () => {
    const secret = newWebhookSecret();
    const headers = signatureHeaders({
      messageId: 'msg_2',
      timestamp: now,
      body,
      secrets: [secret],
    });
    expect(headers['webhook-signature']).toBe(
      `v1,${byHand(secret, 'msg_2', headers['webhook-timestamp'])}`,
    );
  });

  it('carries one signature per secret during a rotation, each verifiable alone', () => {
    const [next, previous] = [newWebhookSecret(), newWebhookSecret()];
    const headers = signatureHeaders({
      messageId: 'msg_3',
      timestamp: now,
      body,
      secrets: [next, previous],
    });
    const ts = headers['webhook-timestamp'];
    expect(headers['webhook-signature']).toBe(
      `v1,${byHand(next, 'msg_3', ts)} v1,${byHand(previous, 'msg_3', ts)}`,
    );
    for (const secret of [next, previous])
      expect(new Webhook(secret).verify(body, { ...headers })).toBeTruthy();
  });
});
