// Issue 32: expert's judgement values its line's advance toward the enemy half (weights.ts
// `forward`, evaluate.ts), so that its one move a turn (5-R1) goes forward while the night is far:
// a unit on its own row 4 reaches the enemy half's squares (2.2-R2). Checked against the engine's
// own board: the steps back a unit can take toward its own edge (backOf, 6.5-R6), up to three.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judge } from '$lib/bot/evaluate';
import { LEVEL_PARAMS } from '$lib/bot/levels';
import { forward, nearness } from '$lib/bot/weights';
import { engineReasons, legalMoves, makeBot, matchDeckSeed, playMatch, seatCards, type BotView } from '$lib/bot';
import { judgementReasons } from '$lib/bot/ctx';
import { reasonText } from '$lib/ui/solo/reasons';
import { applyAction, other, prompt, squareIndex, SQUARES, type Game, type GameState, type Position, type Seat } from '$lib/rules';
import { backOf } from '$lib/rules/board';
import { arbAnyPosition } from '../rules/arbitraries';

/** The steps a unit on square i can take back toward its own edge before leaving the board. */
function stepsBack(edge: Parameters<typeof backOf>[0], i: number): number {
  let n = 0;
  for (let j = backOf(edge, i); j >= 0; j = backOf(edge, j)) n++;
  return n;
}

describe('expert: the line’s advance (issue 32)', () => {
  it('section 0, 6.5-R6: forward = Σ over a seat’s units on the map of its steps from its own edge, each up to three (own row 4)', () => {
    let counted = 0;
    fc.assert(
      fc.property(arbAnyPosition, (p: Position) => {
        for (const seat of [0, 1] as Seat[]) {
          const a = p.armies[seat];
          const want = a.units.reduce((t, u) => t + Math.min(3, stepsBack(a.edge, squareIndex(u.square))), 0);
          expect(forward(p as unknown as GameState, seat)).toBe(want);
          counted += a.units.length;
        }
      }),
      { numRuns: 200 }
    );
    expect(counted).toBeGreaterThan(0);
  });

  it('expert’s judgement gains its weight × (1 − the night’s nearness) for each row a unit moves up to its own row 4, and nothing beyond; the other levels do not count it', () => {
    const g = playMatch({ seed: 5, players: [makeBot('easy', 1), makeBot('easy', 2)] }).game;
    // a position of the game's middle, with both armies on the map
    const games: Game[] = [];
    for (let x: Game | null = g; x; x = x.previous) games.push(x);
    const mid = games.reverse().find((x) => x.state.stage === 'play' && x.state.turn === 4)!;
    const s0 = mid.state;
    const w = LEVEL_PARAMS.expert.eval;
    expect(w.advance).toBeGreaterThan(0);
    for (const level of ['easy', 'normal', 'hard'] as const) expect(LEVEL_PARAMS[level].eval.advance ?? 0).toBe(0);
    const me: Seat = 0;
    const a = s0.armies![me];
    const occupied = new Set([...s0.armies![0].units, ...s0.armies![1].units].map((u) => u.square));
    let tried = 0;
    for (const [k, u] of a.units.entries()) {
      const from = squareIndex(u.square);
      // the square one step forward: the one whose step back is this one
      const to = SQUARES.findIndex((_, j) => backOf(a.edge!, j) === from);
      if (to < 0 || occupied.has(SQUARES[to]!)) continue;
      const moved: GameState = structuredClone(s0);
      moved.armies![me].units[k]!.square = SQUARES[to]!;
      const before = forward(s0, me);
      const after = forward(moved, me);
      expect(after - before).toBe(stepsBack(a.edge!, from) < 3 ? 1 : 0);
      // the term alone: the same position judged with and without it
      const withIt = judge(moved, mid.catalog, me, [], w, false);
      const without = judge(moved, mid.catalog, me, [], { ...w, advance: 0 }, false);
      const them = forward(moved, 1);
      expect(withIt.value - without.value).toBeCloseTo(w.advance! * (1 - nearness(moved, w.pace)) * (after - them), 9);
      tried++;
    }
    expect(tried).toBeGreaterThan(0);
  });

  it('"Why?": every legal move of every Movement Phase of a match says how many rows it takes the line forward exactly when the engine’s rows change (a Supply card alone, a move sideways or beyond row 4: nothing), with the engine’s numbers in both languages', () => {
    const seed = 8;
    const m = playMatch({ seed, players: [makeBot('normal', seed), makeBot('normal', seed + 1)] });
    const rows = (x: GameState, seat: Seat) =>
      x.armies![seat].units.reduce((t, u) => t + Math.min(3, stepsBack(x.armies![seat].edge!, squareIndex(u.square))), 0);
    let said = 0;
    let silent = 0;
    for (let g: Game | null = m.game; g; g = g.previous) {
      const p = prompt(g);
      if (p.stage !== 'play' || p.step !== 'movement' || p.player === null) continue;
      const view: BotView = { game: g, seat: p.player, hand: seatCards(g, p.player, matchDeckSeed(seed, p.player)).hand };
      const me = view.seat;
      for (const la of legalMoves(view)) {
        // the action on the engine, a Guerrilla window it opens let be (9.2: a Forced March moves once it closes)
        let next = applyAction(g, la.action);
        if (next.ok && next.value.state.pending) next = applyAction(next.value, { type: 'pass' });
        if (!next.ok) throw new Error(next.error.message);
        const claim = { ...la, score: 0, reasons: [{ kind: 'advance' as const, rows: 0, mine: 0, theirs: 0 }] };
        const got = engineReasons(view, claim).filter((r) => r.kind === 'advance');
        const change = rows(next.value.state, me) - rows(g.state, me);
        if (change === 0) {
          expect(got).toEqual([]);
          silent++;
          continue;
        }
        const want = { kind: 'advance', rows: change, mine: rows(next.value.state, me), theirs: rows(next.value.state, other(me)) };
        expect(got).toEqual([want]);
        for (const lang of ['en', 'pl'] as const) {
          const text = reasonText(g, me, got[0]!, lang);
          for (const x of [want.mine, want.theirs, Math.abs(change)]) expect(text).toContain(String(x));
          expect(text).toMatch(change > 0 ? /forward|naprzód/ : /back|cofa/);
        }
        // the bot's own judgement says the same (expert's weights)
        const w = LEVEL_PARAMS.expert.eval;
        const bot = judgementReasons(judge(g.state, g.catalog, me, [], w, false), judge(next.value.state, g.catalog, me, [], w, false));
        expect(bot.filter((r) => r.kind === 'advance')).toEqual([want]);
        said++;
      }
    }
    expect(said).toBeGreaterThan(10);
    expect(silent).toBeGreaterThan(10);
  }, 120_000);
});
