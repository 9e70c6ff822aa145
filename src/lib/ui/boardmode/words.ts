// Board mode's words that are not plain messages: edges, the answer lists.
import { m } from '$lib/paraglide/messages.js';
import type { Edge } from '$lib/rules';

export function edgeName(edge: Edge): string {
  switch (edge) {
    case 'north':
      return m.bm_edge_north();
    case 'south':
      return m.bm_edge_south();
    case 'east':
      return m.bm_edge_east();
    case 'west':
      return m.bm_edge_west();
  }
}

/** "c3, d4" or "—" */
export function squareList(squares: readonly string[]): string {
  return squares.length ? squares.join(', ') : '—';
}
