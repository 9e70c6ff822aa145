// The dice of the last tap and what they gave (issue 30 §3: every die the app rolls, for the bot or
// for a player, is shown with its result before the next step): the combat roll with its totals
// and result (6.1 step 7, 6.2 step 4), the pursuit dice with their hits (6.6), a withdraw roll
// (6.1-R8) and a Leader's rally (7-R3, 9.1-R3) with the range they needed. Dice typed in from real
// dice are not repeated (the players rolled them). Read from the games before and after each
// action; the engine decided all of it. Shared by the action bar (play) and Adiutant's card (solo):
// `tapLines`, with Adiutant's hand shown by a Scout/Spy (reveal.ts).
import { m } from '$lib/paraglide/messages.js';
import { i18n, type Locale } from '$lib/i18n.svelte';
import { plural } from '$lib/i18n/plural';
import { combatResult, combatTotalsOf, other, type Action, type DiceOrigin, type Game, type Seat } from '$lib/rules';
import { outcomeName } from '$lib/ui/describe/outcome';
import { diceList } from '$lib/ui/describe/words';
import { seatUnitName, unitNameOn } from '$lib/ui/words/seat-names';
import { revealLine } from './reveal';

/** Hits a unit took between two games: 0, 1, or 2 (a full-strength unit eliminated). */
function hitsOn(before: Game, after: Game, seat: Seat, unit: string): number {
  const a = before.state.armies?.[seat].units.find((u) => u.unit === unit);
  if (!a) return 0;
  const b = after.state.armies?.[seat].units.find((u) => u.unit === unit);
  if (!b) return a.reduced ? 1 : 2;
  return !a.reduced && b.reduced ? 1 : 0;
}

function hitsText(n: number, locale: Locale): string {
  if (n === 0) return m.bar_dice_no_hit({}, { locale });
  return plural(n, m.bar_dice_hits_one, m.bar_dice_hits_few, m.bar_dice_hits_many, locale)({ count: n }, { locale });
}

/** One action's app-rolled dice and their result, or null when the app rolled none (typed dice, or the First Player's roll: the setup shows it). */
export function diceLine(before: Game, after: Game, a: Action, locale: Locale = i18n.locale): string | null {
  const o = { locale };
  // dice typed in from real dice the players have seen; the First Player's roll is the setup's own step
  if (!('dice' in a) || !Array.isArray(a.dice) || a.dice.length === 0 || a.type === 'roll-first-player') return null;
  if ((a as DiceOrigin).rolledBy !== 'app') return null;
  const dice = diceList(a.dice);
  const app = m.bar_dice_app({}, o);
  const s = before.state;
  const cb = s.combat;
  const result = (ok: boolean) => (ok ? m.hist_success({}, o) : m.hist_failure({}, o));
  if (a.type === 'roll' && cb?.step === 'roll') {
    const t = combatTotalsOf(before, a.dice);
    if (!t) return null;
    const outcome = outcomeName(combatResult(cb.kind, t.attack.total, t.defense.total), o);
    return m.bar_dice_combat({ dice, app, attack: t.attack.total, defense: t.defense.total, result: outcome }, o);
  }
  if (a.type === 'roll' && cb?.step === 'pursuit') {
    return m.bar_dice_pursuit({ dice, app, result: hitsText(hitsOn(before, after, other(s.active), cb.defender), locale) }, o);
  }
  if (a.type === 'withdraw' && cb) {
    const seat = other(s.active);
    const def = before.catalog.card(s.armies![seat].nation, a.card);
    const ok = !after.state.combat || after.state.combat.withdrew;
    const unit = seatUnitName(before, seat, cb.defender);
    return m.bar_dice_withdraw({ unit, dice, app, value: def?.kind === 'unit' ? (def.withdraw ?? '?') : '?', result: result(ok) }, o);
  }
  if (a.type === 'rally') {
    const def = before.catalog.card(s.armies![s.active].nation, a.card);
    const ok = after.state.armies?.[s.active].units.some((u) => u.square === a.unit && !u.reduced) ?? false;
    const unit = unitNameOn(before, a.unit);
    return m.bar_dice_rally({ unit, dice, app, value: def?.kind === 'leader' ? def.rally : '?', result: result(ok) }, o);
  }
  return null;
}

/**
 * What the actions from `before` up to `game` showed that the table must see before the next step,
 * oldest first: each roll with its result, and Adiutant's hand shown by a Scout/Spy (9.2-R25).
 */
export function tapLines(game: Game, before: Game | null, locale: Locale = i18n.locale): string[] {
  if (!before || before.length >= game.length) return [];
  const out: string[] = [];
  for (let g: Game = game; g.previous && g.length > before.length; g = g.previous) {
    const a = g.lastAction!;
    const line = diceLine(g.previous, g, a, locale) ?? revealLine(g.previous, g, a, locale);
    if (line) out.push(line);
  }
  return out.reverse();
}
