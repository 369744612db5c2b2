/**
 * The value of one sample in a Prometheus text exposition: the line for `name` whose labels
 * include all of `labels`; undefined when there is none (more than one match is an error).
 */
export function sampleValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const matches = text
    .split('\n')
    .filter(
      (line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `),
    )
    .map(parseLine)
    .filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (matches.length > 1)
    throw new Error(
      `${name} ${JSON.stringify(labels)} matches ${matches.length} samples`,
    );
  return matches[0]?.value;
}

function parseLine(line: string): {
  labels: Record<string, string>;
  value: number;
} {
  const braces = /^[^{ ]+(?:\{(.*)\})? (\S+)/.exec(line);
  if (!braces) throw new Error(`not a sample line: ${line}`);
  const labels: Record<string, string> = {};
  for (const m of (braces[1] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
    labels[m[1]] = m[2];
  return { labels, value: Number(braces[2]) };
}
