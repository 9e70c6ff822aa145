// The game as a validated action log: undo, replay of records (also tampered ones), refusals.
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, replay, toRecord, undo, type Game } from '../../../src/lib/rules';
import { act, PLAYERS, playTurn, playTurns, refuse, scenario, setupActions, setupGame } from './game-helpers';

/** A real game: setup plus three player turns (discards, draws, moves, Supply). */
function played(): Game {
  let g = setupGame();
  g = playTurn(g, { discard: ['withdraw', 'supply'], move: ['c1', 'c2'] });
  g = playTurn(g, { discard: ['scout'], move: ['c7', 'c6'] });
  g = act(
    g,
    { type: 'end-phase' },
    { type: 'end-phase' },
    { type: 'move', from: 'c2', to: 'c3' },
    { type: 'supply' },
    { type: 'move', from: 'a1', to: 'a2' }
  );
  return g;
}

describe('undo', () => {
  it('App (undo): restores the previous state exactly, action by action, back to the start', () => {
    const g = played();
    const n = toRecord(g).actions.length;
    let x = g;
    const states = [];
    for (let y: Game = g; ;) {
      states.push(y.state);
      const u = undo(y);
      if (u === y) break;
      y = u;
    }
    expect(states).toHaveLength(n + 1);
    // redoing every recorded action from the start gives the same states again
    x = newGame({ players: PLAYERS });
    const actions = toRecord(g).actions;
    for (let i = 0; i < actions.length; i++) {
      expect(x.state).toEqual(states[n - i]);
      x = act(x, actions[i]!);
    }
    expect(x.state).toEqual(g.state);
  });

  it('App (undo): gives back the very same earlier state and record; undo at the start changes nothing', () => {
    const a = played();
    const b = act(a, { type: 'end-phase' });
    const u = undo(b);
    expect(u.state).toBe(a.state);
    expect(toRecord(u).actions).toEqual(toRecord(a).actions);
    expect(b.state.phase).toBe('combat');
    expect(u.state.phase).toBe('movement');
    const start = newGame({ players: PLAYERS });
    expect(undo(start)).toBe(start);
  });

  it('App (undo), 6.1: undoing combat steps restores hands, table and units', () => {
    const g = scenario({ units: [{ d4: 'imperial-guard' }, { d5: '4th-regiment-of-foot' }] });
    const before = structuredClone(g.state);
    const x = act(g, { type: 'assault', from: 'd4', target: 'd5', card: 'imperial-guard-1' }, { type: 'withdraw', card: 'withdraw' });
    expect(x.state.decks[1].inPlay).toEqual(['withdraw']); // on the table until the advance ends the combat
    expect(undo(undo(x)).state).toEqual(before);
  });
});

describe('replay', () => {
  it('App (record adiutant-game/1): replay re-validates a record and rebuilds the same game (through JSON)', () => {
    const g = played();
    const r = replay(JSON.parse(JSON.stringify(toRecord(g))));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state).toEqual(g.state);
    expect(toRecord(r.value)).toEqual(toRecord(g));
  });

  it('App (record), 5-R2, 3.3-R1: a tampered record with an illegal action is refused, naming the action’s index', () => {
    const rec = structuredClone(toRecord(played()));
    const i = rec.actions.findIndex((a) => a.type === 'move');
    rec.actions[i] = { type: 'move', from: 'c1', to: 'c3' }; // infantry 2 squares
    const r = replay(rec);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('record/illegal-action');
    expect(r.error.params?.index).toBe(i + 1);
    expect(r.error.message).toContain(`Action ${i + 1} `);
    expect(r.error.message).toContain('rule 5-R');
    // a deployment outside the home rows, as the 8th action
    const bad = { format: 'adiutant-game/1', setup: { players: PLAYERS }, actions: setupActions() };
    bad.actions[7] = { type: 'deploy', unit: 'imperial-guard', square: 'd5' };
    const s = replay(bad);
    expect(s.ok || s.error.params?.index).toBe(8);
  });

  it('App (record), 2.3-R3, 2.2: a whole game to nightfall replays to the same result', () => {
    const g = playTurns(setupGame(), 1, 1);
    expect(g.state.result?.by).toBe('nightfall');
    expect(g.state.turn).toBe(11); // both decks exhausted in game turn 11
    const r = replay(JSON.parse(JSON.stringify(toRecord(g))));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.state).toEqual(g.state);
  });

  it('App (undo unlimited, record): a replayed game undoes step by step through exactly the games played', () => {
    const g = playTurns(setupGame(), 1, 1); // a whole game: several hundred actions
    const r = replay(JSON.parse(JSON.stringify(toRecord(g))));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    let steps = 0;
    for (let a: Game | null = r.value, b: Game | null = g; a || b; a = a!.previous, b = b!.previous, steps++) {
      expect(a && b).toBeTruthy();
      expect(a!.length).toBe(b!.length);
      expect(a!.state).toEqual(b!.state);
      expect(a!.lastAction).toEqual(b!.lastAction);
      expect(toRecord(a!)).toEqual(toRecord(b!));
    }
    expect(steps).toBe(toRecord(g).actions.length + 1);
  });

  it('App (undo, record): play goes on from a replayed game after an undo, and each game keeps its own record', () => {
    const g = played();
    const r = replay(JSON.parse(JSON.stringify(toRecord(g))));
    if (!r.ok) throw new Error(r.error.message);
    const back = undo(undo(r.value)); // before the Supply move and the Supply card
    const again = act(back, { type: 'supply' }, { type: 'move', from: 'a1', to: 'a2' });
    expect(again.state).toEqual(g.state);
    expect(toRecord(again)).toEqual(toRecord(g));
    // records are copies: changing one does not change another game's
    toRecord(back).actions.pop();
    expect(toRecord(r.value).actions).toHaveLength(toRecord(g).actions.length);
    expect(toRecord(again).actions).toHaveLength(toRecord(g).actions.length);
  });

  it('App (record): a record of the wrong shape is refused before any action is applied', () => {
    const r = replay({ format: 'adiutant-game/1', setup: { players: PLAYERS }, actions: [{ type: 'teleport' }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('record/invalid');
    const s = replay({ format: 'other', setup: { players: PLAYERS }, actions: [] });
    expect(s.ok).toBe(false);
  });
});

describe('refusals change nothing', () => {
  it('App (refusals), 5-R8: an illegal action (a third unit moving) returns an error and leaves the game unchanged', () => {
    const g = played();
    const state = g.state;
    const copy = structuredClone(g.state);
    const r = applyAction(g, { type: 'move', from: 'e1', to: 'e2' }); // a third unit
    expect(r.ok).toBe(false);
    expect(g.state).toBe(state);
    expect(g.state).toEqual(copy);
    expect(toRecord(g).actions).toHaveLength(toRecord(played()).actions.length);
    refuse(g, { type: 'teleport' }, 'action/invalid');
    refuse(g, { type: 'move', from: 'c3' }, 'action/invalid');
    refuse(g, null, 'action/invalid');
  });
});
