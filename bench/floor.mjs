// `npm run bench:floor`: what the HTTP stack alone costs, with no application code and no
// database: the same one-line JSON route on node:http, bare Express 5 and an empty Nest app
// (bench/lib/floor-server.mjs), taking turns, BENCH_FLOOR_ROUNDS times; medians of req/s and of
// server CPU per request. Loopback only; every run is bounded by its request count.
import autocannon from 'autocannon';
import {
  cpuMsOf,
  freePort,
  killAllChildren,
  sleep,
  startProcess,
} from './lib/infra.mjs';

const KINDS = ['node', 'express', 'nest'];
const rounds = Number(process.env.BENCH_FLOOR_ROUNDS ?? 3);
const amount = Number(process.env.BENCH_FLOOR_REQUESTS ?? 30000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

async function measure(kind) {
  const port = await freePort();
  const proc = startProcess(
    ['bench/lib/floor-server.mjs', kind, String(port)],
    {
      env: { NODE_ENV: 'production' },
      label: `floor (${kind})`,
    },
  );
  try {
    const url = `http://127.0.0.1:${port}/health`;
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(url).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await sleep(100);
    }
    const run = (n) =>
      new Promise((resolve, reject) =>
        autocannon({ url, connections, amount: n }, (err, result) =>
          err ? reject(err) : resolve(result),
        ),
      );
    await run(5000); // warm-up: JIT, connections
    const before = cpuMsOf(proc.pid);
    const result = await run(amount);
    const cpuMs = cpuMsOf(proc.pid) - before;
    if (result.non2xx || result.errors)
      throw new Error(
        `${kind}: ${result.non2xx} non-2xx, ${result.errors} errors`,
      );
    return {
      reqPerS: result.requests.average,
      cpuUsPerReq: (cpuMs * 1000) / amount,
    };
  } finally {
    await proc.stop(5000);
  }
}

process.on('SIGINT', () => {
  killAllChildren();
  process.exit(130);
});

const samples = Object.fromEntries(KINDS.map((k) => [k, []]));
try {
  for (let round = 1; round <= rounds; round++) {
    for (const kind of KINDS) {
      const s = await measure(kind);
      samples[kind].push(s);
      console.log(
        `round ${round} ${kind.padEnd(8)} ${s.reqPerS.toFixed(0).padStart(6)} req/s  ${s.cpuUsPerReq.toFixed(0).padStart(4)} µs/req`,
      );
    }
  }
} finally {
  killAllChildren();
}

console.log(
  `\nmedians over ${rounds} rounds, ${amount} requests, ${connections} connections:`,
);
console.log('| stack | req/s | server CPU µs/req | req/s vs node:http |');
console.log('|---|--:|--:|--:|');
const nodeRps = median(samples.node.map((s) => s.reqPerS));
for (const kind of KINDS) {
  const rps = median(samples[kind].map((s) => s.reqPerS));
  const cpu = median(samples[kind].map((s) => s.cpuUsPerReq));
  console.log(
    `| ${kind} | ${rps.toFixed(0)} | ${cpu.toFixed(0)} | ${(rps / nodeRps).toFixed(2)} |`,
  );
}
