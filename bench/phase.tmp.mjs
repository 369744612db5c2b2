// temporary harness: CPU for creates only, enrichment, and polls separately (embedded)
import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
const threads = (pid) =>
  Object.fromEntries(
    readdirSync(`/proc/${pid}/task`).map((t) => {
      const st = readFileSync(`/proc/${pid}/task/${t}/stat`, 'utf8');
      const name = st.slice(st.indexOf('(') + 1, st.lastIndexOf(')'));
      const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
      return [`${t} ${name}`, (+f[11] + +f[12]) * 10];
    }),
  );
import { join } from 'node:path';
import { startBurstWorld } from './lib/burst.mjs';
import {
  cpuMsOf,
  freePort,
  issueOrgAndKey,
  memoryOf,
  removeDir,
  sleep,
  startProcess,
  tempDir,
  waitForHttp,
} from './lib/infra.mjs';
const N = +(process.env.N ?? 300);
const world = await startBurstWorld({
  domains: 20,
  hanging: 0,
  latencyMs: 200,
});
const dir = tempDir('phase-');
const db = join(dir, 'p.sqlite');
const env = {
  ...process.env,
  ...world.env,
  SQLITE_PATH: db,
  NODE_ENV: 'production',
  FIRST_RUN_BOOTSTRAP: 'false',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  RATE_LIMIT_ENABLED: 'false',
};
const { key } = await issueOrgAndKey(env, 'phase');
const port = await freePort();
const args = [
  ...(process.env.NODE_ARGS ?? '').split(' ').filter(Boolean),
  'dist/src/main.js',
];
const proc = startProcess(args, {
  env: { ...env, APP_ROLE: 'all', PORT: String(port) },
  label: 'svc',
});
await waitForHttp(`http://127.0.0.1:${port}/health/ready`, proc);
const base = `http://127.0.0.1:${port}`;
const auth = { authorization: `Bearer ${key}` };
const reader = new Database(db, { readonly: true });
const pending = () =>
  reader
    .prepare(
      "select count(*) c from actors where status not in ('enriched','failed')",
    )
    .get().c;
const create = async (email) => {
  const r = await fetch(`${base}/v1/actors`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ email, source: 'x' }),
  });
  return (await r.json()).actorId;
};
const waitDone = async () => {
  const t = Date.now();
  while (pending() > 0 && Date.now() - t < 120000) await sleep(50);
  return Date.now() - t;
};
// warm-up
await Promise.all(
  Array.from({ length: 20 }, (_, i) => create(`warm${i}@warm.test`)),
);
await waitDone();
await sleep(500);
console.log('idle rss', memoryOf(proc.pid).rssMb);
if (process.env.ALLOC) {
  process.kill(proc.pid, 'SIGWINCH');
  await sleep(300);
}
const th0 = threads(proc.pid);
let c0 = cpuMsOf(proc.pid);
const m0 = cpuMsOf(proc.pid, { mainThread: true });
const ids = [];
const t0 = Date.now();
// creates only, enrichment runs simultaneously; measure creates+enrichment
for (let i = 0; i < N; i += 50)
  ids.push(
    ...(await Promise.all(
      Array.from({ length: Math.min(50, N - i) }, (_, j) =>
        create(`p${i + j}@${world.domains[(i + j) % 20]}`),
      ),
    )),
  );
const tCreates = Date.now() - t0;
const cAfterCreates = cpuMsOf(proc.pid);
const w = await waitDone();
await sleep(300);
const c1 = cpuMsOf(proc.pid);
const th1 = threads(proc.pid);
for (const [k, v] of Object.entries(th1)) {
  const d = v - (th0[k] ?? 0);
  if (d > 0) console.log('thread', k, d, 'ms');
}
const m1 = cpuMsOf(proc.pid, { mainThread: true });
console.log(
  `creates ${N} in ${tCreates} ms, all terminal +${w} ms; CPU total ${(c1 - c0).toFixed(0)} ms = ${((c1 - c0) / N).toFixed(2)} ms/signup (during creates ${(cAfterCreates - c0).toFixed(0)}), main thread ${((m1 - m0) / N).toFixed(2)} ms/signup`,
);
if (process.env.ALLOC) {
  process.kill(proc.pid, 'SIGUSR2');
  await sleep(3000);
  process.exit(0);
}
console.log('--- second burst');
const th0b = threads(proc.pid);
c0 = cpuMsOf(proc.pid);
const m0b = cpuMsOf(proc.pid, { mainThread: true });
ids.length = 0;
const t0b = Date.now();
// creates only, enrichment runs simultaneously; measure creates+enrichment
for (let i = 0; i < N; i += 50)
  ids.push(
    ...(await Promise.all(
      Array.from({ length: Math.min(50, N - i) }, (_, j) =>
        create(`q${i + j}@${world.domains[(i + j) % 20]}`),
      ),
    )),
  );
const tCreatesb = Date.now() - t0;
const cAfterCreatesb = cpuMsOf(proc.pid);
const wb = await waitDone();
await sleep(300);
const c1b = cpuMsOf(proc.pid);
const th1b = threads(proc.pid);
for (const [k, v] of Object.entries(th1b)) {
  const d = v - (th0b[k] ?? 0);
  if (d > 0) console.log('thread', k, d, 'ms');
}
const m1b = cpuMsOf(proc.pid, { mainThread: true });
console.log(
  `creates ${N} in ${tCreatesb} ms, all terminal +${wb} ms; CPU total ${(c1b - c0).toFixed(0)} ms = ${((c1b - c0) / N).toFixed(2)} ms/signup (during creates ${(cAfterCreatesb - c0).toFixed(0)}), main thread ${((m1b - m0b) / N).toFixed(2)} ms/signup`,
);
// polls: GET each twice, full record, no etag
c0 = cpuMsOf(proc.pid);
for (let k = 0; k < 2; k++)
  for (let i = 0; i < N; i += 50)
    await Promise.all(
      ids.slice(i, i + 50).map(async (id) => {
        const r = await fetch(`${base}/v1/actors/${id}`, { headers: auth });
        await r.arrayBuffer();
      }),
    );
const c2 = cpuMsOf(proc.pid);
console.log(
  `GET x${2 * N}: ${(((c2 - c0) / (2 * N)) * 1000).toFixed(0)} µs each`,
);
// dup creates
c0 = cpuMsOf(proc.pid);
for (let i = 0; i < N; i += 50)
  await Promise.all(
    Array.from({ length: Math.min(50, N - i) }, (_, j) =>
      create(`p${i + j}@${world.domains[(i + j) % 20]}`),
    ),
  );
const c3 = cpuMsOf(proc.pid);
console.log(`dup create x${N}: ${(((c3 - c0) / N) * 1000).toFixed(0)} µs each`);
await proc.stop(10000);
await world.close();
removeDir(dir);
process.exit(0);
