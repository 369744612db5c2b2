/** The calendar month (UTC) budgets and pauses count in: `2026-11`. */
export function usageMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}
