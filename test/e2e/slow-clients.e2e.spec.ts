// Slow clients over real sockets: a body or headers sent a byte at a time are cut off with a 408
// envelope within a few seconds, an idle connection is closed, and normal clients (a body in a
// few quick pieces, keep-alive reuse) are not affected.
import { openRaw, parseResponse } from '../support/raw-http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 1500;
const KEEP_ALIVE_TIMEOUT_MS = 1000;
/** What "within a few seconds" allows on a busy machine: the limit plus Node's check period and slack. */
const CUT_OFF_WITHIN_MS = 5000;

const expectEnvelope = (raw: string, status: number, code: string) => {
  const res = parseResponse(raw);
  expect(res.status).toBe(status);
  expect(res.headers.connection).toBe('close');
  const { error } = JSON.parse(res.body) as {
    error: Record<string, string>;
  };
  expect(Object.keys(error).sort()).toEqual(['code', 'message', 'requestId']);
  expect(error.code).toBe(code);
  expect(res.headers['x-request-id']).toBe(error.requestId);
};

describe('slow clients [sqlite]', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite', {
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
    });
    ({ key } = await t.newTenant());
  });
  afterAll(() => t.close());

  const createHead = (body: string, connection = 'keep-alive') =>
    [
      'POST /v1/actors HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: Bearer ${key}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `Connection: ${connection}`,
    ].join('\r\n') + '\r\n\r\n';

  it('cuts off a body sent a byte at a time with a 408 envelope and closes the connection', async () => {
    const body = JSON.stringify({
      email: 'slow.body@acme.com',
      name: 'x'.repeat(40),
    });
    const conn = await openRaw(t.url);
    conn.socket.write(createHead(body));
    // 10 bytes a second: the whole body would take about 8 s.
    void conn.trickle(body, 100);
    const closedAfter = await Promise.race([
      conn.closed,
      new Promise<number>((r) => setTimeout(() => r(-1), CUT_OFF_WITHIN_MS)),
    ]);
    conn.close();
    expect(closedAfter).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(closedAfter).toBeLessThan(CUT_OFF_WITHIN_MS);
    expectEnvelope(conn.received(), 408, 'request_timeout');
  });

  it('cuts off headers sent a byte at a time with a 408 envelope', async () => {
    const conn = await openRaw(t.url);
    void conn.trickle(createHead('{}'), 100);
    const closedAfter = await Promise.race([
      conn.closed,
      new Promise<number>((r) => setTimeout(() => r(-1), CUT_OFF_WITHIN_MS)),
    ]);
    conn.close();
    expect(closedAfter).toBeGreaterThan(0);
    expectEnvelope(conn.received(), 408, 'request_timeout');
  });

  it('closes a connection that never sends a byte', async () => {
    const conn = await openRaw(t.url);
    const closedAfter = await Promise.race([
      conn.closed,
      new Promise<number>((r) => setTimeout(() => r(-1), CUT_OFF_WITHIN_MS)),
    ]);
    conn.close();
    expect(closedAfter).toBeGreaterThan(0);
  });

  it('serves a body that arrives in a few pieces within the limit, and reuses the connection', async () => {
    const conn = await openRaw(t.url);
    const first = JSON.stringify({ email: 'pieces@acme.com' });
    conn.socket.write(createHead(first));
    for (const piece of [
      first.slice(0, 5),
      first.slice(5, 12),
      first.slice(12),
    ]) {
      conn.socket.write(piece);
      await new Promise((r) => setTimeout(r, 200));
    }
    await conn.waitFor(
      /\r\n\r\n\{"actorId":"[^"]+","status":"created"\}/,
      5000,
    );
    expect(parseResponse(conn.received()).status).toBe(201);
    // The same socket, a moment later (well within the keep-alive time): a second request.
    await new Promise((r) => setTimeout(r, 300));
    const second = JSON.stringify({ email: 'pieces@acme.com' });
    conn.socket.write(createHead(second) + second);
    await conn.waitFor(/"status":"already_exists"/, 5000);
    conn.close();
  });

  it('closes an idle keep-alive connection after HTTP_KEEP_ALIVE_TIMEOUT_MS', async () => {
    const conn = await openRaw(t.url);
    const body = JSON.stringify({ email: 'idle@acme.com' });
    conn.socket.write(createHead(body) + body);
    await conn.waitFor(/"status":"created"/, 5000);
    const answeredAt = Date.now();
    const closed = await Promise.race([
      conn.closed.then(() => Date.now() - answeredAt),
      new Promise<number>((r) => setTimeout(() => r(-1), CUT_OFF_WITHIN_MS)),
    ]);
    conn.close();
    expect(closed).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS - 100);
  });
});
