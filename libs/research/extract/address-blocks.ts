// Collects where a page writes postal addresses while it streams, line by line, for the address
// reader (address-text.ts): the text of <address> elements and <footer>s whole, and elsewhere a
// line that holds a postal code with the three lines before it (a contact page's
// "Brisa ERP S.L. / Calle Larios 5 / 29005 Málaga"). Bounded: a few blocks of a few KiB.
import { cleanText } from './clean-text.js';

const CONTAINERS = new Set(['address', 'footer']);
const MAX_BLOCKS = 10;
const BLOCK_CHARS = 4000;
const LINE_CHARS = 300;
/** Lines kept before a postal code's line: the name and street above it. */
const WINDOW = 4;
/** A postal code as the address reader knows them (a hint only: it decides). */
const POSTAL_HINT =
  /(?<![\p{N}])(?:\d{4,6}|\d{2}-\d{3}|\d{3}\s\d{2})(?![\p{N}])|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|〒|[都道府県市]/u;

export interface AddressBlocks {
  /** <address> and <footer> text */
  contained: string[];
  /** lines with a postal code elsewhere, each with the lines before it */
  loose: string[];
}

export class AddressBlockCollector {
  private readonly contained: string[] = [];
  private readonly loose: string[] = [];
  /** the container being read and how deep in it we are, while inside one */
  private inside: { tag: string; depth: number } | undefined;
  private lines: string[] = [];
  private recent: string[] = [];
  private line = '';
  private chars = 0;

  open(tag: string, isBlock: boolean): void {
    if (isBlock) this.breakLine();
    if (this.inside) {
      if (tag === this.inside.tag) this.inside.depth++;
    } else if (CONTAINERS.has(tag) && this.contained.length < MAX_BLOCKS) {
      this.inside = { tag, depth: 1 };
    }
  }

  text(text: string): void {
    const room = this.inside ? BLOCK_CHARS - this.chars : LINE_CHARS;
    if (this.line.length >= room) return;
    this.line += text.slice(0, room - this.line.length);
    if (this.inside) this.chars += text.length;
  }

  close(tag: string, isBlock: boolean): void {
    if (isBlock) this.breakLine();
    if (!this.inside || tag !== this.inside.tag || --this.inside.depth > 0)
      return;
    this.breakLine();
    if (this.lines.length) this.contained.push(this.lines.join('\n'));
    this.inside = undefined;
    this.lines = [];
    this.chars = 0;
  }

  result(): AddressBlocks {
    this.breakLine();
    return { contained: this.contained, loose: this.loose };
  }

  private breakLine(): void {
    const text = cleanText(this.line, BLOCK_CHARS);
    this.line = '';
    if (!text) return;
    if (this.inside) {
      this.lines.push(text);
      return;
    }
    this.recent = [...this.recent, text.slice(0, LINE_CHARS)].slice(-WINDOW);
    if (POSTAL_HINT.test(text) && this.loose.length < MAX_BLOCKS)
      this.loose.push(this.recent.join('\n'));
  }
}
