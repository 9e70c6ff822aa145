// Scout/Spy timing (9.2-R25, reading A26 of the rules digest): any time in the active player's own
// player turn — every phase, mid-draw, and their own combat — never in the opponent's turn. The
// engine takes a turn one answer at a time, so while the opponent is to answer (Withdraw, defence
// cards, their retreat or choice, Guerrilla) the card waits for that answer.
import { describe, expect, it } from 'vitest';
import { automaticAction } from '../../../src/lib/app/flow';
import { legalActions, prompt, type Game } from '../../../src/lib/rules';
import { act, refuse, scenario } from './game-helpers';

const SCOUT = { type: 'scout', card: 'scout' } as const;
const listed = (g: Game) => legalActions(g).some((l) => l.action.type === 'scout');

/** Great Britain (seat 0, it holds a Spy) makes an Assault from c4 on the French unit on c5. */
function assault(hands: [number, number] = [5, 5]): Game {
  return scenario({
    nations: ['great-britain', 'france'],
    edges: ['south', 'north'],
    units: [{ c4: '1st-foot-guards', b4: '4th-regiment-of-foot' }, { c5: 'imperial-guard' }],
    hands
  });
}

describe('Scout/Spy any time in the active player’s own turn (9.2-R25, A26)', () => {
  it('A26: mid-draw — draw to 5, play it, draw to 5 again', () => {
    let g = scenario({
      nations: ['great-britain', 'france'],
      edges: ['south', 'north'],
      units: [{ c4: '1st-foot-guards' }, { c6: 'imperial-guard' }],
      phase: 'draw',
      hands: [3, 5]
    });
    g = act(g, { type: 'draw' });
    expect(g.state.decks[0].hand).toBe(5);
    expect(listed(g)).toBe(true);
    g = act(g, SCOUT, { type: 'draw' });
    expect(g.state.decks[0]).toMatchObject({ hand: 5, discard: ['scout'] });
  });

  it('A26: during the active player’s own combat, at their card step and at the roll', () => {
    // the defender holds no card: the combat goes straight to the attacker's cards (6.1 step 5)
    let g = act(assault([5, 0]), { type: 'assault', from: 'c4', target: 'c5', card: '1st-foot-guards-1' });
    expect(prompt(g).step).toBe('combat:attacker');
    expect(listed(g)).toBe(true);
    const played = act(g, SCOUT);
    expect(played.state.combat?.step).toBe('attacker'); // nothing else changes
    expect(played.state.decks[0].discard).toEqual(['scout']);
    g = act(g, { type: 'pass' });
    expect(prompt(g).step).toBe('combat:roll');
    expect(listed(g)).toBe(true);
    expect(act(g, SCOUT).state.combat?.step).toBe('roll');
  });

  it('A26: while the opponent answers in the combat (defence cards), it waits for the answer; then it may be played', () => {
    let g = act(assault(), { type: 'assault', from: 'c4', target: 'c5', card: '1st-foot-guards-1' });
    expect(prompt(g).player).toBe(1);
    expect(listed(g)).toBe(false);
    const e = refuse(g, SCOUT, 'card/scout-wait');
    expect(e.rule).toBe('9.2-R25');
    while (prompt(g).player === 1) g = act(g, { type: 'pass' });
    expect(prompt(g).step).toBe('combat:attacker');
    expect(act(g, SCOUT).state.decks[0].discard).toEqual(['scout']);
  });

  it('A26: never in the opponent’s turn — France (no Spy in its deck) cannot play one in Great Britain’s place', () => {
    const g = scenario({
      nations: ['france', 'great-britain'],
      edges: ['south', 'north'],
      units: [{ c4: 'imperial-guard' }, { c6: '1st-foot-guards' }],
      phase: 'movement'
    });
    expect(listed(g)).toBe(false);
    refuse(g, SCOUT, 'card/unknown');
  });

  it('A26: a combat step with one thing to do stays automatic although the Spy is listed (it changes nothing there)', () => {
    let g = scenario({
      nations: ['great-britain', 'france'],
      edges: ['south', 'north'],
      units: [{ c4: '4th-regiment-of-foot' }, { c5: '2nd-regiment-legere*' }],
      hands: [5, 0]
    });
    g = act(g, { type: 'assault', from: 'c4', target: 'c5', card: '4th-regiment-of-foot-1' }, { type: 'pass' });
    g = act(g, { type: 'roll', dice: [8, 8] }); // 4 + 16 against a reduced unit: eliminated (A ≥ 4D), the square is vacated
    expect(prompt(g).step).toBe('combat:advance');
    expect(listed(g)).toBe(true);
    expect(automaticAction(g)).toEqual({ type: 'advance', unit: 'c4' });
  });
});
