import type { ActorSnapshot } from '../destination.js';
import { DIGEST_PEOPLE, escape, slackDigest } from './slack-digest.js';

const hot = (
  n: number,
  extra: Partial<ActorSnapshot['fields']> = {},
): ActorSnapshot => ({
  actorId: `a${n}`,
  email: `p${n}@acme.test`,
  fields: {
    fullName: `Person ${n}`,
    title: 'CTO',
    companyName: 'Acme',
    outreachAdvice: 'Ask about X.',
    ...extra,
  },
  band: 'hot',
  score: 91,
  companyDomain: 'acme.test',
  dashboardUrl: `https://enrich.example/dashboard/actors/a${n}`,
});

describe('the Slack digest of hot signups', () => {
  it('one signup: name, title at company, band and score, advice, a link (not a button)', () => {
    const message = slackDigest([hot(1)], null);
    const text = JSON.stringify(message.blocks);
    expect(message.blocks[0]).toMatchObject({
      type: 'header',
      text: { text: 'A new hot signup' },
    });
    expect(text).toContain(
      '*Person 1* — CTO at Acme <https://enrich.example/dashboard/actors/a1|Open in dashboard>',
    );
    expect(text).toContain('Ask about X.');
    expect(text).toContain('*Band*\\nhot');
    expect(text).toContain('*Score*\\n91');
    expect(text).not.toContain('"button"');
  });

  it('300 signups: ten shown, "and 290 more" with the hot list, within Block Kit’s limits', () => {
    const message = slackDigest(
      Array.from({ length: 300 }, (_, i) =>
        hot(i, { outreachAdvice: 'x'.repeat(5000) }),
      ),
      'https://enrich.example/dashboard/signups?band=hot',
    );
    expect(message.blocks.filter((b) => b.type === 'section')).toHaveLength(
      DIGEST_PEOPLE,
    );
    expect(message.blocks.length).toBeLessThanOrEqual(50);
    expect(JSON.stringify(message.blocks.at(-1))).toContain(
      'and 290 more — <https://enrich.example/dashboard/signups?band=hot|see all hot signups>',
    );
    for (const block of message.blocks)
      expect(JSON.stringify(block).length).toBeLessThan(3000);
    expect(JSON.stringify(message).length).toBeLessThan(12_000);
  });

  it('escapes what people typed, so a name cannot make a link or a mention', () => {
    const text = JSON.stringify(
      slackDigest(
        [hot(1, { fullName: '<!channel> & <https://evil.example|click>' })],
        null,
      ),
    );
    expect(text).not.toContain('<!channel>');
    expect(text).toContain(
      '&lt;!channel&gt; &amp; &lt;https://evil.example|click&gt;',
    );
    expect(escape('a<b>&c')).toBe('a&lt;b&gt;&amp;c');
  });
});
