// How fast this machine runs JavaScript right now: the CPU time of a fixed piece of work of the
// kind a signup does (JSON, regular expressions, hashing, maps and strings), the least of a few
// runs. The CI guard divides the service's CPU per signup by it, so a slower or busier machine
// than the one that wrote the baseline does not read as a regression (nor hide one).
import { createHash } from 'node:crypto';

const RECORD = {
  email: 'jane.doe@acme.test',
  enrichment: {
    companyName: 'Acme',
    facts: Array.from({ length: 40 }, (_, i) => ({
      key: `fact${i}`,
      value: `value ${i} of the record`,
      citation: { url: `https://acme.test/page/${i}`, tool: 'website' },
    })),
  },
};
const PAGE = `<html><head><title>Acme</title></head><body>${'<p>We build rockets in Lyon. Contact sales@acme.test.</p>'.repeat(200)}</body></html>`;

function work() {
  let n = 0;
  for (let i = 0; i < 1500; i++) {
    const copy = JSON.parse(JSON.stringify(RECORD));
    n += copy.enrichment.facts.length;
    n += PAGE.match(/<p>[^<]*<\/p>/g).length;
    n += createHash('sha256').update(PAGE).digest('hex').length;
    const seen = new Map();
    for (const fact of copy.enrichment.facts)
      seen.set(fact.key, fact.value.toUpperCase());
    n += seen.size;
  }
  return n;
}

/** CPU ms of the fixed work, the least of `runs` runs (after one warm-up). */
export function calibrate(runs = 5) {
  work();
  let least = Infinity;
  for (let i = 0; i < runs; i++) {
    const before = process.cpuUsage();
    work();
    const used = process.cpuUsage(before);
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  return Math.round(least * 100) / 100;
}
