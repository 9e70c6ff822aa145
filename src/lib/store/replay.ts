// A stored or imported record replayed as the store trusts it: every action through the engine
// (replayPrefix), and in a game against the app's opponent (`setup.opponent`, issue 26) its hand
// replayed from the recorded seed (src/lib/bot/hand.ts): an action that takes from the opponent's
// hand a card the seed never dealt it cannot have been played (a forged or damaged record) and
// breaks the record there, like an illegal action. So no game opens in a state where the
// opponent's hand and the engine's counts disagree (its proposals would all be refused).
import { firstCardNotHeld } from '../bot/hand';
import { replay, replayPrefix, type Catalog, type Game, type GameRecord, type ReplayBreak, type Result, type RuleError } from '../rules';
import { ok } from '../rules/result';
import { failFrom } from '../rules';
import { STORE_ERRORS } from './errors';

/** The card's printed name, as the players know it (a unit card by its unit). */
function cardLabel(game: Game, seat: 0 | 1, id: string): string {
  const nation = game.state.armies?.[seat].nation;
  const def = nation ? game.catalog.card(nation, id) : undefined;
  if (!def || !nation) return id;
  if (def.kind === 'unit') return game.catalog.unit(nation, def.unit)?.name ?? id;
  return def.kind === 'leader' ? def.name : def.title;
}

/** Where the opponent's hand breaks the record (1-based action) and why; null when it holds every card it used. */
export function opponentBreak(game: Game): ReplayBreak | null {
  const o = game.setup.opponent;
  if (!o) return null;
  const bad = firstCardNotHeld(game, o.seat, o.seed);
  if (!bad) return null;
  const error: RuleError = failFrom(STORE_ERRORS, 'record/opponent-card', {
    index: bad.index,
    player: game.setup.players[o.seat],
    card: cardLabel(game, o.seat, bad.card)
  });
  return { index: bad.index, error };
}

/**
 * Like the engine's `replayPrefix`: the game of the record's legal actions and where it stops
 * (null: it replays whole), the opponent's hand included (see above).
 */
export function replayRecord(record: unknown, catalog: Catalog): Result<{ game: Game; broken: ReplayBreak | null }> {
  const r = replayPrefix(record, catalog);
  if (!r.ok) return r;
  const broken = opponentBreak(r.value.game);
  if (!broken) return r;
  const rec = record as GameRecord;
  const legal = replay({ ...rec, actions: rec.actions.slice(0, broken.index - 1) }, catalog);
  return legal.ok ? ok({ game: legal.value, broken }) : legal;
}
