// The corpus's outside world on loopback: one DNS server answering every case's names, one HTTP
// server playing every site plus GitHub and Gravatar, and the scripted model for the LLM agent.
import type { DnsZone } from '../support/fixtures/dns-server.js';
import type {
  HttpFixturesOptions,
  SiteFixture,
} from '../support/fixtures/http-fixtures.js';
import type {
  FixtureCompany,
  FixturePerson,
  ProviderFixtureOptions,
} from '../support/fixtures/providers/index.js';
import {
  startOutsideWorld,
  type OutsideWorld,
} from '../support/outside-world.js';
import type { QualityCase } from './case.js';

export function corpusZone(cases: readonly QualityCase[]): DnsZone {
  const zone: DnsZone = {};
  for (const c of cases) {
    for (const [name, records] of Object.entries(c.dns ?? {})) {
      if (zone[name] && zone[name] !== records)
        throw new Error(`${c.id}: DNS name ${name} is defined by another case`);
      zone[name] = records;
    }
  }
  return zone;
}

export function corpusHttp(cases: readonly QualityCase[]): HttpFixturesOptions {
  const sites: Record<string, SiteFixture> = {};
  const githubUsers: NonNullable<HttpFixturesOptions['githubUsers']> = [];
  const gravatarProfiles: Record<string, Record<string, unknown>> = {};
  for (const c of cases) {
    for (const [host, site] of Object.entries(c.sites ?? {})) {
      if (sites[host])
        throw new Error(`${c.id}: site ${host} is defined by another case`);
      sites[host] = site;
    }
    if (c.github) githubUsers.push(c.github);
    if (c.gravatar) gravatarProfiles[c.signup.email] = c.gravatar;
  }
  return { sites, githubUsers, gravatarProfiles, hangHosts: [] };
}

/** Every case's world at once: cases never share a name, so one server plays them all. */
export function startCorpusWorld(
  cases: readonly QualityCase[],
): Promise<OutsideWorld> {
  return startOutsideWorld({
    zone: corpusZone(cases),
    http: corpusHttp(cases),
  });
}

/**
 * What the data providers know across the corpus, for the provider fixtures
 * (startProviderFixture): cases never share a person's email.
 */
export function corpusProviders(
  cases: readonly QualityCase[],
): ProviderFixtureOptions {
  const people: FixturePerson[] = [];
  const companies: FixtureCompany[] = [];
  for (const c of cases) {
    for (const person of c.providers?.people ?? []) {
      if (people.some((known) => known.email === person.email))
        throw new Error(
          `${c.id}: provider person ${person.email} is defined by another case`,
        );
      people.push(person);
    }
    companies.push(...(c.providers?.companies ?? []));
  }
  return { people, companies };
}
