// Home's saved lists when there are many (issue 31: flat at 1,000 saved games): a page of rows is
// drawn at a time, "Show more" adds a page, and a search finds rows among all of them. The order is
// the list's own (most recent first), over all rows; a search keeps it.

/** Rows drawn at first, and added by each "Show more". */
export const LIST_PAGE = 20;

/** Text as a search compares it: lower case, without diacritics (ł and l, ó and o alike). */
export function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase();
}

/**
 * The rows whose text contains every word of `query` (in any order, diacritics and case aside), in
 * their order; all of them for an empty query.
 */
export function matching<T>(rows: readonly T[], query: string, text: (row: T) => string): readonly T[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const t = folded(text(row));
    return words.every((w) => t.includes(w));
  });
}
