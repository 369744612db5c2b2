// Counted nouns in text a person reads: "1 fact", "2 facts", "1,204 signups". One helper for the
// dashboard, the CLI, the analysis and the score's explanation, so none says "1 facts".

/** A count as English writes it: 1,204. */
export function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** "1 signup", "3 signups"; `many` for nouns that do not take an s ("1 delivery", "2 deliveries"). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${count(n)} ${n === 1 ? one : many}`;
}

/** The verb that agrees with a count: "1 signup was", "2 signups were". */
export function agreeing(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}
