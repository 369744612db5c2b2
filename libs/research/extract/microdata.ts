// Microdata (itemscope/itemtype/itemprop) and RDFa Lite (vocab/typeof/property) read while the
// page streams, into nodes shaped like JSON-LD, so that one reader (structured-subjects.ts)
// finds the organizations whichever way a site marked them up. Nesting is kept: an item inside
// another item's `parentOrganization` property is that item's parent, not the page's owner.
import type { Json } from './json-ld-organization.js';
import { lastOpen } from './open-elements.js';

type Node = Record<string, Json>;

interface Open {
  tag: string;
  /** the item this element starts, if it starts one */
  item?: Node;
  /** property names this element's text is the value of, and on which item */
  textFor?: { item: Node; names: string[]; text: string };
}

const MAX_ITEMS = 200;
const MAX_DEPTH = 400;
const MAX_VALUE_CHARS = 1000;

/** Which attribute holds an element's value (else its text), as Microdata defines it. */
const VALUE_ATTRIBUTE: Readonly<Record<string, string>> = {
  meta: 'content',
  a: 'href',
  link: 'href',
  area: 'href',
  img: 'src',
  audio: 'src',
  video: 'src',
  source: 'src',
  iframe: 'src',
  embed: 'src',
  object: 'data',
  time: 'datetime',
  data: 'value',
  meter: 'value',
};

/** "http://schema.org/name", "schema:name", "name" -> "name" */
function terms(value: string | undefined): string[] {
  return (value ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((term) => term.replace(/^.*[/#:]/, ''))
    .filter(Boolean)
    .slice(0, 5);
}

function addValue(item: Node, names: readonly string[], value: Json): void {
  for (const name of names) {
    const existing = item[name];
    if (existing === undefined) item[name] = value;
    else if (Array.isArray(existing)) {
      if (existing.length < 50) existing.push(value);
    } else item[name] = [existing, value];
  }
}

export class MicrodataCollector {
  private readonly stack: Open[] = [];
  /** the open elements whose text is a property value (usually none): text goes only to these */
  private readonly collecting: Open[] = [];
  /** open elements that start an item, innermost last */
  private readonly itemStack: Node[] = [];
  private readonly roots: Array<{ node: Node; format: 'microdata' | 'rdfa' }> =
    [];
  private items = 0;

  open(tag: string, attribs: Record<string, string>): void {
    if (this.stack.length >= MAX_DEPTH) return;
    const entry: Open = { tag };
    const microdata = 'itemscope' in attribs;
    const rdfa = attribs.typeof !== undefined;
    const names = terms(
      microdata || 'itemprop' in attribs ? attribs.itemprop : attribs.property,
    );
    const holder = this.currentItem();
    if ((microdata || rdfa) && this.items < MAX_ITEMS) {
      this.items++;
      const types = terms(microdata ? attribs.itemtype : attribs.typeof);
      const item: Node = {
        '@type': types.length > 1 ? types : (types[0] ?? 'Thing'),
      };
      const id = microdata ? attribs.itemid : attribs.resource;
      if (id) item['@id'] = id;
      entry.item = item;
      this.itemStack.push(item);
      if (holder && names.length) addValue(holder, names, item);
      else
        this.roots.push({
          node: item,
          format: microdata ? 'microdata' : 'rdfa',
        });
    } else if (holder && names.length) {
      const attribute =
        attribs.content !== undefined
          ? 'content'
          : (VALUE_ATTRIBUTE[tag] ??
            (attribs.resource !== undefined ? 'resource' : undefined));
      const value = attribute ? attribs[attribute] : undefined;
      if (value !== undefined)
        addValue(holder, names, value.slice(0, MAX_VALUE_CHARS));
      else entry.textFor = { item: holder, names, text: '' };
    }
    this.stack.push(entry);
  }

  text(text: string): void {
    for (const entry of this.stack)
      if (entry.textFor && entry.textFor.text.length < MAX_VALUE_CHARS)
        entry.textFor.text += text;
  }

  close(tag: string): void {
    const at = lastOpen(this.stack, tag);
    if (at === -1) return;
    for (const entry of this.stack.splice(at)) {
      if (!entry.textFor) continue;
      const value = entry.textFor.text.replace(/\s+/g, ' ').trim();
      if (value) addValue(entry.textFor.item, entry.textFor.names, value);
    }
  }

  /** Top-level items, by the markup that described them. */
  result(): { microdata: Json[]; rdfa: Json[] } {
    return {
      microdata: this.roots
        .filter((r) => r.format === 'microdata')
        .map((r) => r.node),
      rdfa: this.roots.filter((r) => r.format === 'rdfa').map((r) => r.node),
    };
  }

  private currentItem(): Node | undefined {
    return this.itemStack.at(-1);
  }
}
