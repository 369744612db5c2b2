import { FetchScope } from './fetch-scope.js';

const cite = (url: string | null) => ({
  url,
  tool: 'gravatar',
  retrievedAt: '2025-01-15T12:00:00.000Z',
});

describe('FetchScope', () => {
  it.each([
    ['http://acme.test/about', true],
    ['https://www.acme.test/team?x=1#top', true],
    ['https://docs.eu.acme.test/', true],
    ['https://acme.test.evil.test/', false],
    ['https://notacme.test/', false],
    ['http://evil.test/collect', false],
    ['ftp://acme.test/', false],
    ['http://user:pw@acme.test/', false],
    ['not a url', false],
  ] as const)('company domain: %s -> %s', (url, allowed) => {
    expect(new FetchScope('acme.test').allows(url)).toBe(allowed);
  });

  it('allows exactly the pages a research tool reported, nothing else on their hosts', () => {
    const scope = new FetchScope(null);
    scope.addFound([
      {
        key: 'fullName',
        value: 'Jane',
        citation: cite('https://gravatar.com/jane'),
      },
      {
        key: 'linkedinUrl',
        value: 'https://www.linkedin.com/in/jane',
        citation: cite(null),
      },
    ]);
    expect(scope.allows('https://gravatar.com/jane')).toBe(true);
    expect(scope.allows('https://gravatar.com/jane#bio')).toBe(true);
    expect(scope.allows('https://www.linkedin.com/in/jane')).toBe(true);
    expect(scope.allows('https://gravatar.com/someone-else')).toBe(false);
  });

  it('grants nothing on a free-mail domain', () => {
    expect(new FetchScope(null).allows('https://gmail.com/')).toBe(false);
  });
});
