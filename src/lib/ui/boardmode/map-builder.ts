// The setup wizard's map builder (src/lib/ui/setup/map-layout.svelte.ts) on a board instead of a
// game: MapLayout reads the catalogue, a token for "picks made on this screen" and the action an
// undo took back from its source; a board has no game, so it gets the catalogue, a fixed token and
// no undone action.
import type { Session } from '$lib/app/session.svelte';
import type { Catalog } from '$lib/rules';
import { MapLayout } from '$lib/ui/map/map-layout.svelte';

export function boardMapLayout(catalog: () => Catalog): MapLayout {
  const token = {};
  const source = {
    get game() {
      return { catalog: catalog() };
    },
    token,
    undone: null
  };
  return new MapLayout(() => source as unknown as Session);
}
