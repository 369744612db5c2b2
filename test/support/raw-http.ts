// A raw TCP client for what fetch and supertest cannot do: send a request a byte at a time, keep
// a connection idle, reuse one socket for several requests. Loopback only; every wait is bounded.
import { connect, type Socket } from 'node:net';

export interface RawConnection {
  socket: Socket;
  /** everything received so far */
  received(): string;
  /** resolves with the time (ms since connect) when the server closed the connection */
  closed: Promise<number>;
  /** Writes `text` one byte every `everyMs`, stopping early if the connection closes. */
  trickle(text: string, everyMs: number): Promise<void>;
  /** Waits until `received()` matches `pattern`; throws after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<void>;
  close(): void;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function openRaw(url: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const opened = Date.now();
  let data = '';
  let open = true;
  socket.on('data', (chunk) => (data += chunk.toString('utf8')));
  socket.on('error', () => undefined); // a reset counts as closed
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => {
      open = false;
      resolve(Date.now() - opened);
    }),
  );
  return {
    socket,
    received: () => data,
    closed,
    async trickle(text, everyMs) {
      for (const byte of Buffer.from(text)) {
        if (!open || socket.destroyed) return;
        socket.write(Buffer.of(byte));
        await pause(everyMs);
      }
    },
    async waitFor(pattern, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(data)) {
        if (Date.now() > deadline)
          throw new Error(
            `no ${pattern} within ${timeoutMs} ms; received ${JSON.stringify(data)}`,
          );
        await pause(10);
      }
    },
    close: () => socket.destroy(),
  };
}

/** One parsed response from raw text: status, lower-cased headers, body. */
export function parseResponse(raw: string): {
  status: number;
  headers: Record<string, string>;
  body: string;
} {
  const split = raw.indexOf('\r\n\r\n');
  const [statusLine, ...lines] = raw.slice(0, split).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [
        line.slice(0, colon).trim().toLowerCase(),
        line.slice(colon + 1).trim(),
      ];
    }),
  );
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: raw.slice(split + 4),
  };
}
