// Enrichments per day as a bar chart drawn here, in SVG: no chart library, no CDN, nothing the
// page's Content-Security-Policy would have to allow. The same numbers follow as a table for
// screen readers and for anyone who wants the figures.
import { count } from '../../views/format.js';
import { html, type Html } from '../../views/html.js';

export interface DayCount {
  /** "2026-11-23" (UTC) */
  day: string;
  count: number;
}

const WIDTH = 600;
const HEIGHT = 160;
const LEFT = 36;
const BOTTOM = 22;
const TOP = 8;

/** The last `days` UTC days up to `today`, each with its count (0 when none). */
export function lastDays(
  perDay: ReadonlyMap<string, number>,
  today: Date,
  days: number,
): DayCount[] {
  return Array.from({ length: days }, (_, i) => {
    const d = new Date(today);
    d.setUTCDate(d.getUTCDate() - (days - 1 - i));
    const day = d.toISOString().slice(0, 10);
    return { day, count: perDay.get(day) ?? 0 };
  });
}

/** A round top for the axis: 1, 2, 5, 10, 20, 50… at or above the highest bar. */
function axisTop(max: number): number {
  if (max <= 1) return 1;
  const step = 10 ** Math.floor(Math.log10(max));
  for (const m of [1, 2, 5, 10]) if (m * step >= max) return m * step;
  return 10 * step;
}

export function enrichmentsChart(days: DayCount[]): Html {
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const top = axisTop(Math.max(...days.map((d) => d.count)));
  const plotW = WIDTH - LEFT;
  const plotH = HEIGHT - TOP - BOTTOM;
  const slot = plotW / days.length;
  const bars = days.map((d, i) => {
    const h = (d.count / top) * plotH;
    return html`<rect
      class="bar"
      x="${(LEFT + i * slot + 1).toFixed(1)}"
      y="${(TOP + plotH - h).toFixed(1)}"
      width="${Math.max(1, slot - 2).toFixed(1)}"
      height="${h.toFixed(1)}"
    ><title>${d.day}: ${count(d.count)}</title></rect>`;
  });
  // Dates under the first bar and every seventh one after it.
  const ticks = days
    .map((d, i) => ({ d, i }))
    .filter(({ i }) => i % 7 === 0)
    .map(
      ({ d, i }) =>
        html`<text class="tick" x="${(LEFT + i * slot).toFixed(1)}" y="${HEIGHT - 6}">
          ${d.day.slice(5)}
        </text>`,
    );
  return html`<figure class="chart">
    <svg
      viewBox="0 0 ${WIDTH} ${HEIGHT}"
      role="img"
      aria-labelledby="chart-title"
      focusable="false"
    >
      <title id="chart-title">
        Enrichments per day, last ${days.length} days: ${count(total)} in all,
        at most ${count(Math.max(...days.map((d) => d.count)))} a day
      </title>
      <line class="axis" x1="${LEFT}" y1="${TOP + plotH}" x2="${WIDTH}" y2="${TOP + plotH}" />
      <line class="grid" x1="${LEFT}" y1="${TOP}" x2="${WIDTH}" y2="${TOP}" />
      <text class="tick" x="0" y="${TOP + 4}">${count(top)}</text>
      <text class="tick" x="0" y="${TOP + plotH}">0</text>
      ${bars} ${ticks}
    </svg>
    <figcaption>
      <details>
        <summary>The numbers</summary>
        <table>
          <caption class="visually-hidden">Enrichments per day</caption>
          <thead>
            <tr>
              <th scope="col">Day (UTC)</th>
              <th scope="col" class="num">Enrichments</th>
            </tr>
          </thead>
          <tbody>
            ${days.map(
              (d) =>
                html`<tr>
                  <td>${d.day}</td>
                  <td class="num">${count(d.count)}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </details>
    </figcaption>
  </figure>`;
}
