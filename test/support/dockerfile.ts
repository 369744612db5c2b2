// Reads a Dockerfile and its .dockerignore as Docker does, so a test can reproduce the image's
// build without a Docker engine: the build context (every file .dockerignore lets through), each
// stage's instructions, and what each COPY takes from the context or from another stage.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Instruction {
  keyword: string;
  /** the rest of the line, continuations joined */
  args: string;
}

export interface Stage {
  name: string | null;
  from: string;
  instructions: Instruction[];
}

/** The stages of a Dockerfile, in order; comments dropped, `\` continuations joined. */
export function parseDockerfile(text: string): Stage[] {
  const logical: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    logical.push(pending + line);
    pending = '';
  }
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args };
    if (instruction.keyword === 'FROM') {
      const [from = '', as, name] = args.split(/\s+/);
      stages.push({
        from,
        name: as?.toUpperCase() === 'AS' ? (name ?? null) : null,
        instructions: [],
      });
    } else {
      if (!stages.length) throw new Error(`${keyword} before FROM`);
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return stages;
}

/** JSON (exec) form `["a", "b"]`, or a shell form wrapped as `sh -c`. */
export function commandOf(args: string): string[] {
  const trimmed = args.trim();
  if (trimmed.startsWith('[')) return JSON.parse(trimmed) as string[];
  return ['/bin/sh', '-c', trimmed];
}

/** `COPY [--from=stage] [--chown=user:group] src… dest`. */
export function copyArgs(args: string): {
  from: string | null;
  chown: string | null;
  sources: string[];
  dest: string;
} {
  const words = args.trim().split(/\s+/);
  let from: string | null = null;
  let chown: string | null = null;
  while (words[0]?.startsWith('--')) {
    const flag = words.shift()!;
    if (flag.startsWith('--from=')) from = flag.slice('--from='.length);
    else if (flag.startsWith('--chown=')) chown = flag.slice('--chown='.length);
    else throw new Error(`COPY flag ${flag} is not reproduced here`);
  }
  const dest = words.pop();
  if (!dest || !words.length) throw new Error(`COPY ${args}: no source`);
  return { from, chown, sources: words, dest };
}

/** `KEY=value` pairs of an ENV instruction (the legacy `ENV KEY value` form too). */
export function envArgs(args: string): Record<string, string> {
  const pairs = [...args.matchAll(/(\w+)=("(?:[^"\\]|\\.)*"|\S*)/g)];
  if (!pairs.length) {
    const [key = '', ...value] = args.trim().split(/\s+/);
    return { [key]: value.join(' ') };
  }
  return Object.fromEntries(
    pairs.map(([, key, value]) => [
      key!,
      value!.startsWith('"') ? (JSON.parse(value!) as string) : value!,
    ]),
  );
}

interface IgnoreRule {
  negated: boolean;
  regex: RegExp;
  /** the literal start of the pattern, before any wildcard */
  prefix: string;
}

/** One .dockerignore pattern as a regular expression over a slash-separated path. */
function globToRegex(pattern: string): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      i++;
      if (pattern[i + 1] === '/') {
        i++;
        out += '(?:.*/)?';
      } else out += '.*';
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '[') {
      const end = pattern.indexOf(']', i);
      out += pattern.slice(i, end + 1);
      i = end;
    } else out += c.replace(/[.+^${}()|\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/**
 * Docker's reading of .dockerignore: each line a pattern, cleaned of a leading and a trailing
 * slash; `!` re-includes; the last pattern that matches a path — or any directory above it —
 * decides.
 */
export class DockerIgnore {
  private readonly rules: IgnoreRule[];

  constructor(text: string) {
    this.rules = text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'))
      .map((line) => {
        const negated = line.startsWith('!');
        const pattern = (negated ? line.slice(1) : line)
          .trim()
          .replace(/^\/+/, '')
          .replace(/\/+$/, '');
        return {
          negated,
          regex: globToRegex(pattern),
          prefix: pattern.split(/[*?[]/)[0]!,
        };
      });
  }

  ignores(path: string): boolean {
    const parts = path.split('/');
    const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let ignored = false;
    for (const rule of this.rules)
      if (candidates.some((c) => rule.regex.test(c))) ignored = !rule.negated;
    return ignored;
  }

  /** Whether some `!` pattern could re-include a path under this ignored directory. */
  mayReinclude(dir: string): boolean {
    return this.rules.some(
      (r) =>
        r.negated &&
        (r.prefix === '' ||
          r.prefix.startsWith(`${dir}/`) ||
          `${dir}/`.startsWith(r.prefix)),
    );
  }
}

/** Every file of the build context under `root`, as slash-separated relative paths. */
export function buildContext(root: string): string[] {
  const ignorePath = join(root, '.dockerignore');
  const ignore = new DockerIgnore(
    existsSync(ignorePath) ? readFileSync(ignorePath, 'utf8') : '',
  );
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (path === '.git') continue;
      if (entry.isDirectory()) {
        if (!ignore.ignores(path) || ignore.mayReinclude(path)) walk(path);
      } else if (!ignore.ignores(path)) files.push(path);
    }
  };
  walk('');
  return files.sort();
}
