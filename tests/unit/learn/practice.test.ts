// Issue 33 §3, the practice games after each group of lessons: every prepared position is a game
// the engine replays (and the app's record of it, with Adiutant's own cards, too); each goal's
// verdict is right on games built to win and to lose — every dice throw of the combat, every move
// of the player's turn —, and none before it can be told; Adiutant's easy moves from each position
// are all accepted by applyAction, up to the verdict.
import { describe, expect, it } from 'vitest';
import { firstCardNotHeld, makeBot, opponentHand } from '../../../src/lib/bot';
import { practiceRecord } from '../../../src/lib/app/practice-game';
import { rng } from '../../rng';
import { act } from '../rules/game-helpers';
import { LESSONS } from '../../../src/lib/learn';
import { LESSON_GROUPS, PRACTICES } from '../../../src/lib/learn/lessons/practice';
import { heldSquares, practiceStart, practiceVerdict, type Practice } from '../../../src/lib/learn/practice';
import {
  applyAction,
  combatResult,
  combatTotalsOf,
  legalActions,
  prompt,
  replay,
  type Action,
  type Game,
  type LegalAction
} from '../../../src/lib/rules';

const byId = (id: string): Practice => PRACTICES.find((p) => p.id === id)!;

function start(p: Practice): Game {
  const g = replay(p.record);
  if (!g.ok) throw new Error(`${p.id}: ${g.error.message}`);
  return g.value;
}

const END: Action = { type: 'end-phase' };
const PASS: Action = { type: 'pass' };

const withDice = (la: LegalAction, r: () => number): Action =>
  la.dice?.length ? ({ ...la.action, dice: la.dice.map((s) => 1 + Math.floor(r() * s)) } as Action) : la.action;

describe('the groups and their positions', () => {
  it('every lesson is in exactly one group, in the course’s order, and each group ends with a practice game', () => {
    expect(LESSON_GROUPS.flatMap((g) => g.lessons)).toEqual(LESSONS.map((l) => l.id));
    for (const g of LESSON_GROUPS) expect(g.practices.length, g.id).toBeGreaterThan(0);
    expect(new Set(PRACTICES.map((p) => p.id)).size).toBe(PRACTICES.length);
  });

  for (const p of PRACTICES)
    it(`${p.id}: the engine replays the prepared game; the player (seat ${p.seat}) decides first, in play; the app’s record (Adiutant’s own cards) replays for any seed`, () => {
      const g = start(p);
      expect(g.state.stage).toBe('play');
      expect(prompt(g).player).toBe(p.seat);
      expect(practiceVerdict(p, g)).toBeNull();
      for (const seed of [1, 2, 0xdeadbeef, 123456789]) {
        const rec = practiceRecord(p, seed, ['A', 'B']);
        const r = replay(rec);
        expect(r.ok, `${p.id} seed ${seed}`).toBe(true);
        if (!r.ok) continue;
        expect(r.value.length).toBe(g.length);
        expect(r.value.setup.practice).toBe(p.id);
        expect(r.value.setup.opponent).toEqual({ seat: 1 - p.seat, level: 'easy', seed });
        // 2.3 / the bot's hand: every card Adiutant's seat discarded was in its hand
        expect(firstCardNotHeld(r.value, (1 - p.seat) as 0 | 1, seed)).toBeNull();
        expect(r.value.state.decks).toEqual(
          g.state.decks.map((d, i) => (i === p.seat ? d : { ...d, discard: r.value.state.decks[i]!.discard }))
        );
      }
    });
});

describe('6.1, 6.5: "Win this combat phase"', () => {
  const p = byId('clash');
  const g0 = start(p);
  /** the Cuirassiers' Assault from d5 on the 52nd (d6), nobody plays a card: at the roll */
  const atRoll = (() => {
    let g = act(g0, { type: 'assault', from: 'd5', target: 'd6', card: '1st-cuirassiers-1' } as Action);
    while (prompt(g).step !== 'combat:roll') g = act(g, PASS);
    return g;
  })();

  /** After the roll: every choice the engine asks (retreat, hit, advance, pursuit) taken as its first legal action. */
  function resolve(game: Game): Game {
    let g = game;
    for (let i = 0; i < 20 && g.state.combat; i++) {
      const la = legalActions(g)[0]!;
      g = act(
        g,
        withDice(la, () => 0.5)
      );
    }
    return g;
  }

  function* throws(sides: number[]): Generator<number[]> {
    if (!sides.length) return yield [];
    for (let v = 1; v <= sides[0]!; v++) for (const t of throws(sides.slice(1))) yield [v, ...t];
  }

  it('every throw of the dice: won exactly when the table’s result strikes the defender (6.1 step 7), never before the combat is over', () => {
    expect(practiceVerdict(p, atRoll)).toBeNull();
    const sides = prompt(atRoll).dice!;
    let won = 0;
    let lost = 0;
    for (const dice of throws(sides)) {
      const t = combatTotalsOf(atRoll, dice)!;
      const result = combatResult('assault', t.attack.total, t.defense.total);
      const after = act(atRoll, { type: 'roll', dice } as Action);
      const done = resolve(after);
      expect(done.state.combat, String(dice)).toBeNull();
      const v = practiceVerdict(p, done);
      const strikes = result !== 'attackers-hit' && result !== 'no-effect';
      expect(v, `${dice}: ${result}`).toEqual({ won: strikes, fought: true });
      if (strikes) won++;
      else lost++;
    }
    // the position teaches: some throws win, some lose
    expect(won).toBeGreaterThan(0);
    expect(lost).toBeGreaterThan(0);
  });

  it('ending the Combat Phase without a combat loses; every declaration the engine allows is a combat not over yet', () => {
    expect(practiceVerdict(p, act(g0, END))).toEqual({ won: false, fought: false });
    const declared = legalActions(g0).filter((la) => la.action.type !== 'end-phase');
    expect(declared.length).toBeGreaterThan(0);
    for (const la of declared)
      expect(
        practiceVerdict(
          p,
          act(
            g0,
            withDice(la, () => 0.5)
          )
        ),
        JSON.stringify(la.action)
      ).toBeNull();
  });
});

describe('2.2: "Hold 2 squares of the enemy half" at the end of the game turn', () => {
  const p = byId('forward');
  const g0 = start(p);
  /** France's move, France's turn ended; Great Britain's 42nd a6→a5 and its turn ended. */
  const after = (move: Action) => {
    const fr = act(g0, move, END, END, END);
    expect(practiceVerdict(p, fr)).toBeNull();
    return act(fr, END, END, { type: 'move', from: 'a6', to: 'a5' } as Action, END, END, END);
  };

  it('every French move: won exactly when the engine’s nightfall count gives France 2 or more squares; the Cuirassiers to d5 hold 3, a move at home holds 1', () => {
    const moves = legalActions(g0).filter((la) => la.action.type === 'move');
    expect(moves.length).toBeGreaterThan(10);
    for (const la of moves) {
      const g = after(la.action);
      expect(g.state.turn).toBe(3);
      const held = heldSquares(g, 0);
      const v = practiceVerdict(p, g)!;
      expect(v, JSON.stringify(la.action)).toMatchObject({ won: held >= 2, squares: held });
      expect(v.held).toHaveLength(held);
    }
    // d5 occupied, c5 and e5 influenced; d6 is next to the 52nd on d7 (2.2)
    expect(practiceVerdict(p, after({ type: 'move', from: 'd4', to: 'd5' } as Action))).toEqual({
      won: true,
      squares: 3,
      held: ['c5', 'd5', 'e5']
    });
    // the Cuirassiers on d4 influence d5 only
    expect(practiceVerdict(p, after({ type: 'move', from: 'a1', to: 'a2' } as Action))).toEqual({ won: false, squares: 1, held: ['d5'] });
  });
});

describe('2.3, 2.2: "Hold 2 squares of the enemy half at nightfall" in the last turn', () => {
  const p = byId('dusk');
  const g0 = start(p);

  it('the day ends with this game turn: after Great Britain’s turn the game is over at nightfall and the verdict is the engine’s count', () => {
    expect(g0.state.nightfallDue).toBe(true);
    const check = (move: Action, held: string[]) => {
      const squares = held.length;
      const fr = act(g0, move, END, END, END);
      expect(practiceVerdict(p, fr)).toBeNull();
      const g = act(fr, END, END, { type: 'move', from: 'a6', to: 'a7' } as Action, END, END, END);
      expect(g.state.stage).toBe('over');
      expect(g.state.result?.by).toBe('nightfall');
      expect(practiceVerdict(p, g)).toEqual({ won: squares >= 2, squares, held });
      return g;
    };
    // the Cuirassiers stay on d5: d5, c5 and e5 (d6 is next to the Lancers on d7)
    check({ type: 'move', from: 'a2', to: 'a1' } as Action, ['c5', 'd5', 'e5']);
    // the Cuirassiers ride back to d4: only d5, next to them, is France's
    check({ type: 'move', from: 'd5', to: 'd4' } as Action, ['d5']);
    // every French move: the verdict follows the nightfall count
    for (const la of legalActions(g0).filter((x) => x.action.type === 'move')) {
      const fr = act(g0, la.action, END, END, END);
      const g = act(fr, END, END, { type: 'move', from: 'a6', to: 'a7' } as Action, END, END, END);
      const score = g.state.result!.score!.score.france!;
      expect(practiceVerdict(p, g), JSON.stringify(la.action)).toMatchObject({ won: score >= 2, squares: score });
    }
  });
});

describe('Adiutant at the easy level plays from every practice position', () => {
  for (const p of PRACTICES)
    it(`${p.id}: every action of the easy bot is accepted by applyAction, and the goal is told in the end (seeded random player)`, () => {
      const bot = (1 - p.seat) as 0 | 1;
      for (const seed of [11, 22, 33]) {
        const r = replay(practiceRecord(p, seed, ['A', 'B']));
        if (!r.ok) throw new Error(r.error.message);
        let g = r.value;
        const roll = rng(seed);
        const play = makeBot('easy', seed);
        let botActions = 0;
        for (let i = 0; i < 400 && !practiceVerdict(p, g); i++) {
          const pr = prompt(g);
          const legal = legalActions(g);
          let action: Action;
          if (pr.player === bot && !legal.every((la) => la.action.type === 'roll')) {
            const chosen = play({ game: g, seat: bot, hand: opponentHand(g)!.hand });
            action = 'action' in chosen ? withDice(chosen, roll) : chosen;
            botActions++;
          } else action = withDice(legal[Math.floor(roll() * legal.length)]!, roll);
          const next = applyAction(g, action);
          expect(next.ok, `${p.id} seed ${seed}: ${JSON.stringify(action)} at ${pr.step}`).toBe(true);
          if (!next.ok) break;
          g = next.value;
        }
        expect(practiceVerdict(p, g), `${p.id} seed ${seed}`).not.toBeNull();
        expect(practiceStart(p, g)?.length).toBe(p.record.actions.length);
        if (p.task.goal !== 'win-combat') expect(botActions).toBeGreaterThan(0);
      }
    });
});
