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

  it.each<[string, string, Record<string, string>]>([
    [
      'janedoe@acme.com',
      'Jane Doe',
      { firstName: 'Jane', lastName: 'Doe', fullName: 'Jane Doe' },
    ],
    [
      'jd@brightloom.com',
      'Jean-Luc Dubois',
      {
        firstName: 'Jean-Luc',
        lastName: 'Dubois',
        fullName: 'Jean-Luc Dubois',
      },
    ],
    [
      'j.smith@harborview.com',
      'John Smith',
      { firstName: 'John', lastName: 'Smith', fullName: 'John Smith' },
    ],
    [
      'anna@vdb.nl',
      'Anna van der Berg',
      {
        firstName: 'Anna',
        lastName: 'van der Berg',
        fullName: 'Anna van der Berg',
      },
    ],
    [
      'm.oconnor@kestrel.ie',
      "Dr. Máire O'Connor",
      { firstName: 'Máire', lastName: "O'Connor", fullName: "Máire O'Connor" },
    ],
    [
      'praxis.koller@zahnwerk.at',
      'Martina Koller',
      { firstName: 'Martina', lastName: 'Koller', fullName: 'Martina Koller' },
    ],
  ])(
    'takes the name given at signup for %s (%s)',
    async (email, name, expected) => {
      const result = await tool.run(input(email, name), ctx);
      const facts = result.facts.filter((f) => f.key !== 'companyDomain');
      expect(Object.fromEntries(facts.map((f) => [f.key, f.value]))).toEqual(
        expected,
      );
      for (const fact of facts)
        expect(fact.citation.title).toBe('Name given at signup');
    },
  );

  it('does not take a given name the address does not fit, nor make one from a role inbox', async () => {
    const assistant = await tool.run(input('bob@acme.com', 'Jane Doe'), ctx);
    expect(assistant.facts.map((f) => f.key)).toEqual(['companyDomain']);
    const team = await tool.run(
      input('kontakt@nordlicht-yoga.de', 'Svenja Thiel'),
      ctx,
    );
    expect(team.facts.map((f) => f.key)).toEqual(['companyDomain']);
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
