import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROVIDER_REGISTRY } from '../../libs/providers/registry.js';
import { vendorTable, withVendorTable } from '../support/vendor-table.js';

const pagePath = join(
  import.meta.dirname,
  '..',
  '..',
  'docs',
  'providers',
  'README.md',
);

describe('docs/providers/README.md', () => {
  it('has the providers table generated from libs/providers/registry.ts (regenerate: UPDATE_DOCS=1 npm test -- test/docs)', () => {
    const current = withVendorTable(
      readFileSync(pagePath, 'utf8'),
      'providers',
      vendorTable('providers', 'PROVIDER', PROVIDER_REGISTRY),
    );
    if (process.env.UPDATE_DOCS === '1') writeFileSync(pagePath, current);
    expect(readFileSync(pagePath, 'utf8')).toBe(current);
  });
});
