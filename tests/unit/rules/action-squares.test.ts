// actionSquares (issue 31): the squares an action is about, what the board shows of a proposed
// action (Adiutant's card, the guided battle's opponent). Every legal action of a random game and of
// the lessons' games is tried: the acting unit stands on `unit` and is the deciding player's, the attacked unit on
// `target` is the enemy's, the supporting units (6.4) are the attacker's, and after the action a
// unit stands on `to` (a move, a Forced March, a retreat, a Skirmish move, a deployment).
import { describe, expect, it } from 'vitest';
import { playMatch, randomPlayer } from '$lib/bot';
import { STAGES, stageGame } from '$lib/learn';
import { actionSquares, applyAction, legalActions, prompt, SQUARES, type Action, type ActionType, type Game } from '$lib/rules';

/** Every game of a match of random play, and the lessons' games (they stop in every step of a combat). */
function games(): Game[] {
  const out: Game[] = [];
  for (let g: Game | null = playMatch({ seed: 11, players: [randomPlayer(11), randomPlayer(111)] }).game; g; g = g.previous) out.push(g);
  for (const stage of STAGES) if (stage.board.kind === 'game') out.push(stageGame(stage)!);
  return out;
}

const seatOn = (g: Game, sq: string) => g.state.armies?.findIndex((a) => a.units.some((u) => u.square === sq)) ?? -1;

describe('actionSquares (issue 31)', () => {
  it('every legal action of a random game and of the lessons’ games: its unit is the deciding player’s, its target the enemy’s, a unit stands on `to` after it', () => {
    const seen = new Set<ActionType>();
    let tried = 0;
    for (const g of games()) {
      const who = prompt(g).player;
      for (const { action, dice } of legalActions(g)) {
        const a = (dice ? { ...action, dice: dice.map(() => 1) } : action) as Action;
        const sq = actionSquares(a);
        const named = [sq.unit, sq.to, sq.target, ...sq.support].filter((s): s is string => s !== null);
        for (const s of named) expect(SQUARES, `${a.type} ${s}`).toContain(s);
        if (named.length) seen.add(a.type);
        tried++;
        if (sq.unit) expect(seatOn(g, sq.unit), `${JSON.stringify(a)}: its unit`).toBe(who);
        if (sq.target) expect(seatOn(g, sq.target), `${JSON.stringify(a)}: its target`).toBe(who === null ? -1 : 1 - who);
        for (const s of sq.support) expect(seatOn(g, s), `6.4: ${JSON.stringify(a)}`).toBe(who);
        if (sq.to) {
          let after = applyAction(g, a);
          // a Forced March waits for the opponent's Guerrilla answer (9.2-R11): it is let be
          if (after.ok && after.value.state.pending) after = applyAction(after.value, { type: 'pass' });
          if (!after.ok) throw new Error(after.error.message);
          expect(seatOn(after.value, sq.to), `${JSON.stringify(a)}: a unit on ${sq.to} after it`).toBeGreaterThanOrEqual(0);
        }
      }
    }
    expect(tried).toBeGreaterThan(1000);
    // the kinds of action that name squares all came up
    for (const t of ['deploy', 'move', 'forced-march', 'retreat', 'advance', 'skirmish-move', 'restore', 'redoubt', 'play'] as ActionType[])
      expect([...seen], t).toContain(t);
    expect([...seen].filter((t) => ['assault', 'bombard', 'volley', 'ambush', 'grand-battery'].includes(t)).length).toBeGreaterThan(0);
  });

  it('the actions without squares name none; each kind puts its squares where the board shows them', () => {
    for (const a of [
      { type: 'end-phase' },
      { type: 'draw' },
      { type: 'supply' },
      { type: 'pass' },
      { type: 'guerrilla' },
      { type: 'discard', cards: ['supply'] },
      { type: 'roll', dice: [3, 4] },
      { type: 'choose-result', choice: 'hit' }
    ] as Action[])
      expect(actionSquares(a)).toEqual({ unit: null, to: null, target: null, support: [] });
    expect(actionSquares({ type: 'move', from: 'd2', to: 'd4' })).toMatchObject({ unit: 'd2', to: 'd4', target: null });
    expect(actionSquares({ type: 'retreat', to: 'f6' })).toEqual({ unit: null, to: 'f6', target: null, support: [] });
    expect(actionSquares({ type: 'ambush', target: 'e5', card: 'ambush' })).toMatchObject({ unit: null, target: 'e5' });
    expect(actionSquares({ type: 'deploy', unit: 'imperial-guard', square: 'd2' })).toMatchObject({ unit: null, to: 'd2' });
    expect(actionSquares({ type: 'advance', unit: null })).toMatchObject({ unit: null, to: null });
    expect(actionSquares({ type: 'play', card: 'jean-lannes', use: 'command', supporting: ['e3', 'c3'] })).toMatchObject({
      unit: null,
      support: ['e3', 'c3']
    });
  });
});
