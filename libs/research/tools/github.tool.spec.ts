import {
  ACME_HTTP_FIXTURES,
  JANE_GITHUB_USER,
} from '../../../test/support/fixtures/fixture-data.js';
import {
  startHttpFixtures,
  type RunningHttpFixtures,
} from '../../../test/support/fixtures/http-fixtures.js';
import {
  FIXED_NOW,
  researchInput,
  toolContext,
} from '../../../test/support/fixtures/research-input.js';
import { createGithubTool } from './github.tool.js';

describe('github tool', () => {
  let web: RunningHttpFixtures;

  beforeAll(async () => {
    web = await startHttpFixtures({
      ...ACME_HTTP_FIXTURES,
      githubUsers: [
        ...(ACME_HTTP_FIXTURES.githubUsers ?? []),
        { login: 'twin-a', email: 'shared@acme.test' },
        { login: 'twin-b', email: 'shared@acme.test' },
      ],
    });
  });
  afterAll(() => web.close());

  it("finds Jane's account by public email and reads her profile", async () => {
    const tool = createGithubTool({
      baseUrl: web.githubBaseUrl,
      token: 'ghp_secret',
    });
    const result = await tool.run(researchInput(), toolContext());
    expect(
      Object.fromEntries(result.facts.map((fact) => [fact.key, fact.value])),
    ).toEqual({
      githubUsername: 'janedoe',
      fullName: 'Jane Doe',
      bio: JANE_GITHUB_USER.bio,
      location: 'Austin, TX',
      twitterHandle: 'jane_doe_growth',
      photoUrl: JANE_GITHUB_USER.avatar_url,
    });
    expect(result.facts[0].citation).toEqual({
      url: 'https://github.com/janedoe',
      tool: 'github',
      title: 'GitHub profile janedoe',
      retrievedAt: FIXED_NOW.toISOString(),
    });
    const [search, user] = web.requests.slice(-2);
    expect(search.path).toBe(
      '/github/search/users?q=jane.doe%40acme.test%20in%3Aemail',
    );
    expect(user.path).toBe('/github/users/janedoe');
    expect(search.authorization).toBe('Bearer ghp_secret');
  });

  it('finds nothing for an unknown or ambiguous email', async () => {
    const tool = createGithubTool({ baseUrl: web.githubBaseUrl });
    expect(
      (
        await tool.run(
          researchInput({ email: 'nobody@acme.test' }),
          toolContext(),
        )
      ).facts,
    ).toEqual([]);
    expect(
      (
        await tool.run(
          researchInput({ email: 'shared@acme.test' }),
          toolContext(),
        )
      ).facts,
    ).toEqual([]);
    expect(web.requests.at(-1)!.authorization).toBeUndefined();
  });

  it('throws a clear error when rate limited, without the token', async () => {
    const limited = await startHttpFixtures({ githubRateLimited: true });
    try {
      const tool = createGithubTool({
        baseUrl: limited.githubBaseUrl,
        token: 'ghp_secret',
      });
      const error = await tool
        .run(researchInput(), toolContext())
        .catch((e: Error) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(
        /github: rate limited \(HTTP 403/,
      );
      expect((error as Error).message).not.toContain('ghp_secret');
    } finally {
      await limited.close();
    }
    const tooMany = createGithubTool({ baseUrl: `${web.origin}/status/429` });
    await expect(tooMany.run(researchInput(), toolContext())).rejects.toThrow(
      /rate limited \(HTTP 429/,
    );
  });

  it('throws on other server errors', async () => {
    const tool = createGithubTool({ baseUrl: `${web.origin}/status/502` });
    await expect(tool.run(researchInput(), toolContext())).rejects.toThrow(
      'github: unexpected HTTP 502',
    );
  });

  it('stops when ctx.signal aborts', async () => {
    const tool = createGithubTool({ baseUrl: `${web.origin}/hang` });
    const started = Date.now();
    await expect(
      tool.run(researchInput(), toolContext({ timeoutMs: 200 })),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
