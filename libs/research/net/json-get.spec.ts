import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { JsonClient } from './json-get.js';

const options = () => ({
  headers: { accept: 'application/json' },
  signal: new AbortController().signal,
  maxBytes: 1024,
});

describe('JsonClient', () => {
  let server: http.Server;
  let base: string;
  const connections: unknown[] = [];
  const client = new JsonClient();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/moved') {
        res.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' });
        res.end();
      } else if (req.url === '/big') {
        res.end(JSON.stringify({ filler: 'x'.repeat(4096) }));
      } else {
        res.setHeader('x-ratelimit-remaining', '7');
        res.end(JSON.stringify({ path: req.url }));
      }
    });
    server.on('connection', (socket) => connections.push(socket));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    client.close();
    await new Promise((r) => server.close(r));
  });

  it('reads a JSON answer and its headers, reusing one socket', async () => {
    const first = await client.get(`${base}/a`, options());
    const second = await client.get(`${base}/b`, options());
    expect(first.status).toBe(200);
    expect(first.json()).toEqual({ path: '/a' });
    expect(second.json()).toEqual({ path: '/b' });
    expect(first.header('x-ratelimit-remaining')).toBe('7');
    expect(first.header('retry-after')).toBeUndefined();
    expect(connections).toHaveLength(1);
  });

  it('sends as many requests at once as are asked for (a burst is not queued on its sockets)', async () => {
    const wanted = 40;
    const held: Array<() => void> = [];
    let most = 0;
    const slow = http.createServer((_req, res) => {
      held.push(() => res.end('{}'));
      most = Math.max(most, held.length);
      // Every request waits until all of them have arrived (or 2 s have passed).
      if (held.length === wanted) held.splice(0).forEach((answer) => answer());
    });
    const release = setInterval(() => held.splice(0).forEach((a) => a()), 2000);
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/`;
    try {
      await Promise.all(
        Array.from({ length: wanted }, () => client.get(url, options())),
      );
      expect(most).toBe(wanted);
    } finally {
      clearInterval(release);
      await new Promise((r) => slow.close(r));
    }
  });

  it('refuses a redirect instead of following it', async () => {
    await expect(client.get(`${base}/moved`, options())).rejects.toThrow(
      'redirect refused (HTTP 302)',
    );
  });

  it('refuses a body over maxBytes', async () => {
    await expect(client.get(`${base}/big`, options())).rejects.toThrow(
      'larger than 1024 bytes',
    );
  });

  it('fails with the caller abort reason', async () => {
    const controller = new AbortController();
    const reason = new Error('stop');
    controller.abort(reason);
    await expect(
      client.get(`${base}/a`, { ...options(), signal: controller.signal }),
    ).rejects.toBe(reason);
  });
});
