// The analysis agrees with itself (issue 30): the advice, channel, tone, urgency and summary
// follow the kind of address (disposable, a team's role inbox, free mail, work) and how much is
// known (confidence). Every kind × confidence, each with a buying signal in its metadata (a paid
// plan: what made "Urgency: high" stand beside "thin data" before).
import {
  signalsFor,
  toolResult,
} from '../../../test/support/fixtures/tool-results.js';
import { mergeFindings } from '../merge/merge.js';
import type { EmailSignals, Intelligence, ToolResult } from '../types.js';
import { composeIntelligence } from './intelligence.js';

const NOW = new Date('2026-01-05T10:00:00.000Z');

const KINDS: Array<[string, EmailSignals]> = [
  ['work', signalsFor('acme.com')],
  ['role', signalsFor('acme.com', { isRoleAccount: true })],
  ['free', signalsFor('gmail.com', { isFreeEmail: true })],
  [
    'disposable',
    signalsFor('mailinator.com', { isFreeEmail: true, isDisposable: true }),
  ],
];

/** A well-researched signup: a person with profiles, and their company's site. */
const RICH: ToolResult[] = [
  toolResult('email', { fullName: 'Jane Doe', companyDomain: 'acme.com' }),
  toolResult('gravatar', {
    fullName: 'Jane Doe',
    title: 'VP Engineering',
    seniority: 'vp',
    location: 'Berlin',
    linkedinUrl: 'https://www.linkedin.com/in/janedoe',
  }),
  toolResult('github', { githubUsername: 'janedoe' }),
  toolResult('website', {
    companyName: 'Acme',
    employeeCount: 30,
    techStack: ['React', 'Stripe'],
  }),
];
/** Next to nothing: the address's domain. */
const THIN: ToolResult[] = [toolResult('email', { companyDomain: 'acme.com' })];

function analyse(
  signals: EmailSignals,
  results: ToolResult[],
  name: string,
): { intelligence: Intelligence; confidence: number } {
  const { enrichment } = mergeFindings(results, NOW);
  return {
    confidence: enrichment.confidence ?? 0,
    intelligence: composeIntelligence(
      enrichment,
      signals,
      { plan: 'team' },
      { name, source: null },
    ),
  };
}

/** What each kind must come to, known well or barely. */
const EXPECTED: Record<
  string,
  {
    channel: { rich: string | undefined; thin: string | undefined };
    urgency: { rich: string; thin: string };
    strategy: RegExp;
    tone: RegExp | undefined;
  }
> = {
  work: {
    channel: { rich: 'linkedin', thin: 'email' },
    urgency: { rich: 'high', thin: 'medium' },
    strategy: /^Reach out/,
    tone: /^(Strategic|Friendly)/,
  },
  role: {
    // A team's inbox has no person's profile to write to: the inbox itself.
    channel: { rich: 'email', thin: 'email' },
    urgency: { rich: 'medium', thin: 'medium' },
    strategy: /^Verify first: this is a shared team address/,
    tone: /^Addressed to a team/,
  },
  free: {
    channel: { rich: 'linkedin', thin: 'email' },
    urgency: { rich: 'high', thin: 'medium' },
    strategy: /^Verify first: gmail\.com is a free-mail address/,
    tone: /^(Strategic|Friendly)/,
  },
  disposable: {
    channel: { rich: 'linkedin', thin: undefined },
    urgency: { rich: 'low', thin: 'low' },
    strategy: /^No outreach by email/,
    tone: /^Cautious/,
  },
};

describe('the analysis agrees with the kind of address and the confidence', () => {
  const cases = KINDS.flatMap(([kind, signals]) =>
    (['rich', 'thin'] as const).map((known) => [kind, known, signals] as const),
  );

  it.each(cases)('%s address, %s data', (kind, known, signals) => {
    const { intelligence: i, confidence } = analyse(
      signals,
      known === 'rich' ? RICH : THIN,
      // The name given at signup: a team inbox's names the company (issue 30's example).
      kind === 'role' ? 'Acme Inbox' : 'Jane Doe',
    );
    const want = EXPECTED[kind]!;
    const thin = known === 'thin';
    // The two records are what they claim to be.
    if (thin) expect(confidence).toBeLessThan(0.4);
    else expect(confidence).toBeGreaterThanOrEqual(0.4);

    expect(i.suggestedChannel).toBe(want.channel[known]);
    expect(i.urgency).toBe(want.urgency[known]);
    expect(i.outreachStrategy).toMatch(want.strategy);
    if (i.suggestedChannel === undefined) {
      // No channel: nothing to open with and no tone to write in.
      expect(i.suggestedHook).toBeUndefined();
      expect(i.suggestedTone).toBeUndefined();
    } else expect(i.suggestedTone).toMatch(want.tone!);

    // Thin data is said, and never stands beside "high".
    const concerns = (i.concerns ?? []).join(' ');
    if (thin) {
      expect(concerns).toMatch(/Thin data/);
      expect(i.urgency).not.toBe('high');
    }
    // No one is told to email a disposable inbox.
    if (kind === 'disposable')
      expect(JSON.stringify(i)).not.toMatch(/[Rr]each out by email/);
    // A team inbox is no person: no name, title or profile is given to it.
    if (kind === 'role') {
      expect(i.summary).toMatch(/^A shared team inbox/);
      expect(JSON.stringify(i)).not.toMatch(
        /Jane|Acme Inbox|VP Engineering|works at|GitHub|LinkedIn/,
      );
      expect(concerns).toMatch(/Role account/);
    }
    // A free-mail or disposable address says nothing about a company.
    if (kind === 'free' || kind === 'disposable')
      expect(JSON.stringify(i)).not.toMatch(/Acme|30-person|React/);
    // Advice that rests on the kind of address cites the address.
    if (kind !== 'work')
      expect(i.citations?.outreachStrategy?.map((c) => c.tool)).toContain(
        'email',
      );
  });
});
