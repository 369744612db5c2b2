// A team page or blog index read for the people it names: its visible text as short lines (one
// per block element, inline pieces kept apart), each with the block that holds it and the kind
// of section it sits in, plus the schema.org Person items it marks up. Read per signup and
// matched against one person's name (team-title.ts); nothing here is kept beyond that match but
// the page as read, in a short process cache (tools/person-on-site.ts). Bounded like the
// other extractors: a hostile page cannot make us hold more than the caps below.
import { Parser } from 'htmlparser2';
import { cleanText } from './clean-text.js';
import type { Json } from './json-ld-organization.js';
import { MicrodataCollector } from './microdata.js';
import { parseJsonLd } from './structured-subjects.js';
import { BLOCK_TAGS, HIDDEN_TAGS, QUOTE_TAGS } from './visible-text.js';
import { lastOpen } from './open-elements.js';

/** Marks where one inline element's text ends and the next begins ("<b>Jane</b><i>CEO</i>"). */
export const PIECE_BREAK = '\u0001';

export interface PeopleLine {
  /** the line's text, inline pieces separated by PIECE_BREAK */
  text: string;
  /** the block element the text is in, and that block's parent: cards share a parent */
  block: number;
  parent: number;
  /** a heading (h1-h6): a card's name, or a section's title */
  heading: boolean;
  /** the heading's level (1 for <h1> … 6 for <h6>); 0 for any other line */
  level: number;
  /**
   * Not the company's own people speaking of their own jobs: a quotation, a testimonial or
   * review, an advisors/investors/board section, job openings.
   */
  aside: boolean;
}

export interface PeoplePage {
  lines: PeopleLine[];
  /** schema.org Person items (JSON-LD and Microdata), as JSON-LD shaped nodes */
  structured: Json[];
}

const MAX_LINES = 1000;
const LINE_CHARS = 300;
const MAX_JSON_LD_BLOCKS = 5;
const JSON_LD_CHARS = 64 * 1024;
const MAX_DEPTH = 400;

/**
 * Class or id words of a block holding others' words about the company, or no staff: matched
 * against each hyphen- or underscore-separated part ("testimonial-card", "job_openings"), so
 * "onboarding" or "position-relative" mark nothing.
 */
const ASIDE_CLASS_WORDS = new Set(
  'testimonial testimonials quote quotes review reviews customer customers client clients casestudy logos partner partners investor investors advisor advisors adviser advisers board backers career careers job jobs openings vacancies hiring'.split(
    ' ',
  ),
);
/** Microdata items (and properties) whose people are customers: reviews, comments, quotes. */
const ASIDE_ITEM =
  /\b(?:Review|Rating|Comment|Quotation|review|reviews|comment|comments)\b/;
/** Section headings after which the people named are not the company's staff, or no one yet. */
const ASIDE_HEADING =
  /\b(?:advis[oe]rs?|advisory|investors?|backed by|board|beirat|investoren|aufsichtsrat|conseil|conseillers|investisseurs|asesores|inversores|consejo|testimonials?|what (?:our )?(?:customers|clients) say|customers|clients|kunden(?:stimmen)?|témoignages|clients|testimonios|open (?:roles|positions)|we(?:'|’)re hiring|join (?:us|the team)|careers?|jobs|stellen(?:angebote)?|offres d'emploi|vacantes|empleo)\b/i;
/** Section headings that bring the company's own people back after an aside section. */
const STAFF_HEADING =
  /\b(?:team|our team|leadership|management|people|founders|staff|employees|mitarbeiter\w*|über uns|ueber uns|équipe|equipe|notre équipe|direction|equipo|nuestro equipo|dirección)\b/i;

interface Open {
  tag: string;
  id: number;
  aside: boolean;
}

/** Feed with `write`, then `end`. */
export class PeoplePageExtractor {
  private readonly lines: PeopleLine[] = [];
  private readonly jsonLd: string[] = [];
  private readonly microdata = new MicrodataCollector();
  private readonly stack: Open[] = [];
  private readonly parser: Parser;
  private nextId = 1;
  private hiddenDepth = 0;
  private quoteDepth = 0;
  private asideSection = false;
  private script: string | undefined;
  private pending = '';
  private pendingBreak = false;
  /** some of the pending line's text was inside a quotation or a <cite> */
  private pendingQuoted = false;

  constructor() {
    this.parser = new Parser(
      {
        onopentag: (name, attribs) => this.open(name, attribs),
        ontext: (text) => this.onText(text),
        onclosetag: (name) => this.close(name),
      },
      { decodeEntities: true, lowerCaseTags: true },
    );
  }

  write(chunk: string): boolean {
    this.parser.write(chunk);
    return this.lines.length < MAX_LINES;
  }

  end(): PeoplePage {
    this.parser.end();
    this.flush();
    const { microdata } = this.microdata.result();
    return {
      lines: this.lines,
      structured: [...parseJsonLd(this.jsonLd), ...microdata],
    };
  }

  private open(name: string, attribs: Record<string, string>): void {
    if (BLOCK_TAGS.has(name)) this.flush();
    else this.pendingBreak = true;
    if (HIDDEN_TAGS.has(name)) this.hiddenDepth++;
    if (QUOTE_TAGS.has(name) || name === 'cite') this.quoteDepth++;
    this.microdata.open(name, attribs);
    if (
      name === 'script' &&
      (attribs.type ?? '').trim().toLowerCase() === 'application/ld+json'
    )
      this.script = '';
    if (this.stack.length >= MAX_DEPTH) return;
    const marked = `${attribs.class ?? ''} ${attribs.id ?? ''}`
      .toLowerCase()
      .replace(/case[-_]stud(?:y|ies)/g, 'casestudy')
      .split(/[\s_-]+/);
    this.stack.push({
      tag: name,
      id: this.nextId++,
      aside:
        (this.stack.at(-1)?.aside ?? false) ||
        marked.some((word) => ASIDE_CLASS_WORDS.has(word)) ||
        ASIDE_ITEM.test(`${attribs.itemtype ?? ''} ${attribs.itemprop ?? ''}`),
    });
  }

  private onText(text: string): void {
    if (this.script !== undefined) {
      if (this.script.length < JSON_LD_CHARS) this.script += text;
      return;
    }
    if (this.hiddenDepth > 0) return;
    this.microdata.text(text);
    if (this.pending.length >= LINE_CHARS) return;
    if (this.pendingBreak && this.pending.trim()) this.pending += PIECE_BREAK;
    this.pendingBreak = false;
    this.pending += text;
    if (this.quoteDepth > 0 && text.trim()) this.pendingQuoted = true;
  }

  private close(name: string): void {
    if (BLOCK_TAGS.has(name)) this.flush();
    else this.pendingBreak = true;
    if (HIDDEN_TAGS.has(name) && this.hiddenDepth > 0) this.hiddenDepth--;
    if ((QUOTE_TAGS.has(name) || name === 'cite') && this.quoteDepth > 0)
      this.quoteDepth--;
    this.microdata.close(name);
    if (name === 'script' && this.script !== undefined) {
      if (this.jsonLd.length < MAX_JSON_LD_BLOCKS)
        this.jsonLd.push(this.script);
      this.script = undefined;
    }
    const at = lastOpen(this.stack, name);
    if (at !== -1) this.stack.splice(at);
  }

  /** Ends the current line (at a block element's start or end). */
  private flush(): void {
    const raw = this.pending;
    const quoted = this.pendingQuoted;
    this.pending = '';
    this.pendingBreak = false;
    this.pendingQuoted = false;
    const text = raw
      .split(PIECE_BREAK)
      .map((piece) => cleanText(piece, LINE_CHARS))
      .filter((piece): piece is string => piece !== undefined)
      .join(PIECE_BREAK);
    if (!text || this.lines.length >= MAX_LINES) return;
    const blockAt = this.stack.findLastIndex((e) => BLOCK_TAGS.has(e.tag));
    const block = this.stack[blockAt];
    const heading = block !== undefined && /^h[1-6]$/.test(block.tag);
    const level = heading ? Number(block.tag[1]) : 0;
    const parent = this.stack[blockAt - 1]?.id ?? 0;
    if (heading) {
      const plain = text.replaceAll(PIECE_BREAK, ' ');
      if (ASIDE_HEADING.test(plain)) this.asideSection = true;
      else if (STAFF_HEADING.test(plain)) this.asideSection = false;
    }
    this.lines.push({
      text,
      block: block?.id ?? 0,
      parent,
      heading,
      level,
      aside: this.asideSection || quoted || (block?.aside ?? false),
    });
  }
}

/** The people a whole HTML text names (tests and the cache read it at once). */
export function readPeoplePage(html: string): PeoplePage {
  const extractor = new PeoplePageExtractor();
  extractor.write(html);
  return extractor.end();
}
