// Top self-time functions of a V8 .cpuprofile (as written by `node --cpu-prof`), and the same
// time grouped by package, so a profile can be read without DevTools.
//   node bench/lib/profile-summary.mjs <file.cpuprofile> [top]
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

function packageOf(url) {
  if (!url) return '(native/runtime)';
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 14).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node core';
  const dist = url.indexOf('/dist/');
  if (dist >= 0)
    return `app ${url
      .slice(dist + 6)
      .split('/')
      .slice(0, 3)
      .join('/')}`;
  return url;
}

export function summarizeProfile(file, top = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  // samples[i] ran for timeDeltas[i] µs (the delta precedes the sample).
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  // Inclusive time: a sample counts once for every function (and package) on its stack. Only the
  // synchronous stack is sampled, so this is CPU spent under a function, not time awaited in it.
  const parent = new Map();
  for (const n of profile.nodes)
    for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusiveApp = new Map();
  const inclusivePackage = new Map();
  // Charged time: each sample goes to the innermost package on its stack that is not Node's own
  // code, so a socket write issued by pg counts for pg and one issued by express for express.
  const charged = new Map();
  const VM_STATES = new Set(['(garbage collector)', '(idle)', '(program)']);
  for (const [id, us] of self) {
    let owner = null;
    const leaf = byId.get(id).callFrame.functionName;
    if (VM_STATES.has(leaf)) owner = leaf;
    for (
      let cur = id;
      owner === null && cur !== undefined;
      cur = parent.get(cur)
    ) {
      const url = byId.get(cur).callFrame.url.replace(/^file:\/\//, '');
      const pkg = packageOf(url);
      if (url && pkg !== 'node core') owner = pkg;
    }
    owner ??= 'node core (http server, timers, startup)';
    charged.set(owner, (charged.get(owner) ?? 0) + us);
  }
  for (const [id, us] of self) {
    const seenFn = new Set();
    const seenPkg = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const { callFrame } = byId.get(cur);
      const url = callFrame.url.replace(/^file:\/\//, '');
      const pkg = packageOf(url);
      if (url && !seenPkg.has(pkg)) {
        seenPkg.add(pkg);
        inclusivePackage.set(pkg, (inclusivePackage.get(pkg) ?? 0) + us);
      }
      if (/\/dist\/(src|libs)\//.test(url) && !url.includes('/node_modules/')) {
        const key = `${callFrame.functionName || '(anonymous)'} ${url.replace(/^.*\/dist\//, '')}:${callFrame.lineNumber + 1}`;
        if (!seenFn.has(key)) {
          seenFn.add(key);
          inclusiveApp.set(key, (inclusiveApp.get(key) ?? 0) + us);
        }
      }
    }
  }
  const byFunction = new Map();
  const byPackage = new Map();
  for (const [id, us] of self) {
    const { callFrame } = byId.get(id);
    const url = callFrame.url.replace(/^file:\/\//, '');
    const name = callFrame.functionName || '(anonymous)';
    const where = url
      ? `${url.replace(/^.*\/(node_modules|dist)\//, '$1/')}:${callFrame.lineNumber + 1}`
      : '';
    const key = `${name} ${where}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    const pkg = packageOf(url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  }
  const pct = (us) => `${((us / total) * 100).toFixed(1).padStart(5)}%`;
  const lines = [
    `  total sampled ${(total / 1e6).toFixed(1)} s`,
    '  top self time by function:',
  ];
  for (const [k, us] of [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top))
    lines.push(`  ${pct(us)}  ${k}`);
  lines.push('  self time by package:');
  for (const [k, us] of [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top))
    lines.push(`  ${pct(us)}  ${k}`);
  lines.push(
    '  charged time by package (native and Node-core time charged to the calling package):',
  );
  for (const [k, us] of [...charged].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`  ${pct(us)}  ${k}`);
  lines.push(
    '  inclusive time by package (CPU with the package on the stack):',
  );
  for (const [k, us] of [...inclusivePackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top))
    lines.push(`  ${pct(us)}  ${k}`);
  lines.push('  inclusive time of application functions:');
  for (const [k, us] of [...inclusiveApp]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top))
    lines.push(`  ${pct(us)}  ${k}`);
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    console.error(
      'usage: node bench/lib/profile-summary.mjs <file.cpuprofile> [top]',
    );
    process.exit(2);
  }
  console.log(summarizeProfile(file, Number(top ?? 25)));
}
