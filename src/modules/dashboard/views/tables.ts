import { html, type Html } from './html.js';

/** A column's heading; `num` right-aligns a column of numbers. */
export interface Column {
  label: string | Html;
  num?: boolean;
}

function head(columns: readonly Column[]): Html {
  return html`<thead>
    <tr>
      ${columns.map((c) => html`<th scope="col"${c.num ? html` class="num"` : ''}>${c.label}</th>`)}
    </tr>
  </thead>`;
}

/**
 * A list as a table that turns into one card per row on a narrow screen (`table.cards` in the
 * stylesheet), in a frame that scrolls on its own when wide. `className` adds the table's own
 * classes, `attrs` its other attributes.
 */
export function cardTable(table: {
  caption: unknown;
  columns: readonly Column[];
  rows: readonly Html[];
  className?: string;
  attrs?: Html;
}): Html {
  const classes = table.className ? `cards ${table.className}` : 'cards';
  return html`<div class="table-wrap">
    <table class="${classes}"${table.attrs ?? ''}>
      <caption>
        ${table.caption}
      </caption>
      ${head(table.columns)}
      <tbody>
        ${table.rows}
      </tbody>
    </table>
  </div>`;
}

/** A small table inside a section, its caption for screen readers only (the heading says it). */
export function plainTable(
  caption: string,
  columns: readonly Column[],
  rows: readonly Html[],
): Html {
  return html`<table>
    <caption class="visually-hidden">${caption}</caption>
    ${head(columns)}
    <tbody>
      ${rows}
    </tbody>
  </table>`;
}
