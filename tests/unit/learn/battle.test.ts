// Issue 25, the guided first battle: the fixed setup replays, the opponent's script only ever
// plays legal actions whatever the player does (seeded random play through the first game turns),
// every step met is introduced the first time it comes, the script brings a combat, a retreat and
// a restoration when the player follows the introductions, and the final scoring is explained
// mark by mark from the engine's own nightfall control.
import { describe, expect, it } from 'vitest';
import {
  battleRecord,
  BATTLE_DEPLOYMENT,
  finalScoring,
  FINAL_POSITION,
  HUMAN,
  INTRODUCTIONS,
  introduction,
  OPPONENT,
  scriptedOpponent
} from '../../../src/lib/learn/battle';
import {
  applyAction,
  legalActions,
  nightfallControl,
  nightfallScore,
  parsePosition,
  prompt,
  replay,
  type Action,
  type Game
} from '../../../src/lib/rules';
import { bookSections } from '../../../src/lib/ui/rulebook/sections';

function start(): Game {
  const g = replay(battleRecord());
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

/** A seeded generator (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Any legal action of the player's, dice filled at random. */
function randomAction(game: Game, r: () => number): Action {
  const list = legalActions(game);
  const l = list[Math.floor(r() * list.length)]!;
  if (!l.dice) return l.action;
  return { ...l.action, dice: l.dice.map((sides) => 1 + Math.floor(r() * sides)) } as Action;
}

interface Played {
  game: Game;
  steps: string[];
  refused: string[];
  unintroduced: string[];
}

/** Play with the player choosing by `human` and the opponent by the script until `until` says stop. */
function play(human: (g: Game) => Action, until: (g: Game) => boolean, limit = 600): Played {
  let game = start();
  const steps: string[] = [];
  const refused: string[] = [];
  const unintroduced: string[] = [];
  for (let i = 0; i < limit && game.state.stage === 'play' && !until(game); i++) {
    const p = prompt(game);
    if (!steps.includes(p.step)) {
      steps.push(p.step);
      if (!introduction(game)) unintroduced.push(p.step);
    } else if (introduction(game)) unintroduced.push(`${p.step} introduced twice`);
    const action = p.player === OPPONENT ? scriptedOpponent(game) : human(game);
    if (!action) {
      refused.push(`no action at ${p.step}`);
      break;
    }
    const r = applyAction(game, action);
    if (!r.ok) {
      refused.push(`${p.player === OPPONENT ? 'script' : 'player'} ${JSON.stringify(action)} at ${p.step}: ${r.error.message}`);
      break;
    }
    game = r.value;
  }
  return { game, steps, refused, unintroduced };
}

/** Through the first full game turn: until France's turn of game turn 2 begins. */
const afterTurn = (n: number) => (g: Game) =>
  g.state.turn > n && g.state.active === HUMAN && g.state.phase === 'discard' && !g.state.combat;

describe('the guided battle: setup (issue 25)', () => {
  it('3: the record prefix replays to France’s first Discard Phase; France is the First Player, south', () => {
    const g = start();
    expect(prompt(g)).toMatchObject({ player: HUMAN, step: 'discard', stage: 'play' });
    expect(g.state.first).toBe(HUMAN);
    expect(g.state.armies!.map((a) => [a.nation, a.edge])).toEqual([
      ['france', 'south'],
      ['great-britain', 'north']
    ]);
    for (const i of [0, 1] as const) for (const u of g.state.armies![i].units) expect(u.square).toBe(BATTLE_DEPLOYMENT[i][u.unit]);
  });

  it('the script acts only for the opponent', () => {
    expect(scriptedOpponent(start())).toBeNull();
  });
});

describe('the opponent’s script', () => {
  it('never has an action refused, whatever legal actions the player takes (40 seeded games, first two game turns)', () => {
    let fought = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const r = rng(seed);
      const out = play((g) => randomAction(g, r), afterTurn(2));
      expect(out.refused, `seed ${seed}`).toEqual([]);
      expect(out.game.state.turn > 2 || out.game.state.stage === 'over', `seed ${seed} stopped early`).toBe(true);
      if (out.steps.includes('combat:roll') || out.steps.includes('combat:advance')) fought++;
    }
    // the script seeks a combat: even against random play most games have one by game turn 2
    expect(fought).toBeGreaterThanOrEqual(30);
  });

  it('every step met is introduced the first time it comes, and only then', () => {
    const met = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const r = rng(seed);
      const out = play((g) => randomAction(g, r), afterTurn(1));
      expect(out.unintroduced, `seed ${seed}`).toEqual([]);
      out.steps.forEach((s) => met.add(s));
    }
    // the five phases and the opponent's first combat are met in every such game
    for (const s of ['discard', 'draw', 'movement', 'combat', 'restoration']) expect([...met]).toContain(s);
  });

  it('with the player following the introductions: an Assault, a hit and a retreat, an advance and pursuit in game turn 1, a restoration in game turn 2', () => {
    const follow = (g: Game): Action => {
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
    };
    const out = play(follow, (g) => g.state.turn === 2 && g.state.active === OPPONENT);
    expect(out.refused).toEqual([]);
    for (const step of ['combat:withdraw', 'combat:defender', 'combat:roll', 'combat:advance', 'combat:pursuit'])
      expect(out.steps).toContain(step);
    // the British lancers took d4; the Cuirassiers were hit, retreated to d3 and were restored
    const g = out.game;
    expect(g.state.armies![OPPONENT].units.find((u) => u.unit === '9th-queens-royal-lancers')?.square).toBe('d4');
    const cuirassiers = g.state.armies![HUMAN].units.find((u) => u.unit === '1st-cuirassiers');
    expect(cuirassiers).toMatchObject({ square: 'd3', reduced: false });
    const actions = g.record.actions.map((a) => a.type);
    expect(actions).toContain('restore');
    expect(g.state.armies![HUMAN].eliminated).toEqual([]);
  });

  it('is pure: the same game gets the same answer', () => {
    let g = start();
    for (const a of [
      { type: 'end-phase' },
      { type: 'end-phase' },
      { type: 'move', from: 'd2', to: 'd4' },
      { type: 'end-phase' },
      { type: 'end-phase' },
      { type: 'end-phase' }
    ] as Action[]) {
      const r = applyAction(g, a);
      if (!r.ok) throw new Error(r.error.message);
      g = r.value;
    }
    expect(prompt(g).player).toBe(OPPONENT);
    expect(scriptedOpponent(g)).toEqual(scriptedOpponent(g));
  });
});

describe('introductions', () => {
  it('every play step of the engine has one, in both languages, with a rulebook section', () => {
    const steps = ['discard', 'draw', 'movement', 'combat', 'restoration', 'guerrilla', 'over'].concat(
      ['withdraw', 'defender', 'attacker', 'roll', 'choose', 'retreat', 'advance', 'pursuit', 'assign-hits', 'skirmish-move'].map(
        (s) => `combat:${s}`
      )
    );
    for (const s of steps) {
      const e = INTRODUCTIONS[s];
      expect(e, s).toBeDefined();
      for (const text of [e!.title, e!.you, e!.them]) expect(text.pl.trim() && text.en.trim(), s).toBeTruthy();
      expect(bookSections(e!.rule).length, s).toBeGreaterThan(0);
    }
  });
});

describe('the final scoring, mark by mark (2.2)', () => {
  it('the prepared position parses, and its marks are the engine’s nightfall control', () => {
    const p = parsePosition(FINAL_POSITION);
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    const f = finalScoring();
    const control = nightfallControl(p.value);
    const expected = control.flatMap((s) => s.squares.filter((x) => x.kind !== 'none').map((x) => `${s.nation} ${x.square} ${x.kind}`));
    expect(f.marks.map((m) => `${m.nation} ${m.square} ${m.kind}`)).toEqual(expected);
    expect(f.score).toEqual(nightfallScore(p.value));
  });

  it('the marks that count add up to each side’s score, and every kind of mark (occupied, influence, X, Y) is shown', () => {
    const f = finalScoring();
    for (const nation of ['france', 'great-britain'])
      expect(f.marks.filter((m) => m.nation === nation && m.counts).length).toBe(f.score.score[nation]);
    expect(new Set(f.marks.map((m) => m.kind))).toEqual(new Set(['occupied', 'influence', 'contested', 'enemy-occupied']));
    expect(f.score.winner).toBe('france');
  });

  it('each mark and the summary are explained in Polish and English, naming the square', () => {
    const f = finalScoring();
    for (const m of f.marks) {
      expect(m.text.pl.startsWith(m.square) && m.text.en.startsWith(m.square), m.square).toBe(true);
      expect(m.text.pl).not.toBe(m.text.en);
    }
    expect(f.summary.en).toContain('France wins');
    expect(f.summary.pl).toContain('Wygrywa Francja');
  });
});
