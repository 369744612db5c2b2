// Every organization a page's structured data describes (JSON-LD, Microdata, RDFa), each as a
// subject of its own, with how it sits in the data. A page describes many organizations: its
// owner, and the parent company, brands, publisher, funders, customers and partners it names.
// Which one, if any, is the company is the identity rule's question (trust/identity.ts); here
// every organization is found and none is assumed to be the page's.
import {
  isObject,
  isOrganizationNode,
  toOrganization,
  type Json,
  type OrganizationData,
} from './json-ld-organization.js';

/**
 * Properties under which a node is the page's own subject rather than a relation of its holder:
 * a @graph member, the page's main entity or what it is about.
 */
const TOP_KEYS = new Set(['@graph', 'mainEntity', 'about', 'mainEntityOfPage']);
const MAX_NODES = 500;

interface Visit {
  node: Json;
  relation: string;
  /** the nearest organization holding this node, by index in `found` */
  holder?: number;
}

/** JSON-LD blocks as text: broken blocks are skipped (common on real sites). */
export function parseJsonLd(blocks: readonly string[]): Json[] {
  const nodes: Json[] = [];
  for (const block of blocks) {
    try {
      nodes.push(JSON.parse(block));
    } catch {
      // skip
    }
  }
  return nodes;
}

/** Every node with an absolute or relative @id and more than the @id itself, by @id. */
function nodesById(roots: readonly Json[]): Map<string, Record<string, Json>> {
  const byId = new Map<string, Record<string, Json>>();
  const queue = [...roots];
  for (let i = 0; i < queue.length && i < MAX_NODES * 4; i++) {
    const node = queue[i];
    if (Array.isArray(node)) {
      queue.push(...node.slice(0, MAX_NODES));
      continue;
    }
    if (!isObject(node)) continue;
    const id = node['@id'];
    if (typeof id === 'string' && Object.keys(node).length > 1 && !byId.has(id))
      byId.set(id, node);
    for (const value of Object.values(node))
      if (typeof value === 'object' && value !== null) queue.push(value);
  }
  return byId;
}

/**
 * Organizations in `roots` (parsed JSON-LD, or Microdata/RDFa items in the same shape), each
 * with its relation and holder. A node reached both as a @graph member and under a relation
 * (a parent referenced by @id) takes the relation: it is named as another organization.
 */
export function findOrganizations(
  roots: readonly Json[],
  base?: string,
  format: OrganizationData['format'] = 'json-ld',
): OrganizationData[] {
  const byId = nodesById(roots);
  const found: OrganizationData[] = [];
  const indexOfNode = new Map<Record<string, Json>, number>();
  const queue: Visit[] = roots.map((node) => ({ node, relation: 'top' }));
  for (let i = 0; i < queue.length && i < MAX_NODES; i++) {
    const visit = queue[i];
    if (Array.isArray(visit.node)) {
      for (const item of visit.node.slice(0, MAX_NODES))
        queue.push({ ...visit, node: item });
      continue;
    }
    if (!isObject(visit.node)) continue;
    let node = visit.node;
    const ref = node['@id'];
    if (typeof ref === 'string' && Object.keys(node).length === 1)
      node = byId.get(ref) ?? node;
    let holder = visit.holder;
    if (isOrganizationNode(node)) {
      const known = indexOfNode.get(node);
      if (known !== undefined) {
        // Seen before: a relation names it as another organization, whatever came first.
        if (visit.relation !== 'top' && found[known].relation === 'top') {
          found[known].relation = visit.relation;
          found[known].holder = visit.holder;
        }
        continue;
      }
      indexOfNode.set(node, found.length);
      found.push({
        format,
        relation: visit.relation,
        ...(visit.holder !== undefined ? { holder: visit.holder } : {}),
        ...toOrganization(node, base),
      });
      holder = found.length - 1;
    }
    for (const [key, value] of Object.entries(node)) {
      if (typeof value !== 'object' || value === null || key === '@context')
        continue;
      const top = TOP_KEYS.has(key) && !isOrganizationNode(node);
      queue.push({
        node: value,
        relation: top ? visit.relation : key,
        holder: top ? visit.holder : holder,
      });
    }
  }
  return found;
}

/** The string values of parsed JSON, depth-first, at most `max`. */
export function jsonStrings(roots: unknown[], max = 60): string[] {
  const out: string[] = [];
  const stack = [...roots];
  while (stack.length && out.length < max) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.length > 20) out.push(value);
    } else if (Array.isArray(value)) stack.push(...value.slice(0, 100));
    else if (value && typeof value === 'object')
      stack.push(...Object.values(value).slice(0, 100));
  }
  return out;
}
