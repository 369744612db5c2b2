// One attempt against real receivers on loopback (allowed here as a test would allow it with
// WEBHOOK_ALLOW_PRIVATE_NETWORKS), and the SSRF guard refusing loopback when not allowed.
import { createServer } from 'node:net';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../test/support/fixtures/webhook-receiver.js';
import { createDnsResolver } from '../research/net/dns-resolver.js';
import { postWebhook, type PostWebhookOptions } from './post-webhook.js';

describe('postWebhook', () => {
  let receiver: WebhookReceiver;
  // Never consulted: every URL here is an IP literal. A closed port, should it ever be.
  const resolver = createDnsResolver({ servers: ['127.0.0.1:9'] });
  const options = (over: Partial<PostWebhookOptions> = {}) => ({
    resolver,
    allowPrivateNetworks: true,
    body: '{"type":"actor.enriched"}',
    headers: { 'webhook-id': 'msg_x' },
    timeoutMs: 2000,
    ...over,
  });

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  it('POSTs the body as JSON with the given headers and reads a capped excerpt', async () => {
    receiver.respond('/ok', () => ({ status: 204 }));
    receiver.respond('/big', () => ({ status: 200, body: 'é'.repeat(1000) }));
    expect(await postWebhook(receiver.url('/ok'), options())).toMatchObject({
      kind: 'answered',
      status: 204,
      excerpt: '',
    });
    const [req] = receiver.to('/ok');
    expect(req.body).toBe('{"type":"actor.enriched"}');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['webhook-id']).toBe('msg_x');
    const big = await postWebhook(
      receiver.url('/big'),
      options({ excerptBytes: 11 }),
    );
    // 11 bytes: five é and half of the sixth, which becomes a replacement character.
    expect(big).toMatchObject({ kind: 'answered', status: 200 });
    expect(big.kind === 'answered' && big.excerpt).toBe('ééééé\uFFFD');
  });

  it('does not follow a redirect: the 3xx is the answer', async () => {
    receiver.respond('/moved', () => ({
      status: 302,
      headers: { location: receiver.url('/elsewhere') },
    }));
    expect(await postWebhook(receiver.url('/moved'), options())).toMatchObject({
      kind: 'answered',
      status: 302,
    });
    expect(receiver.to('/elsewhere')).toHaveLength(0);
  });

  it('gives up on a receiver that does not answer within the time limit', async () => {
    receiver.respond('/hang', () => 'hang');
    const result = await postWebhook(
      receiver.url('/hang'),
      options({ timeoutMs: 300 }),
    );
    expect(result).toMatchObject({ kind: 'no_answer', cause: 'timeout' });
    expect(result.ms).toBeLessThan(2000);
  });

  it('reports a refused connection', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = s.address() as { port: number };
        s.close(() => resolve(p));
      });
    });
    expect(
      await postWebhook(`http://127.0.0.1:${port}/x`, options()),
    ).toMatchObject({ kind: 'no_answer', cause: 'ECONNREFUSED' });
  });

  it('refuses loopback unless private networks are allowed, before connecting', async () => {
    const before = receiver.requests.length;
    for (const url of [
      receiver.url('/ok'),
      receiver.url('/ok').replace('127.0.0.1', '[::ffff:127.0.0.1]'),
    ])
      expect(
        await postWebhook(url, options({ allowPrivateNetworks: false })),
      ).toMatchObject({ kind: 'no_answer', cause: 'refused_address' });
    expect(receiver.requests.length).toBe(before);
  });

  it('refuses URLs with credentials or another scheme', async () => {
    for (const url of [
      'http://user:pw@127.0.0.1/x',
      'ftp://127.0.0.1/x',
      'not a url',
    ])
      expect(await postWebhook(url, options())).toMatchObject({
        kind: 'no_answer',
        cause: 'refused_url',
      });
  });
});
