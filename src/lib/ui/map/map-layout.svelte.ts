// The map step's layout in progress (3-R2, 1.1-R2/R3), shared by its two parts: the section
// layout (which section lies in each of the four places, turned how, and where the next tapped
// section goes) and the terrain painting (squares that differ on the physical sections). The
// preview is the engine's `mapPreview` of the places laid so far with the painted squares over
// them. Like every pick on screen, the layout belongs to the game it was made on (Session.token);
// on a game it was not made on it is the layout an undo took back into this step, else empty.
import type { Session } from '$lib/app/session.svelte';
import type { SectionDef } from '$lib/data';
import {
  mapPreview,
  squareIndex,
  terrainFromRows,
  terrainRows,
  type Action,
  type Rotation,
  type SectionPlacement,
  type Terrain
} from '$lib/rules';
import { squareName } from '$lib/ui/board/terrain';

/** The four places: 0 north-west, 1 north-east, 2 south-west, 3 south-east. */
export const SLOTS = [0, 1, 2, 3] as const;

type ChooseMap = Extract<Action, { type: 'choose-map' }>;

interface Layout {
  /** the game on screen the layout was made on (Session.token) */
  token: object | null;
  /** the section id in each place, or null */
  slots: readonly (number | null)[];
  rotations: readonly Rotation[];
  /** the place the next tapped section goes to */
  active: number;
  /** painted squares: square → terrain */
  painted: Readonly<Record<string, Terrain>>;
}

const ALL_CLEAR: Terrain[] = new Array<Terrain>(64).fill('clear');

/** The engine's preview of these places (all clear if it refuses them, which the step never lays). */
function preview(session: Session, slots: readonly (number | null)[], rotations: readonly Rotation[], painted = {}): Terrain[] {
  const places: (SectionPlacement | null)[] = slots.map((id, i) => (id === null ? null : { id, rotation: rotations[i]! }));
  const r = mapPreview(places, session.game.catalog, painted);
  return r.ok ? r.value : ALL_CLEAR;
}

/** The layout the last undo took back into this step (laid out again, painted squares too), else empty. */
function initial(session: Session): Layout {
  const u = session.undone;
  const empty: Layout = { token: null, slots: [null, null, null, null], rotations: [0, 0, 0, 0], active: 0, painted: {} };
  if (u?.type !== 'choose-map' || u.sections?.length !== 4) return empty;
  const slots = u.sections.map((s) => s.id);
  const rotations = u.sections.map((s) => s.rotation);
  const painted: Record<string, Terrain> = {};
  const taken = u.terrain ? terrainFromRows(u.terrain) : null;
  if (taken?.ok) {
    const printed = preview(session, slots, rotations);
    taken.value.forEach((t, i) => {
      if (t !== printed[i]) painted[squareName(i)] = t;
    });
  }
  return { token: null, slots, rotations, active: 0, painted };
}

/** The place (0 NW, 1 NE, 2 SW, 3 SE) a square lies in. */
function slotOf(square: string): number {
  const i = squareIndex(square);
  const north = i >> 3 >= 4;
  const east = i % 8 >= 4;
  return (north ? 0 : 2) + (east ? 1 : 0);
}

export class MapLayout {
  #own: Layout | null = $state.raw(null);

  /** `source` gives the session (a getter, so a component's prop stays reactive) */
  constructor(private readonly source: () => Session) {}

  get session(): Session {
    return this.source();
  }

  readonly #initial: Layout = $derived.by(() => initial(this.session));

  /** the layout on screen: the one made on this game, else the one an undo brought back */
  get #now(): Layout {
    const o = this.#own;
    return o && o.token === this.session.token ? o : this.#initial;
  }

  get slots(): readonly (number | null)[] {
    return this.#now.slots;
  }
  get rotations(): readonly Rotation[] {
    return this.#now.rotations;
  }
  get active(): number {
    return this.#now.active;
  }
  get painted(): Readonly<Record<string, Terrain>> {
    return this.#now.painted;
  }

  /** every section of the box, in number order */
  readonly sections: SectionDef[] = $derived.by(() => {
    const catalog = this.session.game.catalog;
    return Array.from({ length: 24 }, (_, i) => catalog.section(i + 1)).filter((s): s is SectionDef => s !== undefined);
  });

  /** the section in a place, if any */
  sectionIn(slot: number): SectionDef | undefined {
    const id = this.slots[slot];
    return id === null || id === undefined ? undefined : this.session.game.catalog.section(id);
  }

  readonly complete: boolean = $derived(this.slots.every((id) => id !== null));
  readonly paintedCount: number = $derived(Object.keys(this.painted).length);
  readonly unverifiedUsed: boolean = $derived(this.slots.some((_, i) => this.sectionIn(i)?.verified === false));

  /** the printed terrain of the places laid so far (the others clear) */
  readonly base: Terrain[] = $derived(preview(this.session, this.slots, this.rotations));
  /** …with the painted squares over it: what the board shows and the action carries */
  readonly preview: Terrain[] = $derived(preview(this.session, this.slots, this.rotations, this.painted));

  #set(change: Partial<Omit<Layout, 'token'>>): void {
    this.#own = { ...this.#now, ...change, token: this.session.token };
  }

  /** the painted squares without those in `slot` (a section that changes makes them meaningless) */
  #paintedOutside(slot: number, painted = this.painted): Record<string, Terrain> {
    return Object.fromEntries(Object.entries(painted).filter(([sq]) => slotOf(sq) !== slot));
  }

  /** Make a place the one the next tapped section goes to. */
  choose(slot: number): void {
    this.#set({ active: slot });
  }

  /** Lay a section in the chosen place; a section already laid elsewhere swaps places with it. */
  place(id: number): void {
    const { active } = this;
    const slots = [...this.slots];
    const rotations = [...this.rotations];
    let painted = this.painted;
    const there = slots.indexOf(id);
    if (there === active) return;
    if (there >= 0) {
      slots[there] = slots[active] ?? null;
      rotations[there] = rotations[active]!;
      rotations[active] = this.rotations[there]!;
      painted = this.#paintedOutside(there, painted);
    } else {
      rotations[active] = 0;
    }
    slots[active] = id;
    painted = this.#paintedOutside(active, painted);
    this.#set({ slots, rotations, painted, active: nextEmpty(slots, active) });
  }

  /** Turn the section in a place 90° clockwise (1.1-R3). */
  rotate(slot: number): void {
    const rotations = [...this.rotations];
    rotations[slot] = (((rotations[slot] ?? 0) + 90) % 360) as Rotation;
    this.#set({ rotations, painted: this.#paintedOutside(slot) });
  }

  /** Take the section out of a place; it becomes the chosen place. */
  remove(slot: number): void {
    const slots = [...this.slots];
    const rotations = [...this.rotations];
    slots[slot] = null;
    rotations[slot] = 0;
    this.#set({ slots, rotations, painted: this.#paintedOutside(slot), active: slot });
  }

  /** Paint a square (painting the printed terrain back takes the paint off). */
  paint(square: string, terrain: Terrain): void {
    const i = squareIndex(square);
    if (i < 0) return;
    const painted = { ...this.painted };
    if (this.base[i] === terrain) delete painted[square];
    else painted[square] = terrain;
    this.#set({ painted });
  }

  clearPaint(): void {
    this.#set({ painted: {} });
  }

  /** the map action of the complete layout (the painted rows with it), else null */
  action(): ChooseMap | null {
    if (!this.complete) return null;
    return {
      type: 'choose-map',
      sections: this.slots.map((id, i) => ({ id: id!, rotation: this.rotations[i]! })),
      ...(this.paintedCount > 0 ? { terrain: terrainRows(this.preview) } : {})
    };
  }
}

/** The next place after `from` with no section (or `from` when all are laid). */
function nextEmpty(slots: readonly (number | null)[], from: number): number {
  for (let k = 1; k <= 4; k++) {
    const i = (from + k) % 4;
    if (slots[i] === null) return i;
  }
  return from;
}
