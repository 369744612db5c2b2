// The readers that stream a page keep a stack of the elements open at the reader (page regions,
// people pages, Microdata). A close tag closes the nearest open element of its name.

/**
 * Where the nearest open `tag` is in `stack` (-1: none), searched from the top without copying:
 * a hostile page of many stray close tags costs one walk each, not an array each.
 */
export function lastOpen(
  stack: ReadonlyArray<{ tag: string }>,
  tag: string,
): number {
  for (let at = stack.length - 1; at >= 0; at--)
    if (stack[at].tag === tag) return at;
  return -1;
}
