import { companyContext } from './merge-sources.js';
import type { CompanyProfile, ToolResult } from '../types.js';

const cite = (url: string) => ({
  url,
  tool: 'website',
  retrievedAt: '2025-01-15T12:00:00.000Z',
});
const account = (handle: string): CompanyProfile => ({
  url: `https://x.com/${handle}`,
  citation: cite('https://acme.test/'),
});
const result = (tool: string, xAccount?: CompanyProfile): ToolResult => ({
  tool,
  facts: [],
  ...(xAccount ? { xAccount } : {}),
});

describe('companyContext: the X account', () => {
  it('is the one a company tool found, with its citation', () => {
    expect(
      companyContext(
        [result('dns'), result('website', account('acme'))],
        new Map(),
      ).xAccount,
    ).toEqual(account('acme'));
  });

  it('is none when two company tools name two accounts', () => {
    expect(
      companyContext(
        [result('website', account('acme')), result('dns', account('acme_hq'))],
        new Map(),
      ).xAccount,
    ).toBeUndefined();
  });

  it("is never a person tool's", () => {
    expect(
      companyContext([result('gravatar', account('janeroe'))], new Map()),
    ).toEqual({});
  });
});
