import { FACT_KEYS } from '../../../../../libs/research/fact-keys.js';
import type {
  Citation,
  Enrichment,
  FactKey,
  Intelligence,
} from '../../../../../libs/research/types.js';
import { count, plural, when } from '../../views/format.js';
import { FACT_LABELS } from '../../../../../libs/icp/index.js';
import { html, safeUrl, type Html } from '../../views/html.js';
import { nothingNote } from '../../views/notices.js';
import { cardTable } from '../../views/tables.js';

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

/** One source: a tool reading one page (or none), and the latest time it was read. */
interface Source {
  number: number;
  citation: Citation;
  facts: string[];
}

const sourceKey = (c: Citation) => `${c.tool}\n${c.url ?? ''}`;

/** Citations as their sources, one per tool and page, numbered in first-use order. */
class SourceList {
  private readonly byKey = new Map<string, Source>();

  add(citation: Citation, fact: string): Source {
    const key = sourceKey(citation);
    let source = this.byKey.get(key);
    if (!source) {
      source = { number: this.byKey.size + 1, citation, facts: [] };
      this.byKey.set(key, source);
    } else if (citation.retrievedAt > source.citation.retrievedAt) {
      source.citation = {
        ...source.citation,
        retrievedAt: citation.retrievedAt,
      };
    }
    if (!source.facts.includes(fact)) source.facts.push(fact);
    return source;
  }

  get all(): Source[] {
    return [...this.byKey.values()];
  }
}

/** A fact's pointer to its line in the sources list. */
function sourceRef(source: Source | null): Html {
  if (!source) return html`<span class="muted">no citation</span>`;
  return html`<a class="source-ref" href="#source-${source.number}"
    >${source.citation.tool}<span class="visually-hidden">
      (source ${source.number})</span
    ></a
  >`;
}

function sourcesList(sources: Source[]): Html {
  return html`<h3 id="sources-h">Sources</h3>
    <ol class="sources" aria-labelledby="sources-h">
      ${sources.map(
        (s) =>
          html`<li id="source-${s.number}">
            ${citationText(s.citation)}
            <span class="muted">— ${s.facts.join(', ')}</span>
          </li>`,
      )}
    </ol>`;
}

function factValue(key: FactKey, value: unknown): Html {
  if (typeof value === 'number')
    return html`${key === 'totalFunding' ? `$${count(value)}` : count(value)}`;
  if (typeof value === 'string' && LINK_FACTS.has(key))
    return outside(value, value);
  return html`${String(value)}`;
}

/**
 * Every fact of the enrichment, each pointing to its source; then the sources, one line each with
 * the facts read there (not one citation per fact, which repeats the same page many times).
 * The photo is not shown: the page makes no request to a third party.
 */
export function factsTable(enrichment: Enrichment): Html {
  const sources = new SourceList();
  const cite = (key: string, label: string) => {
    const citation = enrichment.citations?.[key];
    return citation ? sources.add(citation, label) : null;
  };
  const rows = FACT_KEYS.filter((key) => enrichment[key] !== undefined).map(
    (key) => {
      const value = enrichment[key];
      const label = FACT_LABELS[key];
      if (key === 'techStack' && Array.isArray(value))
        return html`<tr>
          <th scope="row">${label}</th>
          <td data-label="Value">${value.join(', ')}</td>
          <td data-label="Source">
            ${[
              ...new Set(
                value.map(
                  (item) =>
                    cite(`techStack.${item}`, `${label}: ${item}`) ??
                    cite('techStack', label),
                ),
              ),
            ].map((source, i) => html`${i ? ', ' : ''}${sourceRef(source)}`)}
          </td>
        </tr>`;
      return html`<tr>
        <th scope="row">${label}</th>
        <td data-label="Value">${factValue(key, value)}</td>
        <td data-label="Source">${sourceRef(cite(key, label))}</td>
      </tr>`;
    },
  );
  if (!rows.length) return nothingNote('No facts were found.');
  const confidence =
    enrichment.confidence !== undefined
      ? ` · confidence ${Math.round(enrichment.confidence * 100)} %`
      : '';
  return html`${cardTable({
    caption: `${plural(rows.length, 'fact')}, each with where it was found${confidence}`,
    columns: [{ label: 'Fact' }, { label: 'Value' }, { label: 'Source' }],
    rows,
    className: 'facts-table',
  })}
    ${sourcesList(sources.all)}`;
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

/** A statement's sources, each tool and page once (the latest reading). */
function statementSources(
  intelligence: Intelligence,
  key: keyof Intelligence,
): Html {
  const cited = intelligence.citations?.[key];
  if (!cited?.length) return html``;
  const list = new SourceList();
  for (const c of cited) list.add(c, key);
  return html`<br /><span class="cite"
      >Sources:
      ${list.all.map((s, i) => html`${i ? '; ' : ''}${citationText(s.citation)}`)}</span
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
          <dd>${intelligence[key] as string}${statementSources(intelligence, key)}</dd>`,
    )}
  </dl>`;
}

/** The analysis, each statement with its sources where it has some. */
export function analysisSection(intelligence: Intelligence): Html {
  const lists = ANALYSIS_LISTS.filter(
    ([key]) => (intelligence[key] as string[] | undefined)?.length,
  );
  return html`<section aria-labelledby="analysis-h">
    <h2 id="analysis-h">Analysis</h2>
    ${intelligence.summary ? html`<p>${intelligence.summary}${statementSources(intelligence, 'summary')}</p>` : ''}
    ${definitions(intelligence, ANALYSIS_TEXT)}
    <div class="grid-2">
      ${lists.map(
        ([key, label]) =>
          html`<div>
            <h3>${label}</h3>
            <ul>
              ${(intelligence[key] as string[]).map((item) => html`<li>${item}</li>`)}
            </ul>
            ${statementSources(intelligence, key)}
          </div>`,
      )}
    </div>
  </section>`;
}

/** The outreach advice: what a seller does next. */
export function outreachSection(intelligence: Intelligence | null): Html {
  const any = intelligence && OUTREACH.some(([key]) => intelligence[key]);
  return html`<section aria-labelledby="outreach-h" class="outreach">
    <h2 id="outreach-h">Outreach advice</h2>
    ${any ? definitions(intelligence, OUTREACH) : nothingNote('No advice for this person yet.')}
  </section>`;
}
