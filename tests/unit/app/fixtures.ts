// The e2e fixtures (tests/e2e/fixtures/*.json, made with the engine by make-*.ts) as real games for
// the unit tests of the play screen's logic (issue 11). Every game here is replayed by the engine.
import { readFileSync } from 'node:fs';
import { applyAction, replay, type Action, type Game, type GameRecord } from '$lib/rules';

export type FixtureName = 'ordinary-turn' | 'france-britain' | 'combat-france-britain' | 'combat-austria-us';

/** A fixture's record as stored (a fresh copy each time). */
export function fixtureRecord(name: FixtureName): GameRecord {
  return JSON.parse(readFileSync(new URL(`../../e2e/fixtures/${name}.json`, import.meta.url), 'utf8')) as GameRecord;
}

/** A record replayed by the engine; throws with the engine's reason if it is refused. */
export function replayed(record: unknown): Game {
  const r = replay(record);
  if (!r.ok) throw new Error(`replay refused: ${r.error.message} [${r.error.code}]`);
  return r.value;
}

/** A fixture replayed by the engine. */
export function fixture(name: FixtureName): Game {
  return replayed(fixtureRecord(name));
}

/** Apply actions in order; throws with the index and the engine's reason on the first refusal. */
export function play(game: Game, ...actions: Action[]): Game {
  let g = game;
  actions.forEach((a, i) => {
    const r = applyAction(g, a);
    if (!r.ok) throw new Error(`action ${i} ${JSON.stringify(a)} refused: ${r.error.message} [${r.error.code}]`);
    g = r.value;
  });
  return g;
}

export const END: Action = { type: 'end-phase' };
export const PASS: Action = { type: 'pass' };

/**
 * combat-france-britain (Ala, France, at her Combat Phase of game turn 3) up to the dice of an
 * Assault by the 1st Cuirassiers on d6 against the 4th Regiment of Foot in the Woods d7: declared
 * with the 2d10 card, then the defender passes (no Withdraw, no card) and the attacker passes.
 */
export function assaultToRoll(): Game {
  return play(fixture('combat-france-britain'), { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' }, PASS, PASS, PASS);
}

/**
 * The same Assault rolled 10 + 10: Hit and Retreat (6.5); the 4th Regiment of Foot (d8 behind it is
 * held, 6.5-R7) retreats to the flank c7; the 1st Cuirassiers must advance (6.5-R13), which is the
 * only legal action, taken here as the app would take it.
 */
export function assaultRetreatAdvance(): Game {
  return play(assaultToRoll(), { type: 'roll', dice: [10, 10] }, { type: 'retreat', to: 'c7' }, { type: 'advance', unit: 'd6' });
}
