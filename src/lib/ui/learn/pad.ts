// The action a stage asks for, made by taps as on the play screen (issue 25): the kinds of action
// the stage lists are offered, built from the engine's legalActions for the stage's game; squares
// are tapped on the board (the unit, then where), cards and the actions without squares are
// buttons. Taps that lead to no legal action still build one — a move too far, a retreat to the
// wrong square, a card on a unit that cannot take it — so the engine refuses it and says why.
// Pure: the screen keeps the path of squares tapped and asks here what it offers.
import { legalActions, type Action, type ActionType, type Game, type Square } from '$lib/rules';

/** An action the learner may try. */
export interface Offer {
  action: Action;
  /** the squares tapped to choose it, in order (the unit, then where it goes or what it targets) */
  squares: Square[];
  /** the sides of each die the action needs (a Leader's rally), filled in by the learner */
  dice?: number[];
  /** in the engine's list of legal actions (false: built from the taps, for the engine to judge) */
  legal: boolean;
}

/** Kinds of action chosen by two squares: the unit, then where to or at what. */
const TWO: readonly ActionType[] = ['move', 'forced-march', 'assault', 'bombard', 'volley', 'grand-battery'];
/** Kinds of action chosen by one square. */
const ONE: readonly ActionType[] = ['deploy', 'retreat', 'skirmish-move', 'advance', 'ambush', 'restore', 'rally', 'redoubt'];
/** Kinds of action without anything to choose: always offered when the stage lists them. */
export const PLAIN: readonly ActionType[] = ['end-phase', 'draw', 'supply', 'guerrilla', 'pass'];
/** Kinds of action the squares alone complete (no card to pick): made at the last tap. */
const SQUARE_ONLY: readonly ActionType[] = ['move', 'forced-march', 'retreat', 'skirmish-move', 'advance', 'deploy'];

/** What the first tap chooses: a unit (then where, or what to do with it), a square, or nothing. */
export function firstTap(types: readonly ActionType[]): 'unit' | 'square' | null {
  if (types.some((t) => TWO.includes(t) || t === 'restore' || t === 'rally' || t === 'redoubt' || t === 'advance')) return 'unit';
  if (types.some((t) => ONE.includes(t))) return 'square';
  return null;
}

/** Does a chosen square wait for a second one (a move's destination, a combat's target)? */
export function twoSquares(types: readonly ActionType[]): boolean {
  return types.some((t) => TWO.includes(t));
}

/** What a stage's action task offers on its game. */
export interface PadModel {
  types: readonly ActionType[];
  /** the legal actions of those kinds */
  offers: Offer[];
  /** the units that may be deployed (a deployment stage: the unit is picked first) */
  units: string[];
}

/** The squares an action is chosen by, in tap order. */
export function squaresOf(a: Action): Square[] {
  switch (a.type) {
    case 'move':
    case 'forced-march':
      return [a.from, a.to];
    case 'assault':
    case 'bombard':
    case 'volley':
    case 'grand-battery':
      return [a.from, a.target];
    case 'deploy':
      return [a.square];
    case 'retreat':
    case 'skirmish-move':
      return [a.to];
    case 'advance':
      return a.unit ? [a.unit] : [];
    case 'ambush':
      return [a.target];
    case 'restore':
    case 'rally':
    case 'redoubt':
      return [a.unit];
    default:
      return [];
  }
}

/** The same action on other squares (the squares in tap order, as squaresOf gives them). */
function onSquares(a: Action, sq: Square[]): Action {
  const [x, y] = sq as [Square, Square];
  switch (a.type) {
    case 'move':
    case 'forced-march':
      return { ...a, from: x, to: y };
    case 'assault':
    case 'bombard':
    case 'volley':
    case 'grand-battery':
      return { ...a, from: x, target: y };
    case 'deploy':
      return { ...a, square: x };
    case 'retreat':
    case 'skirmish-move':
      return { ...a, to: x };
    case 'advance':
      return { ...a, unit: x };
    case 'ambush':
      return { ...a, target: x };
    case 'restore':
    case 'rally':
    case 'redoubt':
      return { ...a, unit: x };
    default:
      return a;
  }
}

/** The action built from squares alone, for the kinds that need nothing else. */
function bare(type: ActionType, sq: Square[], unit: string | null): Action | null {
  const [x, y] = sq as [Square, Square];
  switch (type) {
    case 'move':
    case 'forced-march':
      return sq.length === 2 ? { type, from: x, to: y } : null;
    case 'retreat':
    case 'skirmish-move':
      return sq.length === 1 ? { type, to: x } : null;
    case 'advance':
      return sq.length === 1 ? { type, unit: x } : null;
    case 'deploy':
      return sq.length === 1 && unit ? { type, unit, square: x } : null;
    default:
      return null;
  }
}

/** What an action is, apart from its squares (two offers that differ only in squares are one choice). */
function kindKey(a: Action): string {
  const rest: Record<string, unknown> = { ...a };
  for (const k of ['from', 'to', 'target', 'square']) delete rest[k];
  if (a.type === 'advance' || a.type === 'restore' || a.type === 'rally' || a.type === 'redoubt') delete rest.unit;
  return JSON.stringify(rest, Object.keys(rest).sort());
}

const key = (a: Action) => JSON.stringify(a, Object.keys(a).sort());

/**
 * A short name of an action for the page (`data-key` on its button), the same whatever the order of
 * its fields: "move d2 d4", "play jean-lannes command e3". Dice are left out (picked after).
 */
export function actionKey(a: Action): string {
  const r = a as unknown as Record<string, unknown>;
  const parts: string[] = [a.type];
  for (const k of Object.keys(r).sort()) {
    if (k === 'type' || k === 'dice' || k === 'rolledBy' || k === 'afterUndo') continue;
    const v = r[k];
    parts.push(`${k}=${Array.isArray(v) ? v.join('+') : String(v)}`);
  }
  return parts.join(' ');
}

/** The stage's offers: the legal actions of the kinds it lists. */
export function padModel(game: Game, types: readonly ActionType[]): PadModel {
  const offers: Offer[] = legalActions(game)
    .filter((l) => types.includes(l.action.type))
    .map((l) => ({ action: l.action, squares: squaresOf(l.action), legal: true, ...(l.dice?.length ? { dice: [...l.dice] } : {}) }));
  const units = [...new Set(offers.flatMap((o) => (o.action.type === 'deploy' ? [o.action.unit] : [])))];
  return { types, offers, units };
}

const startsWith = (a: Square[], b: Square[]) => b.every((s, i) => a[i] === s);

/** The offers of the chosen unit only (deployment), all offers otherwise. */
function ofUnit(model: PadModel, unit: string | null): Offer[] {
  return model.offers.filter((o) => o.action.type !== 'deploy' || !unit || o.action.unit === unit);
}

/**
 * Actions built on squares the engine lists nothing for: the same kinds (and cards) as the legal
 * ones from the same unit — else from any unit — moved onto these squares; for the kinds without
 * a card, the bare action. The engine judges them when tried.
 */
function rebound(model: PadModel, path: Square[], unit: string | null): Offer[] {
  const kinds = model.types.filter((t) => (path.length === 1 ? ONE : path.length === 2 ? TWO : []).includes(t));
  if (!kinds.length) return [];
  let src = ofUnit(model, unit).filter((o) => o.squares.length === path.length && kinds.includes(o.action.type));
  if (path.length === 2) {
    const same = src.filter((o) => o.squares[0] === path[0]);
    if (same.length) src = same;
  }
  const out = new Map<string, Offer>();
  for (const o of src) {
    const k = kindKey(o.action);
    if (!out.has(k)) out.set(k, { action: onSquares(o.action, path), squares: path, legal: false, ...(o.dice ? { dice: o.dice } : {}) });
  }
  if (!out.size)
    for (const t of kinds) {
      const a = bare(t, path, unit ?? model.units[0] ?? null);
      if (a) {
        out.set(kindKey(a), { action: a, squares: path, legal: false });
        break;
      }
    }
  return [...out.values()];
}

/**
 * The actions to pick from once `path` is tapped: the legal ones on exactly these squares, then
 * the same kinds and cards moved here (illegal ones, for the engine to refuse and explain).
 */
export function optionsAt(model: PadModel, path: Square[], unit: string | null = null): Offer[] {
  if (!path.length) return [];
  const legal = ofUnit(model, unit).filter((o) => o.squares.length === path.length && startsWith(o.squares, path));
  const kinds = new Set(legal.map((o) => kindKey(o.action)));
  const legalKeys = new Set(legal.map((o) => key(o.action)));
  const more = rebound(model, path, unit).filter((o) => !kinds.has(kindKey(o.action)) && !legalKeys.has(key(o.action)));
  return [...legal, ...more];
}

/** The squares that continue `path` towards a legal action (the board highlights them). */
export function nextSquares(model: PadModel, path: Square[], unit: string | null = null): Square[] {
  const out = new Set<Square>();
  for (const o of ofUnit(model, unit)) if (o.squares.length > path.length && startsWith(o.squares, path)) out.add(o.squares[path.length]!);
  return [...out];
}

/** After a tap: the squares now chosen, and the action to try at once when the tap completes one. */
export interface Tapped {
  path: Square[];
  submit?: Offer;
}

/**
 * A tap on `square` with `path` chosen so far. Tapping the last chosen square again takes it
 * back; a unit that starts a legal action replaces a choice that leads nowhere; a square that
 * completes an action with nothing left to pick (a move, a retreat, a deployment) tries it.
 */
export function tapSquare(model: PadModel, path: Square[], square: Square, unit: string | null = null): Tapped {
  if (path.length && path[path.length - 1] === square) return { path: path.slice(0, -1) };
  const next = [...path, square];
  const offers = ofUnit(model, unit);
  const along = offers.filter((o) => o.squares.length >= next.length && startsWith(o.squares, next));
  const options = optionsAt(model, next, unit);
  const further = along.some((o) => o.squares.length > next.length);
  if (!further && options.length === 1 && SQUARE_ONLY.includes(options[0]!.action.type)) return { path: next, submit: options[0]! };
  if (along.length) return { path: next };
  // a square that starts an action of its own (another unit): it is chosen instead
  if (path.length && offers.some((o) => o.squares[0] === square)) return tapSquare(model, [], square, unit);
  if (options.length) return { path: next };
  // the first square of a two-square action that the engine lists nothing for: chosen all the
  // same, so the next tap builds the action for the engine to refuse
  if (next.length === 1 && model.types.some((t) => TWO.includes(t))) return { path: next };
  // a choice that leads nowhere: start again from this square
  if (path.length) return tapSquare(model, [], square, unit);
  return { path };
}

/**
 * The offers that need no square: the plain kinds the stage lists (always, legal or not: ending a
 * phase too early is a lesson too), the legal card plays, discards, Withdraw, Scout/Spy, and
 * "do not advance" when advancing is asked about.
 */
export function buttonOffers(model: PadModel): Offer[] {
  const out: Offer[] = [];
  const seen = new Set<string>();
  const add = (o: Offer) => {
    const k = key(o.action);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(o);
    }
  };
  for (const o of model.offers) if (o.squares.length === 0) add(o);
  for (const t of model.types) {
    if (PLAIN.includes(t)) add({ action: { type: t } as Action, squares: [], legal: model.offers.some((o) => o.action.type === t) });
    if (t === 'advance')
      add({
        action: { type: 'advance', unit: null },
        squares: [],
        legal: model.offers.some((o) => o.action.type === 'advance' && o.action.unit === null)
      });
  }
  return out;
}

/** The action with the dice the learner picked (a rally's d6). */
export function withDice(a: Action, dice: number[]): Action {
  return { ...a, dice } as Action;
}
