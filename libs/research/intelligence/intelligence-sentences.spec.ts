import { FactView } from './intelligence-facts.js';
import { metadataCitation } from './intelligence-metadata.js';
import { chooseChannel, writeHook } from './intelligence-outreach.js';
import {
  addressCitation,
  strategySentences,
  summarySentences,
  type Sentence,
} from './intelligence-sentences.js';
import {
  citationFor,
  signalsFor,
} from '../../../test/support/fixtures/tool-results.js';
import type { EmailSignals, Enrichment, EnrichmentFacts } from '../types.js';

const AT = '2026-11-23T14:05:00.000Z';

/** An enrichment whose every fact is cited (by gravatar for the person, website for the rest). */
function enriched(facts: EnrichmentFacts): Enrichment {
  const person = new Set(['fullName', 'title', 'location', 'linkedinUrl']);
  return {
    ...facts,
    citations: Object.fromEntries(
      Object.keys(facts).map((k) => [
        k,
        citationFor(person.has(k) ? 'gravatar' : 'website'),
      ]),
    ),
  };
}

const WORK = signalsFor('acme.test');
const FREE = signalsFor('gmail.com', { isFreeEmail: true });
const DISPOSABLE = signalsFor('mailinator.com', {
  isFreeEmail: true,
  isDisposable: true,
});
const ROLE = signalsFor('acme.test', { isRoleAccount: true });

const OPTIONAL: EnrichmentFacts = {
  title: 'VP Growth',
  companyName: 'Acme',
  companyDomain: 'acme.test',
  employeeCount: 120,
  industry: 'fintech',
  location: 'Porto',
  companyLocation: 'Lisbon',
  fundingStage: 'Series B',
};
const KEYS = Object.keys(OPTIONAL) as (keyof EnrichmentFacts)[];

/** Every subset of the optional facts: 256 records, from nothing to everything. */
const SUBSETS: EnrichmentFacts[] = Array.from(
  { length: 2 ** KEYS.length },
  (_, mask) =>
    Object.fromEntries(
      KEYS.filter((_k, i) => mask & (1 << i)).map((k) => [k, OPTIONAL[k]]),
    ),
);

const who = (name: string | null) =>
  name ? { text: name, cites: [citationFor('gravatar')] } : null;

/** A slot left empty shows as these: a dangling word, doubled spaces, a lone comma or article. */
const EMPTY_SLOT =
  /undefined|null|NaN|\s{2}|\s[,.]|,,|\b(at|is|a|an|in|of|with|by)\s*[,.]|^\s|\s$|\ba company\b\./;

function allSentences(): Array<[string, Sentence]> {
  const out: Array<[string, Sentence]> = [];
  for (const signals of [WORK, FREE, DISPOSABLE, ROLE])
    for (const facts of SUBSETS)
      for (const name of ['Jane Doe', null]) {
        const view = new FactView(enriched(facts), signals);
        const label = JSON.stringify({ signals, facts, name });
        for (const s of summarySentences(
          view,
          who(name),
          addressCitation(signals, AT),
        ))
          out.push([label, s]);
        const channel = chooseChannel(view);
        for (const s of strategySentences({
          channel,
          hook: writeHook(view),
          timing: [],
          signals,
          address: addressCitation(signals, AT),
          metadata: metadataCitation(AT),
          thin: view.thin,
        }))
          out.push([label, s]);
      }
  return out;
}

/** The outreach advice for an address, as one text. */
function advice(signals: EmailSignals, facts: EnrichmentFacts = {}): string {
  const view = new FactView(enriched(facts), signals);
  return strategySentences({
    channel: chooseChannel(view),
    hook: writeHook(view),
    timing: [],
    signals,
    address: addressCitation(signals, AT),
    metadata: metadataCitation(AT),
    thin: view.thin,
  })
    .map((s) => s.text)
    .join(' ');
}

describe('analysis sentences', () => {
  const sentences = allSentences();

  it('writes the issue’s example as a plain sentence', () => {
    const view = new FactView(
      enriched({
        title: 'VP Growth',
        companyName: 'Acme',
        employeeCount: 120,
        industry: 'fintech',
        companyLocation: 'Lisbon',
      }),
      WORK,
    );
    expect(summarySentences(view, who('Jane Doe'))).toEqual([
      {
        text: 'Jane Doe is VP Growth at Acme, a 120-person fintech company in Lisbon.',
        cites: expect.any(Array),
      },
    ]);
  });

  it('names a company by its domain when its name is unknown, never "of acme.com"', () => {
    const view = new FactView(
      enriched({ companyDomain: 'stripe.com' }),
      signalsFor('stripe.com'),
    );
    expect(summarySentences(view, null).map((s) => s.text)).toEqual([
      'This person works at stripe.com.',
    ]);
  });

  it('leaves no slot empty, for any mix of facts, names and address kinds', () => {
    expect(sentences.length).toBeGreaterThan(2000);
    const bad = sentences.filter(([, s]) => EMPTY_SLOT.test(s.text));
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('cites every sentence', () => {
    const uncited = sentences.filter(([, s]) => s.cites.length === 0);
    expect(uncited.slice(0, 5)).toEqual([]);
  });

  it('says nothing when nothing is known', () => {
    const view = new FactView(enriched({}), WORK);
    expect(summarySentences(view, null)).toEqual([]);
  });

  it.each([
    [
      'a work address, little known',
      WORK,
      /^Reach out by email, but little is known about them yet/,
    ],
    [
      'a free-mail address',
      FREE,
      /^Verify first: gmail\.com is a free-mail address.*Then reach out by email/,
    ],
    [
      'a role address',
      ROLE,
      /^Verify first: this is a shared team address at acme\.test/,
    ],
    [
      'a disposable address',
      DISPOSABLE,
      /^No outreach by email: mailinator\.com is a disposable inbox[^.]*\.$/,
    ],
  ])('advises on %s', (_kind, signals, expected) => {
    expect(advice(signals)).toMatch(expected);
  });

  it('never tells anyone to email a disposable address, whatever else is known', () => {
    for (const facts of SUBSETS)
      expect(advice(DISPOSABLE, facts)).not.toMatch(/Reach out by email/i);
  });

  it('with a public profile, a disposable address gets "verify the profile first"', () => {
    expect(
      advice(DISPOSABLE, { linkedinUrl: 'https://linkedin.com/in/jane' }),
    ).toMatch(
      /If you reach out on LinkedIn, first verify that the profile is theirs\./,
    );
  });
});
