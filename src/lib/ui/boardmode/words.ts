// Board mode's words that are not plain messages: the answer lists.

/** "c3, d4" or "—" */
export function squareList(squares: readonly string[]): string {
  return squares.length ? squares.join(', ') : '—';
}
