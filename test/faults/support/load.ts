// A small, bounded request stream for the fault drills: a few keep-alive connections, each sending
// one request at a time with a pause in between, until a time limit, a request cap or stop().
// Every request is recorded with what became of it: an HTTP status, or the connection error, or
// `timeout` when no answer came within the bound (a hung request).
import { Agent, request, type ClientRequest } from 'node:http';

export interface RequestSpec {
  /** a label to count by: create, fetch, ... */
  op: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface Outcome {
  op: string;
  path: string;
  /** the JSON body sent, if any */
  sent: unknown;
  /** ms since the stream started */
  startedAt: number;
  /** how long until the answer, or until the error */
  ms: number;
  /** null when no HTTP answer came */
  status: number | null;
  /** ECONNRESET, ECONNREFUSED, timeout, ...; null when answered */
  error: string | null;
  /** parsed JSON, or the raw text */
  body: any;
  /** the Retry-After header, if the answer had one */
  retryAfter: string | null;
}

export interface LoadOptions {
  url: string;
  key: string;
  connections: number;
  durationMs: number;
  maxRequests: number;
  /** each connection's pause between two requests */
  pauseMs: number;
  /** the bound on one answer: later is a hung request */
  answerTimeoutMs: number;
  /** the next request to send (n counts from 0), or null to send nothing more */
  next(n: number): RequestSpec | null;
  onOutcome?(outcome: Outcome): void;
}

export interface Load {
  /** stop starting requests; those in flight still finish */
  stop(): void;
  /** requests started and not yet finished */
  inFlight(): number;
  /** every outcome, once the requests in flight have finished */
  done: Promise<Outcome[]>;
  /** closes the idle keep-alive connections (they stay open after `done`, as a client pool's do) */
  close(): void;
  readonly startedAt: number;
}

export function startLoad(o: LoadOptions): Load {
  const agent = new Agent({ keepAlive: true, maxSockets: o.connections });
  const startedAt = Date.now();
  const deadline = startedAt + o.durationMs;
  const outcomes: Outcome[] = [];
  let sent = 0;
  let inFlight = 0;
  const state = { stopped: false };
  const sleepers = new Set<() => void>();

  const connection = async () => {
    while (!state.stopped && sent < o.maxRequests && Date.now() < deadline) {
      const spec = o.next(sent);
      if (!spec) break;
      sent++;
      inFlight++;
      const outcome = await send(o, agent, spec, startedAt);
      inFlight--;
      outcomes.push(outcome);
      o.onOutcome?.(outcome);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          sleepers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, o.pauseMs);
        sleepers.add(wake);
      });
    }
  };
  const done = Promise.all(
    Array.from({ length: o.connections }, () => connection()),
  ).then(() => outcomes.sort((a, b) => a.startedAt - b.startedAt));
  return {
    startedAt,
    stop() {
      state.stopped = true;
      // wake() removes itself; deleting the visited entry is safe while iterating a Set
      for (const wake of sleepers) wake();
    },
    inFlight: () => inFlight,
    done,
    close: () => agent.destroy(),
  };
}

/**
 * A request on a connection of its own whose body arrives in two halves, `holdMs` apart: it is in
 * flight on the server (headers received, body not yet) for that long. `started` resolves once the
 * headers and the first half are written.
 */
export function sendHeld(
  o: Pick<LoadOptions, 'url' | 'key' | 'answerTimeoutMs'>,
  spec: RequestSpec,
  holdMs: number,
  streamStartedAt: number,
): { started: Promise<void>; outcome: Promise<Outcome> } {
  let started!: () => void;
  const startedP = new Promise<void>((resolve) => (started = resolve));
  const outcome = send(o, false, spec, streamStartedAt, (req, payload) => {
    const half = Math.floor(payload.length / 2);
    req.write(payload.subarray(0, half), () => started());
    setTimeout(() => req.end(payload.subarray(half)), holdMs);
  });
  return { started: startedP, outcome };
}

function send(
  o: Pick<LoadOptions, 'url' | 'key' | 'answerTimeoutMs'>,
  agent: Agent | false,
  spec: RequestSpec,
  streamStartedAt: number,
  write: (req: ClientRequest, payload: Buffer) => void = (req, payload) =>
    req.end(payload),
): Promise<Outcome> {
  const started = Date.now();
  const payload = Buffer.from(
    spec.body === undefined ? '' : JSON.stringify(spec.body),
  );
  return new Promise((resolve) => {
    let settled = false;
    const finish = (
      status: number | null,
      error: string | null,
      body: unknown,
      retryAfter: string | null = null,
    ) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({
        op: spec.op,
        path: spec.path,
        sent: spec.body,
        startedAt: started - streamStartedAt,
        ms: Date.now() - started,
        status,
        error,
        body,
        retryAfter,
      });
    };
    const req = request(
      `${o.url}${spec.path}`,
      {
        agent,
        method: spec.method,
        headers: {
          authorization: `Bearer ${o.key}`,
          ...(payload.length
            ? {
                'content-type': 'application/json',
                'content-length': payload.length,
              }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (err: NodeJS.ErrnoException) =>
          finish(null, err.code ?? err.message, null),
        );
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON: keep the text, the checks will say so
          }
          const retryAfter = res.headers['retry-after'];
          finish(res.statusCode ?? null, null, body, retryAfter ?? null);
        });
      },
    );
    const timer = setTimeout(() => {
      finish(null, 'timeout', null);
      req.destroy();
    }, o.answerTimeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) =>
      finish(null, err.code ?? err.message, null),
    );
    write(req, payload);
  });
}

/** Counts by a label, as a stable, printable object. */
export function countBy<T>(
  items: T[],
  label: (item: T) => string | number,
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const key = String(label(item));
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return Object.fromEntries(
    Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** `{"error":{"code","message","requestId"}}` with this code. */
export function isEnvelope(body: any, code: string): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    Object.keys(body).length === 1 &&
    body.error?.code === code &&
    typeof body.error.message === 'string' &&
    typeof body.error.requestId === 'string'
  );
}
