// The solo driver's pure parts (issue 26, src/lib/app/solo.ts): when the bot decides, what its
// worker is sent and answers, and the actions Done plays — the bot's quiet decisions (a phase end,
// a draw, a discard, no card, Supply) joined to the next one, so that a quiet turn of Adiutant
// costs at most 3 Done (issue 30 §3).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseMap, explainChoice, opponentHand } from '$lib/bot';
import {
  actionMarks,
  actionToPlay,
  answerRequest,
  botDecides,
  botRequest,
  botSteps,
  catalogData,
  diceOnly,
  humanSeat,
  MAX_JOINED_STEPS,
  newSeed,
  QUIET_ACTIONS,
  stepsToPlay
} from '$lib/app/solo';
import { advance, undoDepthOf } from '$lib/app/flow';
import { soloSetup } from '$lib/ui/home/new-game';
import { ARMIES, SECTIONS } from '$lib/data';
import {
  applyAction,
  DEFAULT_CATALOG,
  legalActions,
  makeCatalog,
  newGame,
  prompt,
  replay,
  toRecord,
  type Action,
  type Game,
  type GameRecord
} from '$lib/rules';
import { act, fixture } from '../../e2e/steps';

const MAP: Action = { type: 'choose-map', sections: [1, 5, 10, 22].map((id) => ({ id, rotation: 0 as const })) };

/** A game against Adiutant (seat 1, normal) from the start: seat 0 wins the roll and lays the map. */
function soloStart(seed = 12345): Game {
  const setup = soloSetup({ players: ['Ala', 'Adiutant'] }, 'normal', seed);
  return act(newGame(setup), { type: 'roll-first-player', dice: [8, 3] }, MAP);
}

/** The record's game with Adiutant playing `seat`. */
function withOpponent(rec: GameRecord, seat: 0 | 1, seed = 7): Game {
  const r = replay({ ...rec, setup: { ...rec.setup, opponent: { seat, level: 'normal', seed } } });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** One Done: the worker's steps played as one tap (its dice rolled as 1s), then the steps the app takes at once (app/flow.ts). */
function done(g: Game): Game {
  const a = answerRequest(botRequest(0, g));
  if (!a.ok) throw new Error(a.error);
  const r = advance(
    g,
    stepsToPlay(a.steps, () => 1),
    []
  );
  if (!r.ok) throw new Error(r.error.message);
  return r.value.next;
}

/** Play the bot's answers (Done, its dice rolled as 1s) until the human decides: the first few steps of its setup. */
function playBot(game: Game, steps: number): Game {
  let g = game;
  for (let i = 0; i < steps && botDecides(g); i++) g = done(g);
  return g;
}

/** The human's simplest legal action: end the step when allowed, else a move, else the first listed. */
function humanStep(g: Game): Action {
  const legal = legalActions(g).map((l) => l.action);
  if (prompt(g).step === 'roll') return { type: 'roll-first-player', dice: [8, 3] };
  return legal.find((a) => a.type === 'end-phase') ?? legal.find((a) => a.type === 'move') ?? legal.find((a) => a.type !== 'scout')!;
}

/** From a new solo game (the human is First Player) to the bot's first decision of play. */
function toBotTurn(seed: number): Game {
  let g = newGame(soloSetup({ players: ['Ala', 'Adiutant'] }, 'normal', seed));
  for (let i = 0; i < 200; i++) {
    if (g.state.stage === 'play' && botDecides(g)) return g;
    g = botDecides(g) ? playBot(g, 1) : act(g, g.state.setupStep === 'map' && g.state.stage === 'setup' ? MAP : humanStep(g));
  }
  throw new Error('the bot never decided');
}

describe('the new game against Adiutant (issue 26)', () => {
  it('records the opponent: seat 1, the level, a seed 0…2³²−1; the human is seat 0', () => {
    const s = soloSetup({ players: ['Ala', 'Adiutant'] }, 'hard');
    expect(s.opponent).toMatchObject({ seat: 1, level: 'hard' });
    expect(Number.isInteger(s.opponent!.seed) && s.opponent!.seed >= 0 && s.opponent!.seed < 2 ** 32).toBe(true);
    expect(humanSeat(newGame(s))).toBe(0);
    const seeds = new Set(Array.from({ length: 20 }, () => newSeed()));
    expect(seeds.size).toBeGreaterThan(15);
  });

  it('a record without an opponent never asks the bot (rule 3: two people decide every step)', () => {
    const g = act(newGame({ players: ['Ala', 'Bartek'] }), { type: 'roll-first-player', dice: [8, 3] }, MAP);
    expect(prompt(g).player).toBe(1);
    expect(botDecides(g)).toBe(false);
    expect(humanSeat(g)).toBeNull();
  });
});

describe('when the bot decides (issue 26: whenever the prompt names its seat)', () => {
  it('3-R1: not at the first-player roll, which both seats make together', () => {
    const g = newGame(soloSetup({ players: ['Ala', 'Adiutant'] }, 'normal', 1));
    expect(prompt(g).player).toBeNull();
    expect(botDecides(g)).toBe(false);
  });

  it('3-R3, 3-R5: the Second Player bot picks the nations, then (after the human’s army) the edge', () => {
    const g = soloStart();
    expect(prompt(g).step).toBe('nations');
    expect(botDecides(g)).toBe(true);
    const nations = playBot(g, 1);
    expect(nations.lastAction?.type).toBe('choose-nations');
    expect(prompt(nations).player).toBe(0);
    expect(botDecides(nations)).toBe(false);
    const army = act(nations, { type: 'choose-army', nation: (nations.lastAction as { nations: string[] }).nations[0]! } as Action);
    expect(botDecides(army)).toBe(true);
    expect(playBot(army, 1).lastAction?.type).toBe('choose-edge');
  });

  it('3-R2: the bot lays the map when it is First Player', () => {
    const setup = soloSetup({ players: ['Ala', 'Adiutant'] }, 'easy', 99);
    const g = act(newGame(setup), { type: 'roll-first-player', dice: [2, 9] });
    expect(prompt(g).step).toBe('map');
    expect(botDecides(g)).toBe(true);
    const a = answerRequest(botRequest(1, g));
    expect(a.ok && a.chosen.action.type).toBe('choose-map');
    expect(playBot(g, 1).state.setupStep).toBe('nations');
  });

  it('3-R2, 1.1: the bot lays only sections the catalogue marks verified (2–4 are not), four different ones, each turned 0–270°', () => {
    const unverified = SECTIONS.filter((x) => !x.verified).map((x) => x.id);
    expect(unverified).toEqual([2, 3, 4]);
    for (let seed = 0; seed < 400; seed++) {
      const a = chooseMap(seed);
      const ids = a.sections!.map((x) => x.id);
      expect(new Set(ids).size).toBe(4);
      for (const x of a.sections!) {
        expect(unverified).not.toContain(x.id);
        expect([0, 90, 180, 270]).toContain(x.rotation);
      }
    }
    // a section the players' data marks unverified is never laid either (the game's catalogue counts)
    const corrected = makeCatalog(
      ARMIES,
      SECTIONS.map((x) => (x.id <= 12 ? { ...x, verified: false } : x))
    );
    for (let seed = 0; seed < 100; seed++) for (const x of chooseMap(seed, corrected).sections!) expect(x.id).toBeGreaterThan(12);
  });

  it('6.1 step 7: the combat roll is dice alone — the ordinary dice pad takes it, not the bot', () => {
    let g = replay(fixture('combat-france-britain'));
    if (!g.ok) throw new Error('fixture');
    let game = act(
      g.value,
      { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'pass' }
    );
    expect(prompt(game).step).toBe('combat:roll');
    expect(diceOnly(game)).toBe(true);
    const attacker = prompt(game).player as 0 | 1;
    game = withOpponent(toRecord(game), attacker);
    expect(botDecides(game)).toBe(false);
    // one step earlier (the attacker's cards, 6.1 step 5) the same seat decides
    expect(botDecides(withOpponent(toRecord(game.previous!), attacker))).toBe(true);
  });
});

describe("the worker's answer (issue 26: a pure function of level, seed and the seat's view)", () => {
  it('is explainChoice on the replayed record, with the hand folded from the seed, and survives a structured clone', () => {
    const game = toBotTurn(777);
    expect(game.state.stage).toBe('play');
    const req = structuredClone(botRequest(5, game));
    const answer = answerRequest(req);
    const held = opponentHand(game)!;
    expect(held.hand).toHaveLength(game.state.decks[1].hand);
    const direct = explainChoice('normal', 777, { game, seat: 1, hand: held.hand });
    expect(answer.ok && answer.steps[0]).toEqual({
      chosen: direct.chosen,
      options: direct.options,
      then: answer.ok ? answer.steps[0]!.then : []
    });
    expect(answer.ok && answer.steps.at(-1)).toMatchObject({ chosen: answer.ok && answer.chosen, options: answer.ok && answer.options });
    expect(structuredClone(answer)).toEqual(answer);
    expect(answer.ok && answer.options.length).toBeGreaterThan(0);
    expect(answer.ok && answer.options.length).toBeLessThanOrEqual(3);
  });

  it('a reload and an undo show the same proposal: the same record gives the same answer, the hand is not reshuffled', () => {
    const game = toBotTurn(31337);
    const asked = answerRequest(botRequest(2, game));
    const hand = opponentHand(game)!.hand;
    // a reload: the game rebuilt from its stored record
    const reloaded = replay(JSON.parse(JSON.stringify(toRecord(game))));
    if (!reloaded.ok) throw new Error('reload');
    expect(answerRequest(botRequest(2, reloaded.value))).toEqual(asked);
    // Done, then undo: the earlier game again (the record without the last action)
    const played = playBot(game, 1);
    expect(played.length).toBeGreaterThan(game.length);
    const rec = toRecord(played);
    const undone = replay({ ...rec, actions: rec.actions.slice(0, game.length) });
    if (!undone.ok) throw new Error('undo');
    expect(opponentHand(undone.value)!.hand).toEqual(hand);
    expect(answerRequest(botRequest(2, undone.value))).toEqual(asked);
  });

  it('uses the catalogue the game was played with (the data corrections count)', () => {
    const data = catalogData(DEFAULT_CATALOG);
    expect(Object.keys(data.armies).sort()).toEqual(Object.keys(ARMIES).sort());
    expect(data.sections).toHaveLength(SECTIONS.length);
    // a correction (one unit stronger) travels to the worker as data and back into a catalogue
    const fr = ARMIES.france;
    const corrected = makeCatalog(
      { ...ARMIES, france: { ...fr, units: fr.units.map((u, i) => (i === 0 ? { ...u, full: u.full + 1 } : u)) } },
      SECTIONS
    );
    const back = catalogData(corrected);
    expect(structuredClone(back).armies.france.units[0]!.full).toBe(fr.units[0]!.full + 1);
  });

  it('a record the engine refuses is reported, not thrown', () => {
    const g = soloStart();
    const req = botRequest(3, g);
    const bad = { ...req, record: { ...req.record, actions: [...req.record.actions, { type: 'deal' }] } } as typeof req;
    expect(answerRequest(bad)).toMatchObject({ id: 3, ok: false });
  });
});

describe('Done: the action played for the bot', () => {
  it('an action without dice is played as the bot chose it', () => {
    const a: Action = { type: 'move', from: 'c6', to: 'd5' };
    expect(actionToPlay({ action: a })).toEqual(a);
  });

  it('dice are no decision: the app rolls one value per die within its sides, marked rolledBy app', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(6, 8, 10), { minLength: 1, maxLength: 3 }), (sides) => {
        const played = actionToPlay({ action: { type: 'rally', card: 'x', unit: 'a1' } as Action, dice: sides }) as {
          dice: number[];
          rolledBy: string;
        };
        expect(played.rolledBy).toBe('app');
        expect(played.dice).toHaveLength(sides.length);
        played.dice.forEach((d, i) => expect(d >= 1 && d <= sides[i]!).toBe(true));
      })
    );
  });

  it('the board shows the moved unit, where it goes and an arrow; an attack its target', () => {
    expect(actionMarks({ type: 'move', from: 'c6', to: 'd5' })).toEqual({
      selected: 'c6',
      highlights: { d5: 'dest' },
      lines: [{ from: 'c6', to: 'd5', kind: 'clear' }]
    });
    expect(actionMarks({ type: 'assault', from: 'd5', target: 'd4', card: 'x' } as Action).highlights).toEqual({ d4: 'target' });
    expect(actionMarks({ type: 'deploy', unit: 'u', square: 'e7' }).highlights).toEqual({ e7: 'dest' });
    expect(actionMarks({ type: 'end-phase' })).toEqual({ selected: null, highlights: {}, lines: [] });
  });
});

/** The human's simplest legal action, dice (a combat roll for Adiutant's attack) rolled as 1s. */
function humanAction(g: Game): Action {
  const legal = legalActions(g).filter((l) => l.action.type !== 'scout');
  const pick = legal.find((l) => l.action.type === 'end-phase') ?? legal.find((l) => l.action.type === 'move') ?? legal[0]!;
  return pick.dice ? ({ ...pick.action, dice: pick.dice.map(() => 1) } as Action) : pick.action;
}

/** Adiutant's player turns of a game from its first decision of play: each Done's steps, turn by turn. */
function botTurns(seed: number, turns: number): { steps: ReturnType<typeof botSteps>; base: Game; next: Game }[][] {
  let g = toBotTurn(seed);
  const out: { steps: ReturnType<typeof botSteps>; base: Game; next: Game }[][] = [];
  let current: (typeof out)[number] = [];
  let turn = g.state.turn;
  for (let i = 0; i < 400 && g.state.stage === 'play' && out.length < turns; i++) {
    if (botDecides(g)) {
      const steps = botSteps(g);
      const r = advance(
        g,
        stepsToPlay(steps, () => 1),
        []
      );
      if (!r.ok) throw new Error(r.error.message);
      current.push({ steps, base: g, next: r.value.next });
      g = r.value.next;
    } else {
      const r = advance(g, [humanAction(g)], []);
      if (!r.ok) throw new Error(r.error.message);
      g = r.value.next;
    }
    if (g.state.active === 0 && current.length) {
      out.push(current);
      current = [];
    }
    turn = g.state.turn;
  }
  void turn;
  return out;
}

describe("Adiutant's quiet decisions are confirmed with the next one (issue 30 §3)", () => {
  const turns = [101, 202, 303].flatMap((seed) => botTurns(seed, 6));

  it('each Done: quiet steps (a phase end, a draw, a discard, no card, Supply) first, then the one that shows on the table or the last before the human decides', () => {
    expect(turns.length).toBeGreaterThanOrEqual(12);
    for (const turn of turns)
      for (const { steps, next } of turn) {
        expect(steps.length).toBeGreaterThan(0);
        expect(steps.length).toBeLessThanOrEqual(MAX_JOINED_STEPS);
        for (const s of steps.slice(0, -1)) {
          expect(QUIET_ACTIONS.has(s.chosen.action.type), JSON.stringify(s.chosen)).toBe(true);
          expect(s.chosen.dice ?? []).toEqual([]);
        }
        const last = steps[steps.length - 1]!.chosen;
        // a quiet last step is the last before another seat decides (the game after it is not the bot's)
        if (QUIET_ACTIONS.has(last.action.type) && !last.dice?.length) expect(botDecides(next)).toBe(false);
      }
  }, 120_000);

  it('every joined step is what the bot answers at that game alone (the same decision, only confirmed together)', () => {
    let checked = 0;
    for (const turn of turns)
      for (const { steps, base } of turn) {
        let g = base;
        for (const [i, s] of steps.entries()) {
          const o = g.setup.opponent!;
          const alone = explainChoice(o.level, o.seed, { game: g, seat: o.seat, hand: opponentHand(g)!.hand });
          expect(s.chosen).toEqual(alone.chosen);
          checked++;
          if (i === steps.length - 1) break;
          const r = advance(g, [s.chosen.action], []);
          if (!r.ok) throw new Error(r.error.message);
          expect(r.value.automatic).toEqual(s.then);
          g = r.value.next;
        }
      }
    expect(checked).toBeGreaterThan(turns.length);
  }, 120_000);

  it('a quiet turn of Adiutant (one unit moved, no combat, no card but discards) costs at most 3 Done', () => {
    let quiet = 0;
    for (const turn of turns) {
      const played = turn.flatMap((d) => d.steps.map((s) => s.chosen.action.type));
      if (
        played.some((t) => !['discard', 'end-phase', 'draw', 'move', 'pass'].includes(t)) ||
        played.filter((t) => t === 'move').length > 1
      )
        continue;
      quiet++;
      expect(turn.length, played.join(' ')).toBeLessThanOrEqual(3);
    }
    expect(quiet).toBeGreaterThan(5);
  }, 120_000);

  it('one undo takes back a whole Done: every action it played, the steps the app took after it included', () => {
    for (const turn of turns)
      for (const { base, next } of turn) {
        // the session marks every action of one tap after its first as joined to the one before
        const joined = Array.from({ length: next.length }, (_, i) => i > base.length);
        const depth = undoDepthOf(next, joined, 0);
        let g: Game = next;
        for (let i = 0; i < depth; i++) g = g.previous!;
        expect(g).toBe(base);
      }
  }, 120_000);
});
