import {
  ACME_HTTP_FIXTURES,
  JANE_EMAIL,
  JANE_GRAVATAR_PROFILE,
  gravatarHash,
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
import { createGravatarTool } from './gravatar.tool.js';

describe('gravatar tool', () => {
  let web: RunningHttpFixtures;

  beforeAll(async () => {
    web = await startHttpFixtures(ACME_HTTP_FIXTURES);
  });
  afterAll(() => web.close());

  it("reads Jane's profile and verified accounts, cited to her profile page", async () => {
    const tool = createGravatarTool({
      baseUrl: web.gravatarBaseUrl,
      userAgent: 'research-test',
    });
    const result = await tool.run(researchInput(), toolContext());
    expect(
      Object.fromEntries(result.facts.map((fact) => [fact.key, fact.value])),
    ).toEqual({
      fullName: 'Jane Doe',
      location: 'Austin, TX',
      bio: JANE_GRAVATAR_PROFILE.description,
      title: 'Head of Growth',
      companyName: 'Acme Analytics',
      photoUrl: JANE_GRAVATAR_PROFILE.avatar_url,
      githubUsername: 'janedoe',
      twitterHandle: 'jane_doe_growth',
      linkedinUrl: 'https://www.linkedin.com/in/jane-doe-acme',
    });
    expect(result.facts[0].citation).toEqual({
      url: JANE_GRAVATAR_PROFILE.profile_url,
      tool: 'gravatar',
      title: 'Gravatar profile',
      retrievedAt: FIXED_NOW.toISOString(),
    });
    const request = web.requests.at(-1)!;
    expect(request.path).toBe(`/gravatar/profiles/${gravatarHash(JANE_EMAIL)}`);
    expect(request.userAgent).toBe('research-test');
    expect(request.authorization).toBeUndefined();
  });

  it('hashes the trimmed, lowercased address and sends the API key when configured', async () => {
    const tool = createGravatarTool({
      baseUrl: web.gravatarBaseUrl,
      token: 'grav-key',
    });
    const result = await tool.run(
      researchInput({ email: '  Jane.Doe@ACME.test ' }),
      toolContext(),
    );
    expect(result.facts.length).toBeGreaterThan(0);
    expect(web.requests.at(-1)!.authorization).toBe('Bearer grav-key');
  });

  it('finds nothing for an address without a profile', async () => {
    const tool = createGravatarTool({ baseUrl: web.gravatarBaseUrl });
    expect(
      (
        await tool.run(
          researchInput({ email: 'nobody@acme.test' }),
          toolContext(),
        )
      ).facts,
    ).toEqual([]);
  });

  it('cites the API URL when the profile has no page URL', async () => {
    const local = await startHttpFixtures({
      gravatarProfiles: { [JANE_EMAIL]: { display_name: 'Jane Doe' } },
    });
    try {
      const result = await createGravatarTool({
        baseUrl: local.gravatarBaseUrl,
      }).run(researchInput(), toolContext());
      expect(result.facts).toHaveLength(1);
      expect(result.facts[0].citation.url).toBe(
        `${local.gravatarBaseUrl}/profiles/${gravatarHash(JANE_EMAIL)}`,
      );
    } finally {
      await local.close();
    }
  });

  it('throws on server errors and rate limits', async () => {
    const failing = createGravatarTool({ baseUrl: `${web.origin}/status/500` });
    await expect(failing.run(researchInput(), toolContext())).rejects.toThrow(
      'gravatar: unexpected HTTP 500',
    );
    const limited = createGravatarTool({
      baseUrl: `${web.origin}/status/429`,
      token: 'grav-key',
    });
    await expect(limited.run(researchInput(), toolContext())).rejects.toThrow(
      /rate limited/,
    );
    await expect(
      limited.run(researchInput(), toolContext()),
    ).rejects.not.toThrow(/grav-key/);
  });

  it('stops when ctx.signal aborts', async () => {
    const tool = createGravatarTool({ baseUrl: `${web.origin}/hang` });
    const started = Date.now();
    await expect(
      tool.run(researchInput(), toolContext({ timeoutMs: 200 })),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
