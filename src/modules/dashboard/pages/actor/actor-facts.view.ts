import { FACT_KEYS } from '../../../../../libs/research/fact-keys.js';
import type {
  Citation,
  Enrichment,
  FactKey,
  Intelligence,
} from '../../../../../libs/research/types.js';
import { count, when } from '../../views/format.js';
import { html, safeUrl, type Html } from '../../views/html.js';

const FACT_LABELS: Record<FactKey, string> = {
  fullName: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  title: 'Title',
  seniority: 'Seniority',
  department: 'Department',
  linkedinUrl: 'LinkedIn',
  twitterHandle: 'Twitter / X',
  githubUsername: 'GitHub',
  bio: 'Bio',
  location: 'Location',
  photoUrl: 'Photo',
  companyName: 'Company',
  companyDomain: 'Company domain',
  companyDescription: 'Company description',
  industry: 'Industry',
  employeeCount: 'Employees',
  employeeRange: 'Employee range',
  fundingStage: 'Funding stage',
  totalFunding: 'Total funding',
  techStack: 'Tech stack',
  companyLinkedinUrl: 'Company LinkedIn',
  companyLocation: 'Company location',
};

const LINK_FACTS = new Set<FactKey>([
  'linkedinUrl',
  'photoUrl',
  'companyLinkedinUrl',
]);

/** An outside link: opened without handing over our page (no opener, no referrer). */
const outside = (url: string, text: string) =>
  html`<a
    href="${safeUrl(url)}"
    rel="noopener noreferrer nofollow"
    target="_blank"
    >${text}<span class="visually-hidden"> (opens in a new tab)</span></a
  >`;

/** Where a fact came from: the tool, the page it was read on, and when. */
export function citationText(citation: Citation | undefined): Html {
  if (!citation) return html`<span class="muted">no citation</span>`;
  const link = citation.url
    ? html` · ${outside(citation.url, citation.title ?? citation.url)}`
    : '';
  return html`<span class="cite"
    ><strong>${citation.tool}</strong>${link} · retrieved
    ${when(citation.retrievedAt)}</span
  >`;
}

function factValue(key: FactKey, value: unknown): Html {
  if (typeof value === 'number')
    return html`${key === 'totalFunding' ? `$${count(value)}` : count(value)}`;
  if (typeof value === 'string' && LINK_FACTS.has(key))
    return outside(value, value);
  return html`${String(value)}`;
}

/** Every fact of the enrichment with its citation; a tech stack lists each item's own source. */
export function factsTable(enrichment: Enrichment): Html {
  const rows = FACT_KEYS.filter((key) => enrichment[key] !== undefined).map(
    (key) => {
      const value = enrichment[key];
      if (key === 'techStack' && Array.isArray(value))
        return html`<tr>
          <th scope="row">${FACT_LABELS[key]}</th>
          <td colspan="2" data-label="${FACT_LABELS[key]}">
            <ul class="plain">
              ${value.map(
                (item) =>
                  html`<li>
                    ${item} —
                    ${citationText(enrichment.citations?.[`techStack.${item}`] ?? enrichment.citations?.techStack)}
                  </li>`,
              )}
            </ul>
          </td>
        </tr>`;
      return html`<tr>
        <th scope="row">${FACT_LABELS[key]}</th>
        <td data-label="Value">${factValue(key, value)}</td>
        <td data-label="Source">
          ${citationText(enrichment.citations?.[key])}
        </td>
      </tr>`;
    },
  );
  if (!rows.length) return html`<p class="muted">No facts were found.</p>`;
  return html`<div class="table-wrap">
      <table class="cards facts-table">
        <caption>
          ${rows.length} facts, each with where it was
          found${enrichment.confidence !== undefined ? ` · confidence ${Math.round(enrichment.confidence * 100)} %` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Fact</th>
            <th scope="col">Value</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          ${rows}
        </tbody>
      </table>
    </div>
    ${enrichment.sources?.length ? html`<p class="muted">Tools that answered: ${enrichment.sources.join(', ')}. Researched ${when(enrichment.enrichedAt)}.</p>` : ''}`;
}

const ANALYSIS_TEXT: [keyof Intelligence, string][] = [
  ['careerTrajectory', 'Career'],
  ['communicationStyle', 'Communication style'],
  ['motivations', 'Motivations'],
  ['strategicPriorities', 'Strategic priorities'],
  ['techStackReality', 'Tech stack'],
];
const ANALYSIS_LISTS: [keyof Intelligence, string][] = [
  ['highlights', 'Highlights'],
  ['concerns', 'Concerns'],
  ['interests', 'Interests'],
  ['painPoints', 'Pain points'],
  ['timingSignals', 'Timing signals'],
];
const OUTREACH: [keyof Intelligence, string][] = [
  ['outreachStrategy', 'Strategy'],
  ['suggestedChannel', 'Channel'],
  ['suggestedHook', 'Hook'],
  ['suggestedTone', 'Tone'],
  ['urgency', 'Urgency'],
];

function sources(intelligence: Intelligence, key: keyof Intelligence): Html {
  const cited = intelligence.citations?.[key];
  if (!cited?.length) return html``;
  return html`<br /><span class="cite"
      >Sources:
      ${cited.map((c, i) => html`${i ? '; ' : ''}${citationText(c)}`)}</span
    >`;
}

function definitions(
  intelligence: Intelligence,
  entries: [keyof Intelligence, string][],
): Html {
  const present = entries.filter(
    ([key]) => typeof intelligence[key] === 'string',
  );
  if (!present.length) return html``;
  return html`<dl class="facts">
    ${present.map(
      ([key, label]) =>
        html`<dt>${label}</dt>
          <dd>${intelligence[key] as string}${sources(intelligence, key)}</dd>`,
    )}
  </dl>`;
}

/** The analysis and the outreach advice, each statement with its sources where it has some. */
export function analysisSections(intelligence: Intelligence): Html {
  const lists = ANALYSIS_LISTS.filter(
    ([key]) => (intelligence[key] as string[] | undefined)?.length,
  );
  return html`<section aria-labelledby="analysis-h">
      <h2 id="analysis-h">Analysis</h2>
      ${intelligence.summary ? html`<p>${intelligence.summary}${sources(intelligence, 'summary')}</p>` : ''}
      ${definitions(intelligence, ANALYSIS_TEXT)}
      <div class="grid-2">
        ${lists.map(
          ([key, label]) =>
            html`<div>
              <h3>${label}</h3>
              <ul>
                ${(intelligence[key] as string[]).map((item) => html`<li>${item}</li>`)}
              </ul>
              ${sources(intelligence, key)}
            </div>`,
        )}
      </div>
    </section>
    <section aria-labelledby="outreach-h">
      <h2 id="outreach-h">Outreach advice</h2>
      ${OUTREACH.some(([key]) => intelligence[key]) ? definitions(intelligence, OUTREACH) : html`<p class="muted">No advice for this person.</p>`}
    </section>`;
}
