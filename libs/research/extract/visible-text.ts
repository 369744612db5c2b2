// Collects a page's visible text block by block (paragraphs, list items, headings, footer lines)
// while it streams, keeping only a bounded lead and the blocks the text extractors need. A block
// is flushed at every block-level tag, so no one block can grow past a few KiB.
import { cleanText } from './clean-text.js';
import type { VisibleText } from './page-data.js';
import { KEEP_BLOCK } from './text-cues.js';

/** Tags whose text is not shown: code, styles, templates, images, the head. */
export const HIDDEN_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'head',
  'iframe',
  'object',
  'canvas',
  'select',
]);

export const BLOCK_TAGS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'td',
  'th',
  'tr',
  'table',
  'section',
  'article',
  'header',
  'footer',
  'nav',
  'main',
  'aside',
  'br',
  'dt',
  'dd',
  'blockquote',
  'figcaption',
  'address',
  'form',
  'button',
  'body',
]);

/** Elements whose text is a quotation: someone else speaking, never the company's own words. */
export const QUOTE_TAGS = new Set(['blockquote', 'q']);

/** Attributes whose text a reader (or a machine) may see although it is not the page's text. */
export const ASIDE_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'];
export const MAX_ASIDE_TEXTS = 100;
export const ASIDE_TEXT_CHARS = 500;

/** Characters of the lead kept unless the reader asks for more (fetch_page shows the model more). */
export const DEFAULT_LEAD_CHARS = 3000;
const MAX_BLOCKS = 80;
const BLOCK_CHARS = 600;
/** A block with no tag for this long is flushed anyway (a wall of text, a minified page). */
const FLUSH_AT = 4000;

export class VisibleTextCollector {
  constructor(private readonly leadChars = DEFAULT_LEAD_CHARS) {}

  private block = '';
  private lead = '';
  private chars = 0;
  private readonly blocks: string[] = [];
  private readonly quotedBlocks: string[] = [];
  /** set while inside a quotation: its blocks are kept apart (VisibleText.quoted) */
  quoted = false;

  add(text: string): void {
    this.block += text;
    if (this.block.length > FLUSH_AT) this.flush();
  }

  /** A block boundary: what was gathered since the last one is one block. */
  flush(): void {
    if (this.block === '') return;
    const text = /\S/.test(this.block)
      ? cleanText(this.block, 100_000)
      : undefined;
    this.block = '';
    if (!text) return;
    this.chars += text.length;
    if (this.lead.length < this.leadChars)
      this.lead = `${this.lead} ${text}`.trim().slice(0, this.leadChars);
    const list = this.quoted ? this.quotedBlocks : this.blocks;
    if (list.length < MAX_BLOCKS && KEEP_BLOCK.test(text))
      list.push(cleanText(text, BLOCK_CHARS) ?? '');
  }

  result(): VisibleText {
    this.flush();
    return {
      lead: this.lead,
      chars: this.chars,
      blocks: this.blocks,
      quoted: this.quotedBlocks,
    };
  }
}
