// The guided first battle on the play screen (issue 25, src/lib/app/guided-battle.svelte.ts): the
// battle saved through the app's own import is recognised by its record (and an ordinary game is
// not); an undo never takes it back into its prepared setup; the guide plays the opponent only
// through the session (saved like any tap, the script's own actions); every step met in the first
// two game turns is introduced to the player once, also those the app or a single tap went through;
// the guided part ends at game turn 3, and a reloaded game is the one played (it resumes).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDB, type AdiutantDB } from '$lib/store/db';
import { GameStore } from '$lib/store/games';
import { battleRecord, BATTLE_SETUP_LENGTH, HUMAN, isBattleGame, OPPONENT, scriptedOpponent } from '$lib/learn/battle';
import { legalActions, prompt, replay, toRecord, type Action, type Game } from '$lib/rules';
import { Session } from '$lib/app/session.svelte';
import { GuidedBattle, guidedPartDone, scriptedPlayer } from '$lib/app/guided-battle.svelte';
import { describeProposal } from '$lib/ui/describe';
import { fixtureRecord } from './fixtures';

const SILENT = () => ({ announce() {}, close() {} });

let db: AdiutantDB;
let store: GameStore;
let n = 0;

beforeEach(() => {
  db = openDB(`adiutant-guided-test-${++n}`);
  store = new GameStore(db);
});

afterEach(async () => {
  db.close();
  await db.delete();
});

async function openBattle(): Promise<Session> {
  const r = await store.importText(JSON.stringify(battleRecord(['You', 'Wellington'])), 'Guided first battle');
  if (!r.ok) throw new Error(r.error.message);
  const s = await Session.open(store, r.value.id, SILENT);
  if (!(s instanceof Session)) throw new Error(s.message);
  return s;
}

/** The player's choice at a step, following the introductions (the Cuirassiers d2–d4, Supply on a reduced unit). */
function follow(g: Game): Action {
  const p = prompt(g);
  const s = g.state;
  if (p.step === 'movement' && s.turn === 1 && !s.movement.moved.length) return { type: 'move', from: 'd2', to: 'd4' };
  if (p.step === 'restoration' && !s.restorationUsed) {
    const reduced = s.armies![HUMAN].units.find((u) => u.reduced);
    if (reduced) return { type: 'restore', card: 'supply', unit: reduced.square };
  }
  if (p.step === 'movement' && !s.movement.moved.length) return { type: 'move', from: 'a2', to: 'a3' };
  if (p.step === 'draw' && s.decks[HUMAN].hand < 5) return { type: 'draw' };
  if (p.step === 'combat:choose') return { type: 'choose-result', choice: 'retreat' };
  return legalActions(g).find((l) => l.action.type === 'pass')?.action ?? { type: 'end-phase' };
}

/** Every step the game has been at since its setup, in order of first coming. */
function stepsMet(game: Game): string[] {
  const out: string[] = [];
  const chain: Game[] = [];
  for (let g: Game | null = game; g && g.length >= BATTLE_SETUP_LENGTH; g = g.previous) chain.push(g);
  for (const g of chain.reverse()) if (g.state.stage !== 'setup' && !out.includes(prompt(g).step)) out.push(prompt(g).step);
  return out;
}

describe('the guided battle on the play screen (issue 25)', () => {
  it('is recognised by its record, whatever the players’ names; an ordinary game is not', async () => {
    const s = await openBattle();
    expect(isBattleGame(s.game)).toBe(true);
    const other = replay(fixtureRecord('combat-france-britain'));
    if (!other.ok) throw new Error(other.error.message);
    expect(isBattleGame(other.value)).toBe(false);
    // its setup marks it (issue 31), and the mark survives the record's round trip
    expect(s.game.setup.guided).toBe('first-battle');
    expect(toRecord(s.game).setup.guided).toBe('first-battle');
  });

  it('a record saved before the mark (no setup.guided) is recognised by its prepared setup; one unit deployed elsewhere is not the battle', () => {
    const { guided: _mark, ...setup } = battleRecord().setup;
    const old = { ...battleRecord(), setup };
    const g = replay(old);
    if (!g.ok) throw new Error(g.error.message);
    expect(g.value.setup.guided).toBeUndefined();
    expect(isBattleGame(g.value)).toBe(true);
    const moved = {
      ...old,
      actions: old.actions.map((a) => (a.type === 'deploy' && a.unit === 'imperial-guard' ? { ...a, square: 'g2' } : a))
    };
    const h = replay(moved);
    if (!h.ok) throw new Error(h.error.message);
    expect(isBattleGame(h.value)).toBe(false);
  });

  it('an undo never goes back into the prepared setup (3: the deployment is the battle’s)', async () => {
    const s = await openBattle();
    new GuidedBattle(() => s);
    expect(s.game.length).toBe(BATTLE_SETUP_LENGTH);
    expect(s.undoDepth).toBe(0);
    expect(await s.undo()).toBeNull();
    expect(s.game.length).toBe(BATTLE_SETUP_LENGTH);
    // the player's own first tap can be taken back, and no further
    expect(await s.act({ type: 'end-phase' })).toBeNull();
    expect(s.undoDepth).toBeGreaterThan(0);
    await s.undo();
    expect(s.game.length).toBe(BATTLE_SETUP_LENGTH);
    expect(s.undoDepth).toBe(0);
  });

  it('two game turns played as the guide leads: each step introduced once (also those gone by at once), the opponent’s script played through the session and saved, then the end card', async () => {
    const s = await openBattle();
    const guided = new GuidedBattle(() => s);
    const introduced: string[] = [];
    const opponentActions: Action[] = [];
    let passed = 0;
    for (let i = 0; i < 400 && !(guided.card?.kind === 'end'); i++) {
      const card = guided.card;
      if (card?.kind === 'intro') {
        expect(introduced, `${card.intro.id} introduced twice`).not.toContain(card.intro.id);
        introduced.push(card.intro.id, ...(card.also ? [card.also.id] : []));
        if (card.passed) passed++;
        expect(card.intro.text.en.length).toBeGreaterThan(20);
        guided.dismiss();
        continue;
      }
      if (card?.kind === 'opponent') {
        expect(prompt(s.game).player).toBe(OPPONENT);
        expect(card.action).toEqual(scriptedOpponent(s.game));
        // the script is a bot Player like any other (issue 31): the same action, asked as the bots are
        expect(scriptedPlayer({ game: s.game, seat: OPPONENT, hand: [] })).toEqual(card.action);
        expect(describeProposal(s.game, card.action, undefined, 'en')?.length).toBeGreaterThan(5);
        if (card.intro) {
          expect(introduced).not.toContain(card.intro.id);
          introduced.push(card.intro.id);
        }
        opponentActions.push(card.action);
        await guided.play();
        expect(s.error).toBeNull();
        continue;
      }
      // the player's step, with nothing to read: the player decides (the script does not answer for them)
      expect(prompt(s.game).player).not.toBe(OPPONENT);
      expect(() => scriptedPlayer({ game: s.game, seat: HUMAN, hand: [] })).toThrow();
      const err = await s.act(follow(s.game));
      expect(err).toBeNull();
    }
    expect(guided.card?.kind).toBe('end');
    expect(guidedPartDone(s.game)).toBe(true);
    expect(s.game.state.turn).toBe(3);
    // every step met was introduced; some of them went by at once (France's Draw Phase with a full hand)
    for (const step of stepsMet(s.game)) expect(introduced, step).toContain(step);
    expect(introduced).toEqual(
      expect.arrayContaining([
        'discard',
        'draw',
        'movement',
        'combat',
        'restoration',
        'combat:withdraw',
        'combat:defender',
        'combat:roll',
        'combat:advance',
        'combat:pursuit'
      ])
    );
    expect(passed).toBeGreaterThan(0);
    // the opponent's actions are in the game's record, saved: the reloaded game is the same game
    const rec = toRecord(s.game).actions;
    for (const a of opponentActions) expect(rec).toContainEqual(a);
    const again = await store.load(s.id);
    if (!again.ok) throw new Error(again.error.message);
    expect(toRecord(again.value.game)).toEqual(toRecord(s.game));
    expect(isBattleGame(again.value.game)).toBe(true);
    // "Play on": the card is put away and the game goes on as any game
    guided.dismiss();
    expect(guided.card).toBeNull();
  });

  it('the opponent’s card shows the squares of its action on the board (the unit and where it goes)', async () => {
    const s = await openBattle();
    const guided = new GuidedBattle(() => s);
    for (const a of [{ type: 'end-phase' }, { type: 'move', from: 'd2', to: 'd4' }, { type: 'end-phase' }] as Action[]) {
      const err = await s.act(a);
      if (err) throw new Error(err.message);
    }
    // France's turn ends by itself or with its last phases ended
    while (prompt(s.game).player === HUMAN) await s.act({ type: 'end-phase' });
    while (guided.card?.kind === 'opponent' && guided.card.action.type !== 'move') await guided.play();
    const card = guided.card;
    expect(card?.kind).toBe('opponent');
    if (card?.kind !== 'opponent' || card.action.type !== 'move') throw new Error('no move');
    expect(guided.board.selected).toBe(card.action.from);
    expect(guided.board.highlights).toEqual({ [card.action.to]: 'dest' });
  });
});
