// "Why some facts are missing": the research report on the actor's page, so a seller can tell
// "nothing is public" from "the domain does not exist", "our resolver failed" or "a policy refused
// the source", and see the facts found and not kept, with why.
import type {
  DroppedFact,
  MissingFact,
  MissingReason,
  ProviderReport,
  ResearchReport,
  ToolReport,
} from '../../../../../libs/research/report/index.js';
import { fieldLabel } from '../../../../../libs/icp/index.js';
import type { CompanyContext } from '../../../../../libs/research/merge/index.js';
import { plural, when } from '../../views/format.js';
import { html, type Html } from '../../views/html.js';
import { nothingNote } from '../../views/notices.js';
import { plainTable } from '../../views/tables.js';

const OUTCOME_WORDS: Record<ToolReport['outcome'], string> = {
  found: 'found',
  nothing_published: 'nothing published',
  refused: 'refused by policy',
  unreachable: 'unreachable',
  timed_out: 'timed out',
  skipped: 'skipped',
};

const POLICY_WORDS: Record<string, string> = {
  parked_domain: 'parked or for-sale domain',
  mail_provider: 'mail provider (gives addresses to the public)',
  hosted_platform: "the platform's identity on a hosted site",
  instructions: 'text addressed to AI readers',
};

const SKIP_WORDS: Record<string, string> = {
  disabled: 'disabled (not in ENRICHMENT_TOOLS)',
  cached_company_research: "the company's shared research was used",
  personal_address: 'free-mail or disposable address: no company to research',
  no_domain: 'no domain to research',
  not_asked: 'the model did not ask for it',
};

const DROP_WORDS: Record<DroppedFact['reason'], string> = {
  other_subject: 'about another organization',
  no_identity_link: 'nothing ties it to the email’s company',
  placeholder: 'template or demo content',
  instructions: 'from text addressed to AI readers',
  other_employer: 'held at another employer',
  mail_provider: 'the address is at a mail provider',
  parked_domain: 'the domain is parked',
  conflict: 'the source stated two different values',
  not_in_source: 'the cited source does not say so',
  uncited: 'stated without a source',
  person_only: 'company fact for a free-mail address',
  low_confidence:
    'the provider’s match is below the organization’s minimum confidence',
  other_source: 'another source’s value is kept',
  not_in_vocabulary: 'the provider’s word is not one of ours',
};

const PROVIDER_SKIP_WORDS: Record<string, string> = {
  not_needed: 'not needed: the facts the ICP profile uses were known',
  budget_spent: 'this month’s budget is spent',
  invalid_key: 'the key was refused (provider:list)',
  paused: 'out of credits: paused until next month or a new key',
  rate_limited: 'rate-limited: waiting for the provider’s Retry-After',
  no_time: 'the run’s time limit left no room',
};

function providerRow(line: ProviderReport): Html {
  return html`<tr>
    <th scope="row">${line.provider}</th>
    <td>${line.asked === 'person' ? 'the person, by address' : 'the company, by domain'}</td>
    <td>
      <strong>${line.outcome.replace(/_/g, ' ')}</strong>${
        line.skipReason
          ? html` — ${PROVIDER_SKIP_WORDS[line.skipReason] ?? line.skipReason}`
          : ''
      }${line.outcome === 'match' ? html` — kept ${line.kept} of ${plural(line.facts, 'fact')}` : ''}${
        line.cached
          ? html` <span class="muted">(kept answer, no request)</span>`
          : ''
      }${line.detail ? html` <span class="muted">${line.detail}</span>` : ''}
    </td>
    <td class="num">${line.cost}</td>
  </tr>`;
}

function providerRows(report: ResearchReport): Html {
  const lines = report.providers ?? [];
  if (!lines.length) return html``;
  return html`<h3>Data providers</h3>
    ${plainTable(
      'What each data provider was asked, and what came of it',
      [
        { label: 'Provider' },
        { label: 'Asked' },
        { label: 'Outcome' },
        { label: 'Cost', num: true },
      ],
      lines.map(providerRow),
    )}`;
}

function outcomeText(line: ToolReport): Html {
  const parts: string[] = [OUTCOME_WORDS[line.outcome]];
  if (line.outcome === 'found')
    parts[0] = `found ${line.facts} fact${line.facts === 1 ? '' : 's'}`;
  if (line.skipReason)
    parts.push(SKIP_WORDS[line.skipReason] ?? line.skipReason);
  if (line.policies?.length)
    parts.push(line.policies.map((p) => POLICY_WORDS[p] ?? p).join(', '));
  if (line.detail && line.outcome !== 'found') parts.push(line.detail);
  const [first, ...rest] = parts;
  return html`<strong>${first}</strong>${rest.length ? html` — ${rest.join('; ')}` : ''}`;
}

function toolRow(line: ToolReport): Html {
  return html`<tr>
    <th scope="row">${line.tool}</th>
    <td>${line.asked}</td>
    <td>
      ${outcomeText(line)}${
        line.companyResearch
          ? html`<br /><span class="muted"
            >company research done ${when(line.companyResearch.researchedAt)}</span
          >`
          : ''
      }
    </td>
    <td class="num">${line.durationMs} ms</td>
  </tr>`;
}

function toolRows(report: ResearchReport): Html {
  return plainTable(
    'What each research tool was asked, and what came of it',
    [
      { label: 'Tool' },
      { label: 'Asked' },
      { label: 'Outcome' },
      { label: 'Time', num: true },
    ],
    report.tools.map(toolRow),
  );
}

/** Which side of the trade an empty field fell on (research report `missing`). */
const MISSING_WORDS: Record<MissingReason, string> = {
  not_stated: 'not stated: nothing the research read says it',
  not_linked:
    'stated, but nothing ties it to the company (or two sources disagreed)',
  other_organisation:
    'refused: stated for another organization, or held at another employer',
};

function missingList(missing: readonly MissingFact[] | undefined): Html {
  if (!missing?.length) return html``;
  return html`<h3>Empty fields</h3>
    <ul class="plain missing-facts">
      ${missing.map(
        (m) => html`<li data-why="${m.why}">
          <strong>${fieldLabel(m.key)}</strong>: ${MISSING_WORDS[m.why] ?? m.why}
        </li>`,
      )}
    </ul>`;
}

function droppedList(dropped: readonly DroppedFact[]): Html {
  if (!dropped.length) return nothingNote('No fact was set aside.');
  return html`<h3>Found and not kept</h3>
    <ul class="plain">
      ${dropped.map(
        (d) => html`<li>
          <code>${d.key}</code>${d.value !== undefined ? html` “${String(d.value)}”` : ''}
          <span class="muted">(${d.tool})</span>: ${DROP_WORDS[d.reason] ?? d.reason}${
            d.subject ? html` — ${d.subject}` : ''
          }
        </li>`,
      )}
    </ul>`;
}

/** The report section of the actor page; nothing before a run has finished. */
export function researchReportSection(
  report: ResearchReport | null,
  company: CompanyContext | null,
): Html {
  if (!report) return html``;
  const parent = company?.parent;
  return html`<section aria-labelledby="research-h">
    <h2 id="research-h">Why some facts are missing</h2>
    ${
      parent
        ? html`<p>
          Part of <strong>${parent.name}</strong>${parent.domain ? html` (${parent.domain})` : ''}: its
          facts are not this company's.
        </p>`
        : ''
    }
    ${missingList(report.missing)} ${toolRows(report)} ${providerRows(report)}
    ${droppedList(report.dropped)}
  </section>`;
}
