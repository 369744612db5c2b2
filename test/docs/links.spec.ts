import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brokenLinks,
  documentationFiles,
  headingAnchors,
} from '../support/markdown-links.js';

const root = join(import.meta.dirname, '..', '..');

describe('documentation links', () => {
  it('every relative link and anchor in README.md and docs/ resolves inside the repository', () => {
    const files = documentationFiles(root);
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/api.md',
        'docs/operations.md',
      ]),
    );
    expect(brokenLinks(root, files)).toEqual([]);
  });

  it('README.md stays a quick start: at most about 200 lines', () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').split('\n');
    expect(lines.length).toBeLessThanOrEqual(210);
  });
});

describe('the link check itself', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'links-'));
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'README.md'), '# Top\n');
    writeFileSync(
      join(dir, 'docs', 'page.md'),
      [
        '# A page',
        '## Running on `PostgreSQL`: why',
        '## Running on `PostgreSQL`: why',
        '[ok](../README.md#top) [ok](#running-on-postgresql-why-1) [web](https://example.com/x)',
        '[gone](missing.md) [bad anchor](../README.md#nowhere)',
        '[outside](../../shared/spec/contract.md)',
        '`[in code](nowhere.md)`',
        '```',
        '[in a block](nowhere.md)',
        '```',
      ].join('\n'),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds missing files, unknown anchors and paths outside the repository, and nothing in code', () => {
    const broken = brokenLinks(dir, documentationFiles(dir));
    expect(broken.map((b) => [b.line, b.target, b.problem])).toEqual([
      [5, 'missing.md', 'no such file'],
      [5, '../README.md#nowhere', 'no heading with the id "nowhere"'],
      [6, '../../shared/spec/contract.md', 'points outside the repository'],
    ]);
  });

  it('numbers repeated headings as GitHub does', () => {
    expect([
      ...headingAnchors('# A\n## A\n### The LLM agent (`X=llm`)\n'),
    ]).toEqual(['a', 'a-1', 'the-llm-agent-xllm']);
  });
});
