// One SSRF address check: every client that connects to a host named by untrusted input (the
// research tools' page fetcher, webhook deliveries, endpoint registration) asks
// libs/research/net/vetted-address.ts, which alone applies the address policy. A second copy
// drifts: a range added to one would be missing from the other.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const POLICY = join('libs', 'research', 'net', 'address-policy.ts');
const VETTING = join('libs', 'research', 'net', 'vetted-address.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

const code = [...sourceFiles('src'), ...sourceFiles('libs')].map(
  (file) => [file, readFileSync(file, 'utf8')] as const,
);

describe('the SSRF address check', () => {
  it('is decided in vetted-address.ts only (nothing else evaluates addresses)', () => {
    const deciding = code
      .filter(([file]) => file !== POLICY && file !== VETTING)
      .filter(([, text]) => /\b(evaluateAddress|isAddressAllowed)\(/.test(text))
      .map(([file]) => file);
    expect(deciding).toEqual([]);
  });

  it('has its address ranges in address-policy.ts only', () => {
    const ranges =
      /['"](10\.0\.0\.0\/8|172\.16\.0\.0\/12|192\.168\.0\.0\/16|169\.254\.|fc00::|fe80::)/;
    const elsewhere = code
      .filter(([file]) => file !== POLICY)
      .filter(([, text]) => ranges.test(text))
      .map(([file]) => file);
    expect(elsewhere).toEqual([]);
  });
});
