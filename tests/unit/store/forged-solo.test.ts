// Issue 30 §5: a game against the app's opponent is its record plus the seed of the opponent's deck
// (setup.opponent); its hand is a fold of the two (src/lib/bot/hand.ts, 3-R6, 3-R7). A record that
// has the opponent use a card its seed never dealt it cannot have been played: the import refuses
// it with the action's number and the rule; a backup restores it whole, marked where it breaks; a
// stored one opens up to the action before, and playing on from there leaves the opponent a hand
// that matches the engine's count and a proposal to make (never a game with no action).
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { matchDeckSeed, opponentHand, playMatch, randomPlayer, seatCards } from '$lib/bot';
import {
  applyAction,
  copiesLeft,
  explain,
  legalActions,
  prompt,
  replay,
  toRecord,
  type Action,
  type Game,
  type GameRecord,
  type OpponentSetup,
  type Result
} from '$lib/rules';
import { answerRequest, botDecides, botRequest, stepsToPlay } from '$lib/app/solo';
import { BACKUP_FORMAT, restoreBackup } from '$lib/store/backup';
import { openDB, type AdiutantDB } from '$lib/store/db';
import { GameStore } from '$lib/store/games';

const SEED = 20261128;
const BOT = 1;

const dbs: AdiutantDB[] = [];
let n = 0;
function db(): AdiutantDB {
  const d = openDB(`forged-solo-${++n}`);
  dbs.push(d);
  return d;
}
afterEach(async () => {
  for (const d of dbs.splice(0)) {
    d.close();
    await Dexie.delete(d.name);
  }
});

/** A real game of two random players whose seat 1's cards follow the match's seed: a genuine solo record. */
function genuine(): { game: Game; record: GameRecord; opponent: OpponentSetup } {
  const m = playMatch({ seed: SEED, players: [randomPlayer(SEED + 1), randomPlayer(SEED + 2)] });
  const opponent: OpponentSetup = { seat: BOT, level: 'easy', seed: matchDeckSeed(SEED, BOT) };
  const record = toRecord(m.game);
  const solo = { ...record, setup: { ...record.setup, opponent } } as GameRecord;
  const r = replay(solo);
  if (!r.ok) throw new Error(r.error.message);
  return { game: r.value, record: solo, opponent };
}

/** The games from the start to `game`, oldest first. */
function chain(game: Game): Game[] {
  const out: Game[] = [];
  for (let g: Game | null = game; g; g = g.previous) out.push(g);
  return out.reverse();
}

/**
 * The genuine record cut at the opponent's first discard, with that discard changed to a card the
 * engine accepts (a copy may be in its hand, by the counts) but its seed never dealt it.
 */
function forged(): { record: GameRecord; index: number; card: string } {
  const { game, record, opponent } = genuine();
  const games = chain(game);
  for (let i = 1; i < games.length; i++) {
    const before = games[i - 1]!;
    const a = games[i]!.lastAction!;
    if (a.type !== 'discard' || before.state.active !== BOT) continue;
    const hand = seatCards(before, BOT, opponent.seed).hand;
    const nation = before.state.armies![BOT].nation;
    const card = before.catalog
      .army(nation)
      .deck.map((d) => d.id)
      .find((id) => !hand.includes(id) && copiesLeft(before.state.decks[BOT], before.catalog, nation, id) > 0);
    if (!card) continue;
    const action: Action = { type: 'discard', cards: [card] };
    expect(applyAction(before, action).ok, 'the engine (counts only) accepts it').toBe(true);
    return { record: { ...record, actions: [...record.actions.slice(0, i - 1), action] }, index: i, card };
  }
  throw new Error('no discard by the opponent');
}

describe('a forged solo record (issue 30 §5, 3-R6, 3-R7)', () => {
  it('the genuine record imports: every card the opponent used was in the hand its seed dealt', async () => {
    const { record } = genuine();
    const r = await new GameStore(db()).importText(JSON.stringify(record), 'genuine');
    expect(r.ok).toBe(true);
  });

  it('the import refuses a discard of a card the seed never dealt, with the action’s number and the rule', async () => {
    const { record, index, card } = forged();
    const store = new GameStore(db());
    const r = await store.importText(JSON.stringify(record), 'forged');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('record/opponent-card');
    expect(r.error.rule).toBe('3-R6, 3-R7');
    expect(r.error.params?.index).toBe(index);
    expect(explain(r.error, 'en')).toContain(`Action ${index} of the record`);
    expect(explain(r.error, 'pl')).toContain(`Akcja ${index} zapisu`);
    expect(card).not.toBe('');
    // nothing was written
    expect(await store.list()).toEqual([]);
  });

  it('the same record as a two-player game (no setup.opponent) imports: only the opponent’s hand is the app’s', async () => {
    const { record } = forged();
    const { opponent: _, ...setup } = record.setup;
    const r = await new GameStore(db()).importText(JSON.stringify({ ...record, setup }), 'two players');
    expect(r.ok).toBe(true);
  });

  it('a two-player record with setup.opponent added: refused at the first card the seed never dealt to that seat', async () => {
    const { record } = genuine();
    // the same game with another seed: its cards no longer follow
    const other = { ...record, setup: { ...record.setup, opponent: { seat: BOT, level: 'normal', seed: SEED } } } as GameRecord;
    const r = await new GameStore(db()).importText(JSON.stringify(other), 'forged');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    // the reference: the first prefix whose fold holds a card never dealt
    const g = replay(other);
    if (!g.ok) throw new Error(g.error.message);
    const first = chain(g.value).findIndex((x) => seatCards(x, BOT, SEED).unknown.length > 0);
    expect(first).toBeGreaterThan(0);
    expect(r.error.params?.index).toBe(first);
  });

  it('a backup restores it whole, marked where it breaks; it opens up to the action before, and plays on', async () => {
    const { record, index } = forged();
    const file = {
      format: BACKUP_FORMAT,
      createdAt: 1,
      games: [{ id: 'forged-1', name: 'Forged', createdAt: 1, updatedAt: 1, record }],
      boards: []
    };
    const d = db();
    const restored = await restoreBackup(d, JSON.stringify(file));
    expect(restored.ok).toBe(true);
    if (!restored.ok) return;
    expect(restored.value.broken).toEqual([{ name: 'Forged', index }]);
    const store = new GameStore(d);
    const loaded = await store.load('forged-1');
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    const { game, broken, total } = loaded.value;
    expect(broken?.index).toBe(index);
    expect(broken?.error.code).toBe('record/opponent-card');
    expect(total).toBe(index);
    expect(game.length).toBe(index - 1);
    // play on from here: the opponent's hand matches the engine's count, and it has a move to propose
    const cut = await store.truncate('forged-1', loaded.value.rev, game.length, { ...loaded.value.row.summary });
    expect(cut.ok).toBe(true);
    const again = await store.load('forged-1');
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.broken).toBeNull();
    const g = again.value.game;
    const held = opponentHand(g)!;
    expect(held.hand.length).toBe(g.state.decks[BOT].hand);
    expect(prompt(g).player).toBe(BOT);
    expect(botDecides(g)).toBe(true);
    const answer = answerRequest(botRequest(1, g));
    expect(answer.ok).toBe(true);
    // one Done plays its quiet steps and its decision (app/solo.ts stepsToPlay, dice rolled as 1s)
    if (answer.ok)
      expect(
        playAll(
          g,
          stepsToPlay(answer.steps, () => 1)
        ).ok
      ).toBe(true);
  });

  it('a game where its seat used a card it never held (someone played for it): it still proposes an action the engine accepts', () => {
    const { record } = forged();
    const g = replay(record);
    if (!g.ok) throw new Error(g.error.message);
    // its fold holds more cards than the engine counts; it decides from as many as the engine counts
    expect(seatCards(g.value, BOT, record.setup.opponent!.seed).hand.length).toBeGreaterThan(g.value.state.decks[BOT].hand);
    let game = g.value;
    for (let i = 0; i < 12 && botDecides(game); i++) {
      const answer = answerRequest(botRequest(i, game));
      expect(answer.ok, JSON.stringify(answer)).toBe(true);
      if (!answer.ok) return;
      const r = playAll(
        game,
        stepsToPlay(answer.steps, () => 1)
      );
      expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
      if (!r.ok) return;
      game = r.value;
    }
    expect(legalActions(game).length).toBeGreaterThan(0);
  });
});

/** The actions one after another: the last game, or the first refusal. */
function playAll(game: Game, actions: readonly Action[]): Result<Game> {
  let g = game;
  for (const a of actions) {
    const r = applyAction(g, a);
    if (!r.ok) return r;
    g = r.value;
  }
  return { ok: true, value: g };
}
