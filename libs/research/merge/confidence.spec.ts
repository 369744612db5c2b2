import { computeConfidence } from './confidence.js';
import { mergeFindings } from './merge.js';
import { toolResult } from '../../../test/support/fixtures/tool-results.js';
import type { FactKey, ToolResult } from '../types.js';

const NOW = new Date('2025-02-03T04:05:06.000Z');
const confidenceOf = (results: ToolResult[]): number | undefined =>
  mergeFindings(results, NOW).enrichment.confidence;

const emailOnly = toolResult('email', {
  fullName: 'Jane Doe',
  firstName: 'Jane',
  lastName: 'Doe',
  companyDomain: 'acme.com',
});
const gravatar = toolResult('gravatar', {
  fullName: 'Jane Doe',
  title: 'VP Engineering',
  location: 'Berlin',
});

describe('confidence, computed by hand', () => {
  it.each<[string, ToolResult[], number]>([
    // fullName .15 + companyDomain .10 = .25 -> .15 + .6*.25 = .30
    ['email only, company address', [emailOnly], 0.3],
    // fullName .15 -> .15 + .09 = .24
    [
      'email only, gmail address',
      [toolResult('email', { fullName: 'Jane Doe' })],
      0.24,
    ],
    ['nothing found', [toolResult('email', {})], 0],
    // + title .15, location .05 -> coverage .45; fullName corroborated (1/3)
    // .15 + .27 + .0833 = .5033
    ['email + gravatar', [emailOnly, gravatar], 0.5],
    // coverage .95 (all but twitterHandle); corroborated: fullName, location, companyName
    // (ACME = Acme ignoring case) -> agreement 1 -> .15 + .57 + .25 = .97
    [
      'four tools agreeing',
      [
        emailOnly,
        toolResult('gravatar', {
          fullName: 'Jane Doe',
          title: 'VP Engineering',
          location: 'Berlin',
          linkedinUrl: 'https://www.linkedin.com/in/janedoe',
        }),
        toolResult('github', {
          fullName: 'jane  doe',
          githubUsername: 'janedoe',
          location: 'Berlin',
          companyName: 'Acme',
        }),
        toolResult('website', {
          companyName: 'ACME',
          companyDescription: 'Widgets',
          employeeCount: 120,
          techStack: ['React'],
        }),
      ],
      0.97,
    ],
    // gravatar's "Janet Doe" wins and conflicts with email: .15 + .6*.25 - .05 = .25
    [
      'one conflict',
      [
        toolResult('email', {
          fullName: 'Jane Doe',
          companyDomain: 'acme.com',
        }),
        toolResult('gravatar', { fullName: 'Janet Doe' }),
      ],
      0.25,
    ],
  ])('%s -> %d', (_label, results, expected) => {
    expect(confidenceOf(results)).toBe(expected);
  });

  it.each<[FactKey[], number, number, number]>([
    [[], 0, 0, 0],
    [['fullName'], 0, 0, 0.24],
    [['fullName'], 0, 1, 0.19],
    // .15 + .6*.45 + .25*1 = .67; agreement saturates at 3 corroborated facts
    [['fullName', 'title', 'companyName'], 3, 0, 0.67],
    [['fullName', 'title', 'companyName'], 9, 0, 0.67],
    [['companyDescription', 'industry'], 0, 0, 0.21],
    [['employeeRange'], 0, 0, 0.18],
    [['bio', 'photoUrl', 'firstName'], 0, 0, 0.15],
    [['fullName'], 0, 10, 0.04],
  ])(
    'keys %j, corroborated %d, conflicted %d -> %d',
    (keys, corroborated, conflicted, expected) => {
      expect(
        computeConfidence({
          toolFactKeys: new Set(keys),
          corroborated,
          conflicted,
        }),
      ).toBe(expected);
    },
  );

  it('stays within [0, 1] with two decimals', () => {
    const all = new Set<FactKey>([
      'fullName',
      'title',
      'companyName',
      'companyDomain',
      'industry',
      'employeeCount',
      'techStack',
      'linkedinUrl',
      'githubUsername',
      'twitterHandle',
      'location',
    ]);
    expect(
      computeConfidence({ toolFactKeys: all, corroborated: 5, conflicted: 0 }),
    ).toBe(1);
    expect(
      computeConfidence({ toolFactKeys: all, corroborated: 0, conflicted: 0 }),
    ).toBe(0.75);
  });
});

describe('confidence is monotone in corroboration', () => {
  // Each step adds a tool that only repeats values already kept, so it may only help.
  const steps: ToolResult[] = [
    emailOnly,
    gravatar,
    toolResult('github', { fullName: 'Jane Doe', location: 'berlin' }),
    toolResult('website', { companyDomain: 'acme.com' }),
    toolResult('later-tool', { title: 'vp engineering', fullName: 'JANE DOE' }),
  ];
  it('never lowers as corroborating tools are added', () => {
    let previous = 0;
    for (let i = 1; i <= steps.length; i += 1) {
      const value = confidenceOf(steps.slice(0, i)) ?? -1;
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
    expect(previous).toBeGreaterThan(0.5);
  });
});
