// turnMoves (src/lib/ui/play/moves.ts, issue 11): the arrows on the board, read back from the
// action log: the moves of the player turn under way along the squares they really went through
// (a cavalry move that turns goes round its corner), with the Forced March, the defender's retreat,
// the advance after combat and the Skirmish move; before the active player has moved, the previous
// player turn's moves (current: false). Real games from the e2e fixtures and hand-made positions.
import { describe, expect, it } from 'vitest';
import { newGame, prompt, type Game } from '$lib/rules';
import { turnMoves, type MovePath } from '$lib/ui/play/moves';
import { scenario } from '../rules/game-helpers';
import { assaultRetreatAdvance, END, fixture, PASS, play } from '../app/fixtures';

const paths = (g: Game) => turnMoves(g).map((p: MovePath) => ({ ...p, squares: [...p.squares] }));

describe('turnMoves on ordinary-turn (Ala, France, game turn 3)', () => {
  const start = fixture('ordinary-turn');

  it('before Ala moves: Bartek’s move of the previous player turn (a7→a6), not current', () => {
    expect(prompt(start).step).toBe('discard');
    expect(paths(start)).toEqual([{ squares: ['a7', 'a6'], kind: 'move', seat: 1, current: false }]);
    // still so in her Movement Phase before the move
    expect(paths(play(start, END, END))).toEqual([{ squares: ['a7', 'a6'], kind: 'move', seat: 1, current: false }]);
  });

  it('5-R2, 5-R3: the 1st Cuirassiers b2→c3 is drawn through b3 (c2 is held by the 2nd Regiment Legere)', () => {
    const g = play(start, END, END, { type: 'move', from: 'b2', to: 'c3' });
    expect(paths(g)).toEqual([{ squares: ['b2', 'b3', 'c3'], kind: 'move', seat: 0, current: true }]);
  });

  it('5-R10: the Forced March extends the same arrow (Great Britain has no Guerrilla: at once)', () => {
    const g = play(start, END, END, { type: 'move', from: 'b2', to: 'c3' }, { type: 'forced-march', from: 'c3', to: 'c4' });
    expect(g.state.pending).toBeNull();
    expect(paths(g)).toEqual([{ squares: ['b2', 'b3', 'c3', 'c4'], kind: 'move', seat: 0, current: true }]);
  });

  it('5-R8: a second move with Supply is a second arrow', () => {
    const g = play(start, END, END, { type: 'move', from: 'b2', to: 'c3' }, { type: 'supply' }, { type: 'move', from: 'd4', to: 'd5' });
    expect(paths(g)).toEqual([
      { squares: ['b2', 'b3', 'c3'], kind: 'move', seat: 0, current: true },
      { squares: ['d4', 'd5'], kind: 'move', seat: 0, current: true }
    ]);
  });

  it('once Ala’s player turn is over, Bartek sees her moves as the previous turn’s until he moves', () => {
    const g = play(start, END, END, { type: 'move', from: 'b2', to: 'c3' }, END, END, END);
    expect(g.state.active).toBe(1);
    expect(paths(g)).toEqual([{ squares: ['b2', 'b3', 'c3'], kind: 'move', seat: 0, current: false }]);
    const moved = play(g, END, END, { type: 'move', from: 'a6', to: 'a5' });
    expect(paths(moved)).toEqual([{ squares: ['a6', 'a5'], kind: 'move', seat: 1, current: true }]);
  });

  it('nothing in setup', () => {
    expect(turnMoves(newGame({ players: ['Ala', 'Bartek'] }))).toEqual([]);
  });
});

describe('turnMoves in a combat (combat-france-britain: Ala moved c2→c3, then assaults d7 from d6)', () => {
  it('6.5: the retreat of the 4th Regiment of Foot and the advance of the 1st Cuirassiers are drawn with the move', () => {
    const g = assaultRetreatAdvance();
    expect(prompt(g).step).toBe('combat:pursuit');
    expect(paths(g)).toEqual([
      { squares: ['c2', 'c3'], kind: 'move', seat: 0, current: true },
      { squares: ['d7', 'c7'], kind: 'retreat', seat: 1, current: true },
      { squares: ['d6', 'd7'], kind: 'advance', seat: 0, current: true }
    ]);
    // and after the pursuit roll and the end of the phase
    const after = play(g, { type: 'roll', dice: [5] }, END);
    expect(turnMoves(after).filter((p) => p.kind === 'advance')).toEqual([
      { squares: ['d6', 'd7'], kind: 'advance', seat: 0, current: true }
    ]);
  });

  it('6.5-R13: in a player turn with no move, the advance is drawn (not the previous player turn’s move)', () => {
    // a hand-made Combat Phase (no move made in it): Assault, Hit and Retreat, retreat, advance
    const g0 = scenario({ units: [{ d6: '1st-cuirassiers' }, { d7: '4th-regiment-of-foot', d8: '1st-foot-guards' }] });
    expect(turnMoves(g0)).toEqual([]);
    let g = play(g0, { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' });
    while (prompt(g).step !== 'combat:roll') g = play(g, PASS);
    g = play(g, { type: 'roll', dice: [10, 10] });
    expect(prompt(g).step).toBe('combat:retreat');
    g = play(g, { type: 'retreat', to: 'e7' }, { type: 'advance', unit: 'd6' });
    expect(paths(g)).toEqual([
      { squares: ['d7', 'e7'], kind: 'retreat', seat: 1, current: true },
      { squares: ['d6', 'd7'], kind: 'advance', seat: 0, current: true }
    ]);
  });

  it('9.2-R23: the Skirmish move is drawn along its real path', () => {
    let g = play(fixture('combat-france-britain'), { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' }, PASS, PASS);
    expect(prompt(g).step).toBe('combat:attacker');
    g = play(g, { type: 'play', card: 'skirmish' });
    expect(prompt(g).step).toBe('combat:skirmish-move');
    g = play(g, { type: 'skirmish-move', to: 'c5' });
    expect(paths(g)).toEqual([
      { squares: ['c2', 'c3'], kind: 'move', seat: 0, current: true },
      { squares: ['d6', 'd5', 'c5'], kind: 'skirmish', seat: 0, current: true }
    ]);
  });

  it('9.2-R23: a Skirmish move that stays put draws nothing', () => {
    let g = play(fixture('combat-france-britain'), { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' }, PASS, PASS);
    g = play(g, { type: 'play', card: 'skirmish' }, { type: 'skirmish-move', to: 'd6' });
    expect(paths(g)).toEqual([{ squares: ['c2', 'c3'], kind: 'move', seat: 0, current: true }]);
  });
});

describe('turnMoves and the opponent’s Guerrilla (France against Spain)', () => {
  const vsSpain = () =>
    scenario({ nations: ['france', 'spain'], units: [{ c3: '2nd-regiment-legere' }, { c7: 'walloon-guards' }], phase: 'movement' });

  it('9.2-R11: a Forced March waiting for the Guerrilla answer is drawn once it is let through', () => {
    let g = play(vsSpain(), { type: 'move', from: 'c3', to: 'c4' }, { type: 'forced-march', from: 'c4', to: 'c5' });
    expect(g.state.pending).not.toBeNull();
    expect(paths(g)).toEqual([{ squares: ['c3', 'c4'], kind: 'move', seat: 0, current: true }]);
    g = play(g, PASS);
    expect(paths(g)).toEqual([{ squares: ['c3', 'c4', 'c5'], kind: 'move', seat: 0, current: true }]);
  });

  it('9.2-R12: a Forced March cancelled by the Guerrilla is not drawn', () => {
    const g = play(
      vsSpain(),
      { type: 'move', from: 'c3', to: 'c4' },
      { type: 'forced-march', from: 'c4', to: 'c5' },
      { type: 'guerrilla' }
    );
    expect(paths(g)).toEqual([{ squares: ['c3', 'c4'], kind: 'move', seat: 0, current: true }]);
  });
});
