// The frameworkless baseline: plain node:http + pg + ioredis doing the per-request work the service
// must do at minimum, against the same PostgreSQL and Redis, with its own throwaway table.
//   POST /v1/actors      bearer check (SHA-256 compared in memory), JSON parse, a minimal email check,
//                        INSERT … ON CONFLICT DO NOTHING RETURNING id; new: one Redis enqueue, 201;
//                        existing: one indexed SELECT for its id, 200 (the contract returns it).
//   GET /v1/actors/:id   bearer check, one indexed SELECT, the row as JSON.
// Configuration (env): PORT, DATABASE_URL, REDIS_URL, REDIS_QUEUE_PREFIX, BASELINE_KEY_SHA256,
// BASELINE_ORG_ID, BASELINE_ENQUEUE (lpush | bull: a Bull-compatible add through the bull package).
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { Pool } from 'pg';
import { Redis } from 'ioredis';

const env = process.env;
const PORT = Number(env.PORT ?? 3100);
const KEY_HASH = Buffer.from(env.BASELINE_KEY_SHA256 ?? '', 'hex');
const ORG_ID = env.BASELINE_ORG_ID;
const PREFIX = env.REDIS_QUEUE_PREFIX ?? 'baseline';
const TABLE = 'baseline_actors';
const BODY_LIMIT = 65_536;

// The same pool bound as the service (src/database/data-source.ts).
const pool = new Pool({ connectionString: env.DATABASE_URL, max: 20 });

await pool.query(`CREATE TABLE IF NOT EXISTS "${TABLE}" (
  "id" uuid PRIMARY KEY,
  "organizationId" uuid NOT NULL,
  "email" varchar(320) NOT NULL,
  "name" varchar(255),
  "source" varchar(50),
  "metadata" json,
  "status" varchar(16) NOT NULL DEFAULT 'pending',
  "createdAt" timestamptz NOT NULL,
  "updatedAt" timestamptz NOT NULL
)`);
await pool.query(
  `CREATE UNIQUE INDEX IF NOT EXISTS "UQ_baseline_org_email" ON "${TABLE}" ("organizationId", "email")`,
);

let enqueue;
if (env.BASELINE_ENQUEUE === 'bull') {
  const { default: Queue } = await import('bull');
  const queue = new Queue('baseline', env.REDIS_URL, { prefix: PREFIX });
  enqueue = (actorId) =>
    queue.add(
      'enrich',
      { actorId },
      {
        jobId: `enrich-${actorId}`,
        attempts: 3,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: true,
        removeOnFail: true,
      },
    );
} else {
  const redis = new Redis(env.REDIS_URL);
  const list = `${PREFIX}:baseline:wait`;
  enqueue = (actorId) =>
    redis.lpush(list, JSON.stringify({ actorId, at: Date.now() }));
}

const EMAIL = /^[A-Za-z0-9_'+.-]+@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

const error = (res, status, code, message) =>
  send(res, status, { error: { code, message, requestId: randomUUID() } });

function authorized(req) {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!m) return false;
  const hash = createHash('sha256').update(m[1]).digest();
  return hash.length === KEY_HASH.length && timingSafeEqual(hash, KEY_HASH);
}

function readBody(req) {
  return new Promise((resolveBody, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > BODY_LIMIT) reject(new Error('too large'));
      else chunks.push(c);
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function create(req, res) {
  let body;
  try {
    body = JSON.parse(await readBody(req));
  } catch {
    return error(res, 400, 'bad_request', 'The request body is not valid JSON');
  }
  if (typeof body?.email !== 'string' || !EMAIL.test(body.email))
    return error(res, 422, 'unprocessable_entity', 'email is invalid');
  const email = body.email.toLowerCase();
  const now = new Date();
  const id = randomUUID();
  const inserted = await pool.query(
    `INSERT INTO "${TABLE}" ("id","organizationId","email","name","source","metadata","createdAt","updatedAt")
     VALUES ($1,$2,$3,$4,$5,$6,$7,$7) ON CONFLICT DO NOTHING RETURNING "id"`,
    [
      id,
      ORG_ID,
      email,
      body.name ?? null,
      body.source ?? null,
      body.metadata === undefined ? null : JSON.stringify(body.metadata),
      now,
    ],
  );
  if (inserted.rowCount === 1) {
    await enqueue(id);
    return send(res, 201, { actorId: id, status: 'created' });
  }
  const existing = await pool.query(
    `SELECT "id" FROM "${TABLE}" WHERE "organizationId" = $1 AND "email" = $2`,
    [ORG_ID, email],
  );
  return send(res, 200, {
    actorId: existing.rows[0].id,
    status: 'already_exists',
  });
}

async function fetchActor(res, id) {
  if (!UUID.test(id)) return error(res, 404, 'not_found', `No actor ${id}`);
  const { rows } = await pool.query(
    `SELECT * FROM "${TABLE}" WHERE "id" = $1 AND "organizationId" = $2`,
    [id.toLowerCase(), ORG_ID],
  );
  if (!rows[0]) return error(res, 404, 'not_found', `No actor ${id}`);
  return send(res, 200, rows[0]);
}

const server = createServer((req, res) => {
  const handle = async () => {
    if (req.url === '/health') return send(res, 200, { status: 'ok' });
    if (!authorized(req))
      return error(res, 401, 'unauthorized', 'A valid API key is required');
    if (req.method === 'POST' && req.url === '/v1/actors')
      return create(req, res);
    const m = /^\/v1\/actors\/([^/?]+)/.exec(req.url ?? '');
    if (req.method === 'GET' && m) return fetchActor(res, m[1]);
    return error(res, 404, 'not_found', `No route ${req.method} ${req.url}`);
  };
  handle().catch(() =>
    error(res, 500, 'internal_server_error', 'Internal server error'),
  );
});

server.listen(PORT, '127.0.0.1');

process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  pool.end().finally(() => process.exit(0));
});
