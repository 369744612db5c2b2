import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The link check of README.md and docs/: every relative link must name a file of the repository
 * (never a path outside it, such as a sibling checkout), and every #anchor a heading of the page
 * it points to, as GitHub renders it. Links in code (fenced blocks, `spans`) are not links.
 */

export interface BrokenLink {
  file: string;
  line: number;
  target: string;
  problem: string;
}

/** README.md, CHANGELOG.md and every page under docs/, as paths relative to the root. */
export function documentationFiles(root: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) pages.push(path);
    }
  };
  if (existsSync(join(root, 'docs'))) walk('docs');
  return ['README.md', 'CHANGELOG.md']
    .filter((f) => existsSync(join(root, f)))
    .concat(pages.sort());
}

/** The page's text with code blocks and code spans blanked (lines kept, for line numbers). */
function withoutCode(text: string): string {
  return text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) =>
      block.replace(/[^\n]/g, ' '),
    )
    .replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length));
}

/** GitHub's heading ids: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const text = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const match of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const heading = match[1]!.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** Every broken relative link or anchor in the given pages. */
export function brokenLinks(root: string, files: string[]): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    if (!anchorsOf.has(file))
      anchorsOf.set(file, headingAnchors(readFileSync(file, 'utf8')));
    return anchorsOf.get(file)!;
  };
  for (const file of files) {
    const text = withoutCode(readFileSync(join(root, file), 'utf8'));
    const lines = text.split('\n');
    lines.forEach((lineText, index) => {
      for (const match of lineText.matchAll(
        /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
      )) {
        const target = match[1]!;
        if (EXTERNAL.test(target)) continue;
        const report = (problem: string) =>
          broken.push({ file, line: index + 1, target, problem });
        const [path, anchor] = target.split('#', 2) as [string, string?];
        const absolute = path
          ? resolve(root, dirname(file), decodeURIComponent(path))
          : resolve(root, file);
        const inside = relative(resolve(root), absolute);
        if (inside.startsWith('..') || inside.startsWith(sep)) {
          report('points outside the repository');
          continue;
        }
        if (!existsSync(absolute)) {
          report('no such file');
          continue;
        }
        if (anchor === undefined) continue;
        if (!absolute.endsWith('.md') || statSync(absolute).isDirectory()) {
          report('an anchor into a file that is not a Markdown page');
          continue;
        }
        if (!anchors(absolute).has(anchor))
          report(`no heading with the id "${anchor}"`);
      }
    });
  }
  return broken;
}
