// The practice games after the lessons (issue 33 §3), as saved games: the prepared record of
// src/lib/learn/lessons/practice.ts with Adiutant in the other seat at the easy level
// (`setup.opponent`) and the practice's mark (`setup.practice`), saved through the app's own import
// of a record, so it is played, undone and resumed on the play screen like any game against
// Adiutant. A won practice is kept in the lessons' progress (`practice-<id>`, 3 stars): on the
// device and in backups, exactly as a stage's stars.
import { emptyCards, foldInPlace } from '$lib/bot';
import type { Practice } from '$lib/learn/practice';
import { applyAction, GAME_FORMAT, newGame, type Action, type GameRecord, type GameSetup, type Result, type Seat } from '$lib/rules';
import { importGame } from './game-list';
import { newSeed } from './seed';

/** The lessons' progress entry of a practice game (a stage id as the progress store accepts it). */
export const practiceKey = (id: string): string => `practice-${id}`;

/**
 * The practice's record for a game against Adiutant with this seed: the prepared actions, with
 * each discard of Adiutant's seat made of the cards its seed dealt it (src/lib/bot/hand.ts), so
 * that its hand is its own from the first action on (a record whose opponent uses a card it never
 * held is refused on import).
 */
export function practiceRecord(practice: Practice, seed: number, players: [string, string]): GameRecord {
  const bot = (1 - practice.seat) as Seat;
  const setup: GameSetup = {
    players,
    ...(practice.record.setup.options ? { options: practice.record.setup.options } : {}),
    opponent: { seat: bot, level: 'easy', seed },
    practice: practice.id
  };
  let game = newGame(setup);
  const cards = emptyCards();
  const actions: Action[] = [];
  for (const [i, prepared] of practice.record.actions.entries()) {
    const s = game.state;
    const action: Action =
      prepared.type === 'discard' && s.stage === 'play' && s.active === bot
        ? { ...prepared, cards: cards.hand.slice(0, prepared.cards.length) }
        : prepared;
    const r = applyAction(game, action);
    if (!r.ok) {
      // never expected (tests/unit/learn/practice.test.ts replays each): the import names the refusal
      actions.push(...practice.record.actions.slice(i));
      break;
    }
    foldInPlace(cards, bot, seed, game.catalog, s, r.value.state, action);
    game = r.value;
    actions.push(action);
  }
  return { format: GAME_FORMAT, setup, actions };
}

/** A new practice game saved as `name` (players `players`, the learner's seat first named as its seat); its id, or the refusal. */
export async function startPractice(practice: Practice, name: string, players: [string, string]): Promise<Result<{ id: string }>> {
  const r = await importGame(JSON.stringify(practiceRecord(practice, newSeed(), players)), name);
  return r.ok ? { ok: true, value: { id: r.value.id } } : r;
}
