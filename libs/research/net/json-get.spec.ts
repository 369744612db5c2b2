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
