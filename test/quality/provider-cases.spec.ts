// The provider cases (corpus/providers.ts) exercise what they say, against the real adapters and
// fixture servers: in a "provider employer" case every provider claims an employer that is not
// the email's company, with company facts the truth does not hold (so a waterfall that kept
// them would state a false fact); in a "provider fills the gaps" case every fact every provider
// returns is true (so a waterfall that keeps them states nothing false) and together they bring
// what keyless research cannot find. The corpus runner runs them once the waterfall is wired.
import {
  loadProviderAdapters,
  PROVIDER_IDS,
  type ProviderAdapters,
} from '../../libs/providers/index.js';
import { COMPANY_FACT_KEYS } from '../../libs/research/fact-keys.js';
import {
  startProviderFixture,
  type RunningProviderFixture,
} from '../support/fixtures/providers/index.js';
import { providerContext } from '../support/fixtures/providers/provider-context.js';
import type { QualityCase } from './case.js';
import { CORPUS } from './corpus/index.js';
import { PROVIDER_CASES } from './corpus/providers.js';
import { corpusHttp, corpusProviders, corpusZone } from './quality-world.js';
import { accepts } from './score.js';

const truthFor = (c: QualityCase, key: string) =>
  c.truth.expect[key] ?? c.truth.allow?.[key];
const emailDomain = (c: QualityCase) => c.signup.email.split('@')[1];

describe('the provider cases', () => {
  const fixtures = new Map<string, RunningProviderFixture>();
  let adapters: ProviderAdapters;

  beforeAll(async () => {
    adapters = await loadProviderAdapters();
    for (const id of PROVIDER_IDS)
      fixtures.set(
        id,
        await startProviderFixture(id, corpusProviders(PROVIDER_CASES)),
      );
  });
  afterAll(async () => {
    for (const fixture of fixtures.values()) await fixture.close();
  });

  const answers = (c: QualityCase) =>
    Promise.all(
      PROVIDER_IDS.map(async (id) => ({
        id,
        outcome: await adapters[id].enrichPerson(
          { email: c.signup.email, name: c.signup.name },
          providerContext(fixtures.get(id)!.baseUrl),
        ),
      })),
    );

  it('share no name, site or id with the corpus, and have two cases per kind', () => {
    const all = [...CORPUS, ...PROVIDER_CASES];
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    expect(() => corpusZone(all)).not.toThrow();
    expect(() => corpusHttp(all)).not.toThrow();
    const perKind = new Map<string, number>();
    for (const c of PROVIDER_CASES)
      perKind.set(c.kind, (perKind.get(c.kind) ?? 0) + 1);
    expect([...perKind].filter(([, count]) => count < 2)).toEqual([]);
  });

  it.each(
    PROVIDER_CASES.filter((c) => c.kind === 'provider employer').map((c) => [
      c.id,
      c,
    ]),
  )(
    "%s: every provider claims another employer than the email's, which a waterfall must not take for the address's company",
    async (_, c) => {
      for (const { id, outcome } of await answers(c)) {
        expect({ id, kind: outcome.kind }).toEqual({ id, kind: 'match' });
        if (outcome.kind !== 'match') continue;
        expect(outcome.employerDomain).not.toBe(emailDomain(c));
        const untrue = outcome.facts.filter(
          (fact) =>
            COMPANY_FACT_KEYS.has(fact.key) &&
            !accepts(fact.key, truthFor(c, fact.key), fact.value),
        );
        // A free-mail address has no company: the provider's employer may be true as the
        // person's (the truth allows it), and then only taking it for the address's is wrong.
        const personsEmployer = outcome.facts.some(
          (fact) =>
            fact.key === 'companyName' &&
            accepts('companyName', c.truth.allow?.companyName, fact.value),
        );
        expect({
          id,
          catchesAMistake: personsEmployer || untrue.length > 0,
        }).toEqual({
          id,
          catchesAMistake: true,
        });
      }
    },
  );

  it.each(
    PROVIDER_CASES.filter((c) => c.kind === 'provider fills the gaps').map(
      (c) => [c.id, c],
    ),
  )(
    '%s: every fact every provider returns is true, and the expected ones are brought',
    async (_, c) => {
      const brought = new Set<string>();
      for (const { id, outcome } of await answers(c)) {
        expect({ id, kind: outcome.kind }).toEqual({ id, kind: 'match' });
        if (outcome.kind !== 'match') continue;
        expect(outcome.employerDomain).toBe(emailDomain(c));
        const untrue = outcome.facts
          .filter(
            (fact) => !accepts(fact.key, truthFor(c, fact.key), fact.value),
          )
          .map((fact) => `${fact.key}=${JSON.stringify(fact.value)}`);
        expect({ id, untrue }).toEqual({ id, untrue: [] });
        for (const fact of outcome.facts) brought.add(fact.key);
      }
      const keyless = new Set([
        'companyDomain',
        'companyDescription',
        'companyName',
      ]);
      const needed = Object.keys(c.truth.expect).filter(
        (key) => !keyless.has(key),
      );
      expect(needed.filter((key) => !brought.has(key))).toEqual([]);
    },
  );
});
