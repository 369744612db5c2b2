// The Slack message for hot signups: one section per person (name, title at company, band and
// score, the one-line advice, a link to their page in our dashboard), at most ten, then "and N
// more". Block Kit's limits (https://api.slack.com/reference/block-kit/blocks): ≤50 blocks, a
// section's text ≤3,000 characters, ≤10 fields of ≤2,000; we keep the whole under ~8,000
// characters, where Slack has been seen to refuse long messages. Links are mrkdwn links, not
// buttons: a URL button on an incoming webhook without interactivity shows a warning when clicked.
import type { ActorSnapshot } from '../destination.js';

export const DIGEST_PEOPLE = 10;
const SECTION_MAX = 3000;
const FIELD_MAX = 2000;

export interface SlackMessage {
  text: string;
  blocks: Array<Record<string, unknown>>;
  unfurl_links: false;
  unfurl_media: false;
}

export function slackDigest(
  people: ActorSnapshot[],
  hotListUrl: string | null,
): SlackMessage {
  const shown = people.slice(0, DIGEST_PEOPLE);
  const heading =
    people.length === 1
      ? 'A new hot signup'
      : `${people.length} new hot signups`;
  const blocks: Array<Record<string, unknown>> = [
    {
      type: 'header',
      text: { type: 'plain_text', text: heading, emoji: false },
    },
  ];
  for (const person of shown) blocks.push(section(person));
  const rest = people.length - shown.length;
  if (rest > 0)
    blocks.push({
      type: 'context',
      elements: [
        {
          type: 'mrkdwn',
          text: `and ${rest} more${hotListUrl ? ` — <${hotListUrl}|see all hot signups>` : ''}`,
        },
      ],
    });
  const names = shown.map((p) => escape(nameOf(p))).join(', ');
  return {
    text: clip(
      `${heading}: ${names}${rest > 0 ? ` and ${rest} more` : ''}`,
      SECTION_MAX,
    ),
    blocks,
    unfurl_links: false,
    unfurl_media: false,
  };
}

function section(person: ActorSnapshot): Record<string, unknown> {
  const f = person.fields;
  const role = [f.title, f.companyName ?? person.companyDomain]
    .filter(Boolean)
    .map((v) => escape(String(v)))
    .join(' at ');
  const link = person.dashboardUrl
    ? ` <${escapeUrl(person.dashboardUrl)}|Open in dashboard>`
    : '';
  const lines = [
    `*${escape(nameOf(person))}*${role ? ` — ${role}` : ''}${link}`,
  ];
  if (f.outreachAdvice) lines.push(`> ${escape(String(f.outreachAdvice))}`);
  return {
    type: 'section',
    text: { type: 'mrkdwn', text: clip(lines.join('\n'), 900) },
    fields: [
      {
        type: 'mrkdwn',
        text: clip(`*Band*\n${person.band ?? '—'}`, FIELD_MAX),
      },
      {
        type: 'mrkdwn',
        text: clip(`*Score*\n${person.score ?? '—'}`, FIELD_MAX),
      },
    ],
  };
}

function nameOf(person: ActorSnapshot): string {
  return String(person.fields.fullName ?? person.email);
}

/** Slack's three control characters in mrkdwn: text we did not write cannot make a link. */
export function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** A URL inside <…|…>: its `|` and `>` would end the link early. */
function escapeUrl(url: string): string {
  return url.replace(/\|/g, '%7C').replace(/>/g, '%3E').replace(/</g, '%3C');
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
