// What happened in the current Restoration Phase, in words: the restoration attempt (restored,
// cancelled by Guerrilla, a rally roll that succeeded or failed) and the Redoubt. Read from the
// game's own action log (the state before and after each action); the engine decided all of it.
import { m } from '$lib/paraglide/messages.js';
import type { LeaderCardDef } from '$lib/data/types';
import { other, type Game, type Seat } from '$lib/rules';
import { hqName } from '$lib/ui/words/cards';
import { seatUnitName, unitNameOn } from '$lib/ui/words/seat-names';

export interface RestorationEvent {
  kind: 'restored' | 'cancelled' | 'rally-ok' | 'rally-fail' | 'redoubt';
  text: string;
}

/** "1–5" (a d6 range, rule 0: "Rally 3" succeeds on 1, 2 or 3), "1" for a range of one. */
export function rallyRange(value: number): string {
  return value <= 1 ? '1' : `1–${Math.min(value, 6)}`;
}

/** "success on 1–5", or "automatic success" for a printed "Auto" (Palafox: the card's text wins, 9.1-R6). */
export function rallyChance(def: Pick<LeaderCardDef, 'rally' | 'rallyAutomatic'>): string {
  return def.rallyAutomatic ? m.rest_rally_auto() : m.rest_rally_success({ range: rallyRange(def.rally) });
}

/** A restoring card in a sentence: "Supply", "the Guard Cavalry unit card", a Leader's name. */
export function attemptCardName(game: Game, seat: Seat, card: string): string {
  const army = game.state.armies?.[seat];
  const def = army ? game.catalog.card(army.nation, card) : undefined;
  if (!def) return card;
  if (def.kind === 'hq') return hqName(def);
  if (def.kind === 'leader') return def.name;
  return m.rest_unit_card({ unit: seatUnitName(game, seat, def.unit) });
}

/** The leader card of the active army, if `card` is one. */
export function leaderOf(game: Game, seat: Seat, card: string): LeaderCardDef | null {
  const army = game.state.armies?.[seat];
  const def = army ? game.catalog.card(army.nation, card) : undefined;
  return def?.kind === 'leader' ? def : null;
}

/** The events of the active player's current Restoration Phase, oldest first. */
export function restorationEvents(game: Game): RestorationEvent[] {
  const now = game.state;
  const steps: { before: Game; after: Game }[] = [];
  for (let g: Game = game; g.previous && g.lastAction; g = g.previous) {
    const s = g.previous.state;
    if (s.stage !== 'play' || s.phase !== 'restoration' || s.turn !== now.turn || s.active !== now.active) break;
    steps.push({ before: g.previous, after: g });
  }
  const out: RestorationEvent[] = [];
  const me = now.active;
  const opponent = game.setup.players[other(me)];
  for (const { before, after } of steps.reverse()) {
    const a = after.lastAction!;
    const s = before.state;
    const t = after.state;
    if (a.type === 'restore' && !t.pending) {
      out.push({
        kind: 'restored',
        text: m.rest_event_restored({ unit: unitNameOn(before, a.unit), card: attemptCardName(before, me, a.card) })
      });
    } else if ((a.type === 'pass' || a.type === 'guerrilla') && s.pending?.purpose === 'restore') {
      const unit = seatUnitName(before, me, s.pending.unit ?? '');
      const card = attemptCardName(before, me, s.pending.card);
      out.push(
        a.type === 'pass'
          ? { kind: 'restored', text: m.rest_event_restored({ unit, card }) }
          : { kind: 'cancelled', text: m.rest_event_cancelled({ name: opponent, unit, card }) }
      );
    } else if (a.type === 'rally') {
      const def = leaderOf(before, me, a.card);
      const unit = unitNameOn(before, a.unit);
      const leader = def?.name ?? a.card;
      const restored = t.armies![me].units.some((u) => u.square === a.unit && !u.reduced);
      const chance = def ? rallyChance(def) : '';
      if (def?.rallyAutomatic || !a.dice?.length) out.push({ kind: 'rally-ok', text: m.rest_event_rally_auto({ leader, unit }) });
      else if (restored) out.push({ kind: 'rally-ok', text: m.rest_event_rally_ok({ leader, unit, die: a.dice[0]!, chance }) });
      else out.push({ kind: 'rally-fail', text: m.rest_event_rally_fail({ leader, unit, die: a.dice[0]!, chance }) });
    } else if (a.type === 'redoubt') {
      out.push({ kind: 'redoubt', text: m.rest_event_redoubt({ unit: unitNameOn(before, a.unit), square: a.unit }) });
    }
  }
  return out;
}
