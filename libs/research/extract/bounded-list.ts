// Lists a hostile page cannot grow: a value is added once, and only below the bound.
export function addBounded(
  list: string[],
  value: string | undefined,
  max: number,
): void {
  if (list.length < max && value !== undefined && !list.includes(value))
    list.push(value);
}
