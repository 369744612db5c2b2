import { dash, plural } from '../../views/format.js';
import { html, type Html } from '../../views/html.js';
import { cardTable } from '../../views/tables.js';

/** One signup under the draft: its score now (null: not scored) and under the draft. */
export interface PreviewLine {
  actorId: string;
  label: string;
  company: string | null;
  current: number | null;
  draft: number;
}

const average = (xs: number[]) =>
  xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : null;

/** "+12", "−5" (a true minus sign), "0", or a dash for a signup not scored yet. */
function change(line: PreviewLine): Html | string {
  if (line.current === null) return dash;
  const delta = line.draft - line.current;
  if (delta === 0) return '0';
  return html`<span class="${delta > 0 ? 'delta-up' : 'delta-down'}">${delta > 0 ? '+' : '−'}${Math.abs(delta)}</span>`;
}

const previewRow = (l: PreviewLine) => html`<tr>
  <td data-label="Signup"><a href="/dashboard/actors/${l.actorId}">${l.label}</a></td>
  <td data-label="Company">${l.company ?? dash}</td>
  <td data-label="Now" class="num">${l.current ?? dash}</td>
  <td data-label="Draft" class="num"><span class="score">${l.draft}</span></td>
  <td data-label="Change" class="num">${change(l)}</td>
</tr>`;

/** The draft tried on the latest signups: how the scores would move, before anything is saved. */
export function previewSection(lines: PreviewLine[]): Html {
  if (!lines.length)
    return html`<section aria-labelledby="preview-h" class="panel">
      <h2 id="preview-h">Preview</h2>
      <p>No enriched signups yet to try the draft on.</p>
    </section>`;
  const currentScores = lines.flatMap((l) =>
    l.current === null ? [] : [l.current],
  );
  const changed = lines.filter((l) => l.current !== l.draft).length;
  const sorted = [...lines].sort((a, b) => b.draft - a.draft);
  return html`<section aria-labelledby="preview-h" class="panel" id="preview">
    <h2 id="preview-h">
      Preview on the latest ${plural(lines.length, 'enriched signup')}
    </h2>
    <p>
      Average score under the draft:
      <strong>${average(lines.map((l) => l.draft))}</strong
      >${currentScores.length ? html` (now ${average(currentScores)})` : ''}.
      ${plural(changed, 'score')} would change. Nothing is saved until you save.
    </p>
    ${cardTable({
      caption: 'Scores now and under the draft, highest draft score first',
      columns: [
        { label: 'Signup' },
        { label: 'Company' },
        { label: 'Now', num: true },
        { label: 'Draft', num: true },
        { label: 'Change', num: true },
      ],
      rows: sorted.map(previewRow),
    })}
  </section>`;
}
