import {
  vendorIds,
  vendorVariable,
  type VendorRegistry,
} from '../../libs/vendor-registry/index.js';

/**
 * A vendor registry's table for its docs page, generated from the registry's entries: who each
 * vendor is, its id, what it is sent, its variables and where it is reached by default. The page
 * keeps it between its markers; test/docs regenerates it with UPDATE_DOCS=1.
 */
export function vendorTable(
  name: string,
  prefix: string,
  registry: VendorRegistry<unknown>,
): string {
  const rows = vendorIds(registry).map((id) => {
    const entry = registry[id]!;
    return `| ${entry.label} | \`${id}\` | ${entry.sends} | \`${vendorVariable(prefix, id, 'API_KEY')}\`, \`${vendorVariable(prefix, id, 'BASE_URL')}\` (default \`${entry.productionUrl}\`) |`;
  });
  return [
    vendorTableStart(name),
    '',
    '| Name | Id | What it is sent | Its variables |',
    '|---|---|---|---|',
    ...rows,
    '',
    vendorTableEnd(name),
  ].join('\n');
}

export const vendorTableStart = (name: string) =>
  `<!-- ${name} table: generated from the registry (UPDATE_DOCS=1 npm test -- test/docs) -->`;
export const vendorTableEnd = (name: string) => `<!-- end of ${name} table -->`;

/** The page with its table replaced by `table`. */
export function withVendorTable(
  page: string,
  name: string,
  table: string,
): string {
  const start = page.indexOf(vendorTableStart(name));
  const end = page.indexOf(vendorTableEnd(name));
  if (start < 0 || end < start)
    throw new Error(`the page has no ${name} table markers`);
  return (
    page.slice(0, start) + table + page.slice(end + vendorTableEnd(name).length)
  );
}
