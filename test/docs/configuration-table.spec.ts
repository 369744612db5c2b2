import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { envSchema } from '../../src/config/env-schema.js';
import {
  configurationTable,
  defaultOf,
  schemaComments,
  withTable,
} from '../support/configuration-table.js';

const root = join(import.meta.dirname, '..', '..');
const variablesDir = join(root, 'src', 'config', 'variables');
const pagePath = join(root, 'docs', 'configuration.md');

describe('docs/configuration.md', () => {
  const comments = schemaComments(variablesDir);

  it('reads a comment for every variable the schema declares, and no other', () => {
    expect([...comments.keys()].sort()).toEqual(
      Object.keys(envSchema.shape).sort(),
    );
    const undocumented = [...comments]
      .filter(([, meaning]) => meaning.length < 10)
      .map(([name]) => name);
    expect(undocumented).toEqual([]);
  });

  it('shows each default as the schema applies it', () => {
    expect(defaultOf('PORT')).toBe('`3000`');
    expect(defaultOf('DATABASE_URL')).toBe('unset');
    expect(defaultOf('ENRICHMENT_DNS_SERVERS')).toBe('unset');
    expect(defaultOf('COMPANY_RESEARCH_TTL_MS')).toBe('`3600000` (1 h)');
    expect(defaultOf('BODY_LIMIT_BYTES')).toBe('`65536` (64 KiB)');
    expect(defaultOf('DASHBOARD_ENABLED')).toBe('`true`');
  });

  it('has the table generated from src/config/env-schema.ts (regenerate: UPDATE_DOCS=1 npm test -- test/docs)', () => {
    const current = withTable(
      readFileSync(pagePath, 'utf8'),
      configurationTable(variablesDir),
    );
    if (process.env.UPDATE_DOCS === '1') writeFileSync(pagePath, current);
    expect(readFileSync(pagePath, 'utf8')).toBe(current);
  });
});
