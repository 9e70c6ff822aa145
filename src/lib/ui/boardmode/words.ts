// Board mode's words that are not plain messages: edges, the answer lists.
import { m } from '$lib/paraglide/messages.js';
import type { Edge } from '$lib/rules';
import { say, type Msg } from '../words/say';

const EDGE_NAME: Readonly<Record<Edge, Msg>> = {
  north: m.bm_edge_north,
  south: m.bm_edge_south,
  east: m.bm_edge_east,
  west: m.bm_edge_west
};

export function edgeName(edge: Edge): string {
  return say(EDGE_NAME, edge);
}

/** "c3, d4" or "—" */
export function squareList(squares: readonly string[]): string {
  return squares.length ? squares.join(', ') : '—';
}
