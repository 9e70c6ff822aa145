// Board mode's state (issue 12): the position on the board, what the player is doing with it
// (setting it up, asking about a unit, the combat calculator, nightfall) and the taps on the board.
// Every change of the position goes through the engine (edit.ts → parsePosition); a refused change
// keeps the position and shows the engine's reason.
import { m } from '$lib/paraglide/messages.js';
import { unitAt, type Edge, type NationId, type Position, type RuleError, type Square } from '$lib/rules';
import { askPicture, askReach, askUnit, type AskLayer, type ReachAnswer, type UnitAnswer } from './ask';
import { CalcState } from './calc-state.svelte';
import {
  applyEdit,
  freshPosition,
  placeUnit,
  removeUnit,
  setEdge,
  setNation,
  setReduced,
  setTerrain,
  toggleRedoubt,
  type Edit,
  type Seat
} from './edit';
import type { Terrain } from '$lib/rules';
import { nationName } from '$lib/ui/words/names';

export type Mode = 'setup' | 'ask' | 'combat' | 'night';
/** what the next tap on the board does in setup: put a palette unit there, or a Redoubt */
export type Tool = { kind: 'unit'; seat: Seat; unit: string } | { kind: 'redoubt' } | null;

export class BoardMode {
  position: Position = $state.raw(freshPosition());
  /** the saved board's id and name (Keep and share) */
  id: string | null = $state(null);
  name = $state('');
  mode: Mode = $state('setup');
  tool: Tool = $state.raw(null);
  /** setup: the placed unit tapped (to move, reduce, restore, take off); ask: the unit asked about */
  selected: Square | null = $state(null);
  layer: AskLayer = $state('go');
  /** ask: the empty square tapped with a unit selected ("can it get there?") */
  probe: Square | null = $state(null);
  /** the engine's reason for the last refused change */
  error: RuleError | null = $state.raw(null);
  /** what the last tap did, in the current language */
  status: (() => string) | null = $state.raw(null);
  readonly calc: CalcState = new CalcState(() => this.position);

  /** Start from an opened board (a link, a saved board, a game's position) or a fresh one. */
  load(position: Position, id: string | null = null, name = ''): void {
    this.position = position;
    this.id = id;
    this.name = name;
    this.selected = null;
    this.tool = null;
    this.error = null;
    this.status = null;
    this.calc.reset();
  }

  /** A fresh board in place of whatever was drawn (a link that could not be opened shows one). */
  fresh(): void {
    this.load(freshPosition(this.position.catalog));
  }

  /** Apply an edit if the engine accepts the new position; else keep the old one and say why. */
  edit(e: Edit, done: () => string): boolean {
    const r = applyEdit(this.position, e);
    if (!r.ok) {
      this.error = r.error;
      this.status = null;
      return false;
    }
    this.position = r.value;
    this.error = null;
    this.status = done;
    this.calc.forget();
    return true;
  }

  setMode(mode: Mode): void {
    this.mode = mode;
    this.tool = null;
    this.error = null;
    this.status = null;
    if (mode !== 'ask' && mode !== 'setup') this.selected = null;
    this.probe = null;
    if (mode === 'ask' && this.selected && !unitAt(this.position, this.selected)) this.selected = null;
  }

  /** Palette: pick a unit (tap again: put it down); a unit already on the board is selected instead. */
  pickUnit(seat: Seat, unit: string): void {
    this.error = null;
    const placed = this.position.armies[seat].units.find((u) => u.unit === unit);
    if (placed) {
      this.tool = null;
      this.selected = this.selected === placed.square ? null : placed.square;
      return;
    }
    const same = this.tool?.kind === 'unit' && this.tool.seat === seat && this.tool.unit === unit;
    this.tool = same ? null : { kind: 'unit', seat, unit };
    this.selected = null;
  }

  pickRedoubt(): void {
    this.error = null;
    this.selected = null;
    this.tool = this.tool?.kind === 'redoubt' ? null : { kind: 'redoubt' };
  }

  /** A tap on the board. */
  tap(square: Square): void {
    if (this.mode === 'setup') this.#setupTap(square);
    else if (this.mode === 'ask') this.#askTap(square);
    else if (this.mode === 'combat') this.calc.tap(square);
  }

  #setupTap(square: Square): void {
    const tool = this.tool;
    if (tool?.kind === 'unit') {
      if (this.edit(placeUnit(tool.seat, tool.unit, square), () => m.bm_placed({ unit: this.unitName(tool.seat, tool.unit), square })))
        this.tool = null;
      return;
    }
    if (tool?.kind === 'redoubt') {
      const had = this.position.redoubts.includes(square);
      this.edit(toggleRedoubt(square), () => (had ? m.bm_redoubt_off({ square }) : m.bm_redoubt_on({ square })));
      return;
    }
    const here = unitAt(this.position, square);
    const sel = this.selected ? unitAt(this.position, this.selected) : undefined;
    if (sel && !here) {
      const from = this.selected!;
      const name = this.unitName(sel.army, sel.placed.unit);
      if (this.edit(placeUnit(sel.army, sel.placed.unit, square), () => m.bm_moved({ unit: name, from, to: square })))
        this.selected = square;
      return;
    }
    this.error = null;
    this.selected = here && this.selected !== square ? square : null;
  }

  /** Ask: a unit selects it (again: off); an empty square with a unit selected asks whether it can get there. */
  #askTap(square: Square): void {
    if (unitAt(this.position, square)) {
      this.selected = this.selected === square ? null : square;
      this.probe = null;
      return;
    }
    if (this.selected && unitAt(this.position, this.selected)) this.probe = this.probe === square ? null : square;
    else this.selected = null;
  }

  /** The selected placed unit: reduce, restore, take off. */
  reduce(reduced: boolean): void {
    const u = this.selected ? unitAt(this.position, this.selected) : undefined;
    if (!u) return;
    const name = this.unitName(u.army, u.placed.unit);
    this.edit(setReduced(u.army, u.placed.unit, reduced), () => (reduced ? m.bm_reduced({ unit: name }) : m.bm_restored({ unit: name })));
  }

  takeOff(): void {
    const u = this.selected ? unitAt(this.position, this.selected) : undefined;
    if (!u) return;
    const name = this.unitName(u.army, u.placed.unit);
    if (this.edit(removeUnit(u.army, u.placed.unit), () => m.bm_taken_off({ unit: name }))) this.selected = null;
  }

  setNation(seat: Seat, nation: NationId): void {
    this.edit(setNation(seat, nation), () => m.bm_nation_set({ nation: nationName(nation) }));
    this.tool = null;
    this.selected = null;
  }

  setEdge(seat: Seat, edge: Edge): void {
    this.edit(setEdge(seat, edge), () => m.bm_edges_set());
  }

  setTerrain(terrain: readonly Terrain[]): boolean {
    return this.edit(setTerrain(terrain), () => m.bm_map_set());
  }

  /** Replace the whole position (an imported file): the engine already checked it. */
  replace(position: Position): void {
    this.load(position, null, '');
    this.status = () => m.bm_imported();
  }

  unitName(seat: Seat, unit: string): string {
    const nation = this.position.armies[seat].nation;
    return this.position.catalog.unit(nation, unit)?.name ?? unit;
  }

  /** Ask mode: the engine's answers for the unit asked about. */
  readonly answer: UnitAnswer | null = $derived(this.mode === 'ask' && this.selected ? askUnit(this.position, this.selected) : null);
  /** Ask mode: can the unit asked about reach the square tapped (moveProblem)? */
  readonly reach: ReachAnswer | null = $derived(
    this.answer && this.probe && !unitAt(this.position, this.probe) ? askReach(this.position, this.answer.square, this.probe) : null
  );

  /** What the board shows: highlights, markers, lines, the selection. */
  readonly picture = $derived.by(() => {
    if (this.mode === 'ask') return askPicture(this.answer, this.layer);
    if (this.mode === 'combat') return this.calc.picture;
    return { highlights: {} as Record<string, string>, markers: {} as Record<string, string>, lines: [] };
  });
}
