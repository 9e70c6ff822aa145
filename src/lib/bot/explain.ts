// "Why?" with the engine's numbers (issue 30 §3). The bot scores its options with estimates (the
// cards it plans to add, what the enemy may still add, its own threat measure); the reasons it
// shows are worked out again here from the engine, with the same functions the combat panel and
// board mode use: the odds of the combat as it stands after the option (`combatOddsOf`), the
// squares each side controls at nightfall (`nightfallControl`), which enemy units can reach a unit
// for an Assault next turn (`moveDestinations`), the odds of an attack from the square a unit
// moves to (`combatProblems`, `combatSpecTotals`, `combatOdds`), a Leader's rally (`rallyOdds`),
// the rows a move takes the line forward (the engine's own rows, `ownRow`).
// A reason the engine does not confirm is left out. The hand stays hidden: `shownOptions` keeps
// only what the human may know (the cards the chosen action plays), unless the hand is shown.
// Chances are given unrounded (the screen rounds them as the combat panel's odds bar does).
import type { UnitCardDef } from '../data/types';
import {
  combatOdds,
  combatOddsOf,
  combatProblems,
  combatSpecDice,
  combatSpecTotals,
  kindOfForm,
  moveDestinations,
  nightfallControl,
  other,
  positionOf,
  rallyOdds,
  squareIndex,
  TERRAIN_EFFECTS,
  type Action,
  type CombatForm,
  type CombatSpec,
  type DeclarationForm,
  type Game,
  type Position,
  type Seat,
  type Square
} from '../rules';
import { NEIGHBOURS } from '../rules/board';
import { handAfter, sim } from './ctx';
import { cardsOf, holds } from './moves';
import type { BotView, Reason, ScoredOption } from './types';
import { winLose } from './values';
import { forward } from './weights';

/** The odds of the combat open in `g` as the engine gives them (combatOddsOf), or null. */
export function engineOdds(g: Game): Extract<Reason, { kind: 'odds' }> | null {
  const o = combatOddsOf(g);
  const cb = g.state.combat;
  if (!o || !cb) return null;
  const wl = winLose(o.kind, o.odds);
  // 6.1-R18: an Ambush with no supporting unit has no participating unit: A < D harms nobody
  const harmless = o.kind === 'ambush' && cb.supporting.length === 0;
  return {
    kind: 'odds',
    attack: o.base,
    dice: [...o.dice],
    defense: o.defense,
    win: wl.win,
    lose: harmless ? 0 : wl.lose,
    form: o.kind,
    // 9.2-R8: one certain Hit per Committed Attack card, whatever the roll
    committed: cb.committed,
    ...(harmless ? { harmless: true } : {})
  };
}

/** My controlled squares at nightfall less theirs (2.2-R2), or null before both edges are known. */
export function nightfallLead(g: Game, me: Seat): number | null {
  const s = g.state;
  if (!s.armies || !s.armies[0].edge || !s.armies[1].edge || s.stage === 'setup') return null;
  const [a, b] = nightfallControl(positionOf(s, g.catalog));
  return me === 0 ? a.score - b.score : b.score - a.score;
}

/** Does the seat's army hold Forced March cards (5-R10)? */
function hasForcedMarch(g: Game, seat: Seat): boolean {
  const nation = g.state.armies![seat].nation;
  return g.catalog.army(nation).deck.some((c) => c.kind === 'hq' && c.type === 'forced-march');
}

/**
 * 6.1-R2, R4: can an enemy unit stand next to my unit `unit` after the enemy's next Movement
 * Phase, on a square it may assault from (not Marsh), by a move of its own (with a Forced March
 * when its army has the card) or where it stands? Null when the unit is not on the map.
 */
export function inAssaultReach(g: Game, me: Seat, unit: string): boolean | null {
  const s = g.state;
  const u = s.armies?.[me].units.find((x) => x.unit === unit);
  if (!u) return null;
  const p = positionOf(s, g.catalog);
  const them = other(me);
  const fm = hasForcedMarch(g, them);
  const target = squareIndex(u.square);
  for (const e of s.armies![them].units) {
    const squares = new Set([
      e.square,
      ...moveDestinations(p, e.square),
      ...(fm ? moveDestinations(p, e.square, { forcedMarch: true }) : [])
    ]);
    for (const sq of squares) {
      const i = squareIndex(sq);
      if (!TERRAIN_EFFECTS[s.terrain![i]!].noAssaultFrom && NEIGHBOURS[i]!.includes(target)) return true;
    }
  }
  return false;
}

const FORMS: readonly { form: DeclarationForm; has: (d: UnitCardDef) => boolean }[] = [
  { form: 'assault', has: (d) => !!d.attack },
  { form: 'bombard', has: (d) => !!d.bombard },
  { form: 'volley', has: (d) => !!d.volley }
];

/**
 * The best chance of success of a combat the unit on `from` may declare on `target` with a card of
 * `hand` (its own unit cards), as the engine's board checks and totals give it; null when none is
 * legal. The defender's cards are not counted: they are still to come.
 */
export function attackChance(
  p: Position,
  me: Seat,
  from: Square,
  target: Square,
  hand: readonly string[]
): { win: number; form: CombatForm } | null {
  const unit = p.armies[me].units.find((u) => u.square === from);
  if (!unit) return null;
  const nation = p.armies[me].nation;
  let best: { win: number; form: CombatForm } | null = null;
  for (const card of new Set(hand)) {
    const def = p.catalog.card(nation, card);
    if (def?.kind !== 'unit' || def.unit !== unit.unit) continue;
    for (const f of FORMS) {
      if (!f.has(def)) continue;
      const spec: CombatSpec = { form: f.form, from, target, card };
      if (combatProblems(p, spec).length) continue;
      const t = combatSpecTotals(p, spec);
      const dice = combatSpecDice(p, spec).flatMap((x) => x.sides);
      if (!t || dice.length === 0) continue;
      const kind = kindOfForm(f.form);
      const r = combatOdds(kind, dice, t.attack.total, Math.max(1, t.defense.total));
      if (!r.ok) continue;
      const win = winLose(kind, r.value).win;
      if (!best || win > best.win) best = { win, form: kind };
    }
  }
  return best;
}

/** The square the unit an action moves stands on after it (a move or a Forced March), else null. */
function movedTo(a: Action): Square | null {
  return a.type === 'move' || a.type === 'forced-march' ? a.to : null;
}

/** The unit of my seat on `square` in the first of these games that has one there. */
function myUnitOn(me: Seat, square: Square, ...games: (Game | null)[]): string | null {
  for (const g of games) {
    const u = g?.state.armies?.[me].units.find((x) => x.square === square);
    if (u) return u.unit;
  }
  return null;
}

/** Does the enemy's army hold Guerrilla cards, which may cancel a restoration by a card (9.2-R11)? */
function enemyGuerrilla(g: Game, me: Seat): boolean {
  const nation = g.state.armies![other(me)].nation;
  return g.catalog.army(nation).deck.some((c) => c.kind === 'hq' && c.type === 'guerrilla');
}

/** One reason of the bot's, its numbers as the engine gives them (null: the engine does not confirm it). */
function engineReason(view: BotView, o: ScoredOption, after: Game | null, r: Reason): Reason | null {
  const g = view.game;
  const me = view.seat;
  const a = o.action;
  switch (r.kind) {
    case 'odds':
      return after ? engineOdds(after) : null;
    case 'nightfall':
      return null; // worked out again below, from the engine, for every option
    case 'advance': {
      // the rows this action itself moves the line (section 0: the engine's own rows; a Supply card alone moves none)
      if (!after?.state.armies || !g.state.armies) return null;
      const rows = forward(after.state, me) - forward(g.state, me);
      return rows ? { kind: 'advance', rows, mine: forward(after.state, me), theirs: forward(after.state, other(me)) } : null;
    }
    case 'threat': {
      const unit = myUnitOn(me, r.square, g, after);
      if (!unit || !after) return null;
      const before = inAssaultReach(g, me, unit);
      const now = inAssaultReach(after, me, unit);
      if (before === null || now === null) return null;
      const square = after.state.armies![me].units.find((u) => u.unit === unit)!.square;
      return { kind: 'threat', square, change: r.change, unit, reach: [before, now] };
    }
    case 'attack-next': {
      const from = movedTo(a);
      if (!from || !after || !after.state.armies) return null;
      const chance = attackChance(positionOf(after.state, after.catalog), me, from, r.target, handAfter(view.hand, a));
      return chance ? { kind: 'attack-next', target: r.target, win: chance.win, from, form: chance.form } : null;
    }
    case 'terrain': {
      const to = movedTo(a);
      if (!to) return null;
      const terrain = g.state.terrain![squareIndex(to)]!;
      return TERRAIN_EFFECTS[terrain].defense >= 2 ? { kind: 'terrain', square: to, terrain } : null;
    }
    case 'restore': {
      if (a.type === 'rally') {
        const def = g.catalog.card(g.state.armies![me].nation, a.card);
        if (def?.kind !== 'leader') return null;
        const odds = rallyOdds(def.rally, def.rallyAutomatic);
        return odds.ok ? { kind: 'restore', square: r.square, chance: odds.value } : null;
      }
      // a card restores for certain (rule 7), unless the enemy cancels it with Guerrilla (9.2-R11)
      return { kind: 'restore', square: r.square, chance: 1, ...(enemyGuerrilla(g, me) ? { guerrilla: true } : {}) };
    }
    case 'pace': {
      const lead = nightfallLead(g, me);
      return lead === null ? null : { ...r, lead };
    }
    case 'stop': {
      // the combat declined: the engine's best chance on its target, from any unit with a card held
      if (!r.target || !g.state.armies) return r.phase === 'combat' ? { kind: 'stop', phase: 'combat' } : r;
      const p = positionOf(g.state, g.catalog);
      let win: number | null = null;
      for (const u of g.state.armies[me].units) {
        const x = attackChance(p, me, u.square, r.target, view.hand);
        if (x && (win === null || x.win > win)) win = x.win;
      }
      return win === null ? { kind: 'stop', phase: 'combat' } : { kind: 'stop', phase: 'combat', target: r.target, win };
    }
    case 'attrition': {
      const armies = g.state.armies!;
      return { kind: 'attrition', mine: armies[other(me)].eliminated.length, theirs: armies[me].eliminated.length };
    }
    default:
      return r;
  }
}

/** The option's action tried on the engine (its dice, if it has any, are not known yet: null). */
function tried(g: Game, o: ScoredOption): Game | null {
  return o.dice?.length ? null : sim(g, o.action);
}

/** An option's reasons with the engine's numbers (see the file's head). */
export function engineReasons(view: BotView, o: ScoredOption): Reason[] {
  const after = tried(view.game, o);
  const out: Reason[] = [];
  for (const r of o.reasons) {
    const x = engineReason(view, o, after, r);
    if (x) out.push(x);
  }
  // 2.2: the squares at nightfall, by the engine, when this action changes the lead
  const before = nightfallLead(view.game, view.seat);
  const now = after ? nightfallLead(after, view.seat) : null;
  if (before !== null && now !== null && now !== before) out.push({ kind: 'nightfall', squares: now - before, lead: now });
  return out;
}

/** The options of a decision with the engine's numbers in their reasons. */
export function withEngineReasons(view: BotView, options: readonly ScoredOption[]): ScoredOption[] {
  return options.map((o) => ({ ...o, reasons: engineReasons(view, o) }));
}

/** An option the human may not see: it would play a card still hidden in the bot's hand. */
export interface HiddenOption {
  hidden: true;
  score: number;
}

export type ShownOption = ScoredOption | HiddenOption;

/** The cards a reason names (HQ cards by their type: Supply, Forced March). */
export function reasonCards(r: Reason): string[] {
  if (r.kind === 'card' || r.kind === 'dead-card') return r.card ? [r.card] : [];
  if (r.kind === 'supply') return ['supply'];
  if (r.kind === 'forced-march') return ['forced-march'];
  return [];
}

/**
 * "Why?" as the human may see it. A card becomes public when it is played or discarded: the
 * chosen option (the first) plays its cards now; any other option that would play a card beyond
 * those is hidden (only its score is shown), and no reason names a card beyond them. With the hand
 * shown (`showHand`), everything is.
 */
export function shownOptions(options: readonly ScoredOption[], showHand: boolean): ShownOption[] {
  if (showHand || options.length === 0) return [...options];
  const known = cardsOf(options[0]!.action);
  return options.map((o) => {
    if (!holds(known, cardsOf(o.action))) return { hidden: true, score: o.score };
    return { ...o, reasons: o.reasons.filter((r) => holds(known, reasonCards(r))) };
  });
}
