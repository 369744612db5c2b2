import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { envSchema } from '../../src/config/env-schema.js';

/**
 * The configuration table of docs/configuration.md, generated from the schema of
 * src/config/env-schema.ts and the files under src/config/variables/ it is composed of: each
 * variable's comment there is its meaning (a variable derived from a registry carries its meaning
 * as its description), and its default is what the schema makes of it unset.
 * One place for each variable's documentation: the declaration itself.
 */

export const TABLE_START =
  '<!-- configuration table: generated from src/config/env-schema.ts (UPDATE_DOCS=1 npm test -- test/docs) -->';
export const TABLE_END = '<!-- end of configuration table -->';

/**
 * Each variable's comment in one file of declarations (`export const <concern>Variables = { … }`),
 * in declaration order ('' when it has none).
 */
export function declaredComments(source: string): Map<string, string> {
  const file = ts.createSourceFile(
    'variables.ts',
    source,
    ts.ScriptTarget.Latest,
    true,
  );
  const comments = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText(file).endsWith('Variables') &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const property of node.initializer.properties) {
        // A spread (`...vendorVariables(…)`) declares what its entries describe: no comment here.
        if (ts.isSpreadAssignment(property)) continue;
        const name = property.name?.getText(file) ?? '';
        const docs = ts
          .getJSDocCommentsAndTags(property)
          .filter(ts.isJSDoc)
          .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '');
        comments.set(name, docs.join(' ').replace(/\s+/g, ' ').trim());
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return comments;
}

/**
 * Every variable's comment, from every file of `variablesDir`, in the schema's order (the order
 * env-schema.ts composes the files in); a comment for a name the schema lacks comes last.
 */
export function schemaComments(variablesDir: string): Map<string, string> {
  const declared = new Map<string, string>();
  for (const name of readdirSync(variablesDir).sort())
    if (name.endsWith('.variables.ts'))
      for (const entry of declaredComments(
        readFileSync(join(variablesDir, name), 'utf8'),
      ))
        declared.set(...entry);
  const ordered = new Map<string, string>();
  for (const [name, field] of Object.entries(envSchema.shape)) {
    // A variable derived from a registry (a data provider's key, say) carries its words itself.
    const derived = (field as { description?: string }).description;
    if (declared.has(name)) ordered.set(name, declared.get(name)!);
    else if (derived) ordered.set(name, derived.replace(/\s+/g, ' ').trim());
  }
  for (const entry of declared)
    if (!ordered.has(entry[0])) ordered.set(...entry);
  return ordered;
}

const DURATIONS: [number, string][] = [
  [86_400_000, 'days'],
  [3_600_000, 'h'],
  [60_000, 'min'],
  [1000, 's'],
];

/** What the schema makes of the variable when it is unset, as the table shows it. */
export function defaultOf(name: string): string {
  const field = (
    envSchema.shape as Record<
      string,
      (typeof envSchema.shape)[keyof typeof envSchema.shape]
    >
  )[name];
  const parsed = field?.safeParse(undefined);
  if (!parsed?.success) return 'required';
  const value: unknown = parsed.data;
  if (value === undefined || (Array.isArray(value) && value.length === 0))
    return 'unset';
  const text = `\`${Array.isArray(value) ? value.join(',') : String(value)}\``;
  if (typeof value !== 'number') return text;
  if (name.endsWith('_MS')) {
    const unit = DURATIONS.find(([ms]) => value >= ms && value % ms === 0);
    if (unit) return `${text} (${value / unit[0]} ${unit[1]})`;
  }
  if (name.endsWith('_BYTES') && value % 1024 === 0)
    return value % 1048576 === 0
      ? `${text} (${value / 1048576} MiB)`
      : `${text} (${value / 1024} KiB)`;
  return text;
}

/** The whole table, between its markers. */
export function configurationTable(variablesDir: string): string {
  const comments = schemaComments(variablesDir);
  const rows = [...comments].map(
    ([name, meaning]) =>
      `| \`${name}\` | ${defaultOf(name)} | ${meaning.replace(/\|/g, '\\|')} |`,
  );
  return [
    TABLE_START,
    '',
    '| Variable | Default | Meaning |',
    '|---|---|---|',
    ...rows,
    '',
    TABLE_END,
  ].join('\n');
}

/** The page with its table replaced by `table`. */
export function withTable(page: string, table: string): string {
  const start = page.indexOf(TABLE_START);
  const end = page.indexOf(TABLE_END);
  if (start < 0 || end < start)
    throw new Error('the page has no configuration table markers');
  return page.slice(0, start) + table + page.slice(end + TABLE_END.length);
}
