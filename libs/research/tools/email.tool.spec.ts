import { createEmailTool } from './email.tool.js';
import type { ResearchInput, ToolContext } from '../types.js';

const NOW = new Date('2025-01-02T03:04:05.000Z');
const ctx: ToolContext = {
  signal: new AbortController().signal,
  now: () => NOW,
};

function input(email: string, name: string | null = null): ResearchInput {
  return { email, name, domain: null, personalDomain: false, metadata: null };
}

const citation = {
  url: null,
  tool: 'email',
  title: 'Derived from the email address',
  retrievedAt: NOW.toISOString(),
};

describe('email tool', () => {
  const tool = createEmailTool();

  it('is named email', () => {
    expect(tool.name).toBe('email');
  });

  it.each<[string, string | null, Record<string, string>]>([
    [
      'jane.doe@eu.acme.co.uk',
      null,
      {
        firstName: 'Jane',
        lastName: 'Doe',
        fullName: 'Jane Doe',
        companyDomain: 'acme.co.uk',
      },
    ],
    [
      'janedoe@acme.com',
      'Jane Doe',
      {
        firstName: 'Jane',
        lastName: 'Doe',
        fullName: 'Jane Doe',
        companyDomain: 'acme.com',
      },
    ],
    ['janedoe@acme.com', null, { companyDomain: 'acme.com' }],
    ['sales@acme.com', null, { companyDomain: 'acme.com' }],
    [
      'jane.doe@gmail.com',
      null,
      { firstName: 'Jane', lastName: 'Doe', fullName: 'Jane Doe' },
    ],
    [
      'jane.doe@mailinator.com',
      null,
      { firstName: 'Jane', lastName: 'Doe', fullName: 'Jane Doe' },
    ],
    ['not an address', null, {}],
    ['', null, {}],
    ['@@@', null, {}],
    ['jane@127.0.0.1', null, {}],
  ])('%s (name %s)', async (email, name, expected) => {
    const result = await tool.run(input(email, name), ctx);
    expect(result.tool).toBe('email');
    const facts = Object.fromEntries(result.facts.map((f) => [f.key, f.value]));
    expect(facts).toEqual(expected);
    for (const fact of result.facts) expect(fact.citation).toEqual(citation);
    expect(result.emailSignals).toBeDefined();
  });

  it('reports the address flags', async () => {
    const result = await tool.run(input('info@gmail.com'), ctx);
    expect(result.emailSignals).toEqual({
      emailDomain: 'gmail.com',
      registrableDomain: 'gmail.com',
      isFreeEmail: true,
      isDisposable: false,
      isRoleAccount: true,
    });
  });

  it('does not throw for a non-string email', async () => {
    const odd = { ...input(''), email: 42 as unknown as string };
    await expect(tool.run(odd, ctx)).resolves.toMatchObject({
      tool: 'email',
      facts: [],
    });
  });
});
