// Rule 3: setup through applyAction, step by step.
import { describe, expect, it } from 'vitest';
import { MAX_FIRST_PLAYER_ROLLS, newGame, prompt, replay, toRecord, undo, type Game } from '../../../src/lib/rules';
import { act, PLAYERS, refuse, setupActions, setupGame } from './game-helpers';

const fresh = (): Game => newGame({ players: PLAYERS });

// Sections NW, NE, SW, SE; section 21 in the SW at 0° puts a Lake on b1 and b3 (rows "clch", "clcc").
const SECTIONS = [
  { id: 1, rotation: 0 as const },
  { id: 5, rotation: 90 as const },
  { id: 21, rotation: 0 as const },
  { id: 12, rotation: 180 as const }
];

/** Up to the deployment, Seat 1 First Player (Great Britain, west edge), Seat 0 France (east edge). */
function toDeploy(): Game {
  return act(
    fresh(),
    { type: 'roll-first-player', dice: [3, 7] },
    { type: 'choose-map', sections: SECTIONS },
    { type: 'choose-nations', nations: ['france', 'great-britain'] },
    { type: 'choose-army', nation: 'great-britain' },
    { type: 'choose-edge', edge: 'east' },
    { type: 'deal' }
  );
}

describe('3 setup', () => {
  it('3-R1: the higher d10 is the First Player; a tie is recorded and re-rolled', () => {
    let g = fresh();
    expect(prompt(g)).toMatchObject({ step: 'roll', player: null, rule: '3-R1' });
    g = act(g, { type: 'roll-first-player', dice: [6, 6] });
    expect(g.state.rolls).toEqual([[6, 6]]);
    expect(g.state.first).toBeNull();
    expect(g.state.setupStep).toBe('roll');
    g = act(g, { type: 'roll-first-player', dice: [3, 10] });
    expect(g.state.rolls).toEqual([
      [6, 6],
      [3, 10]
    ]);
    expect(g.state.first).toBe(1);
    expect(g.state.setupStep).toBe('map');
  });

  it('3-R1: ties are re-rolled up to MAX_FIRST_PLAYER_ROLLS rolls, then refused (the limit a record may hold)', () => {
    let g = fresh();
    for (let i = 0; i < MAX_FIRST_PLAYER_ROLLS; i++) g = act(g, { type: 'roll-first-player', dice: [(i % 10) + 1, (i % 10) + 1] });
    expect(g.state.rolls).toHaveLength(MAX_FIRST_PLAYER_ROLLS);
    refuse(g, { type: 'roll-first-player', dice: [2, 9] }, 'setup/too-many-rolls');
    // the game so far is a record that loads again
    const again = replay(toRecord(g));
    expect(again.ok && again.value.state.rolls.length).toBe(MAX_FIRST_PLAYER_ROLLS);
  });

  it('3-R1, 1.2: a d10 shows 1…10; other values are refused', () => {
    refuse(fresh(), { type: 'roll-first-player', dice: [0, 4] }, 'dice/invalid');
    refuse(fresh(), { type: 'roll-first-player', dice: [11, 4] }, 'dice/invalid');
    refuse(fresh(), { type: 'roll-first-player', dice: [2.5, 4] }, 'dice/invalid');
  });

  it('3-R2…R5: steps in order, each made by the right player; the First Player gets the opposite edge', () => {
    let g = act(fresh(), { type: 'roll-first-player', dice: [3, 7] }); // seat 1 is First Player
    // out of order: nations before the map
    refuse(g, { type: 'choose-nations', nations: ['france', 'austria'] }, 'setup/wrong-step');
    refuse(g, { type: 'deal' }, 'setup/wrong-step');
    expect(prompt(g)).toMatchObject({ step: 'map', player: 1, rule: '3-R2' });
    refuse(g, { type: 'choose-map', sections: SECTIONS.slice(0, 3) }, 'position/section-count');
    refuse(g, { type: 'choose-map', sections: [...SECTIONS.slice(0, 3), { id: 1, rotation: 0 }] }, 'position/section-duplicate');
    g = act(g, { type: 'choose-map', sections: SECTIONS });
    expect(g.state.sections).toEqual(SECTIONS);
    expect(prompt(g)).toMatchObject({ step: 'nations', player: 0, rule: '3-R3' });
    refuse(g, { type: 'choose-nations', nations: ['france', 'france'] }, 'position/same-nation');
    // 1.3-R1: eight armies; a record may name any id, and one the box has no army for is the rule's refusal
    refuse(g, { type: 'choose-nations', nations: ['france', 'bavaria'] }, 'position/nation-unknown');
    g = act(g, { type: 'choose-nations', nations: ['france', 'great-britain'] });
    expect(prompt(g)).toMatchObject({ step: 'army', player: 1, rule: '3-R4' });
    refuse(g, { type: 'choose-army', nation: 'austria' }, 'setup/nation-not-chosen');
    refuse(g, { type: 'choose-army', nation: 'bavaria' }, 'setup/nation-not-chosen');
    g = act(g, { type: 'choose-army', nation: 'great-britain' });
    // the First Player (seat 1) commands Great Britain; the opponent gets France
    expect(g.state.armies!.map((a) => a.nation)).toEqual(['france', 'great-britain']);
    expect(prompt(g)).toMatchObject({ step: 'edge', player: 0, rule: '3-R5' });
    g = act(g, { type: 'choose-edge', edge: 'east' });
    expect(g.state.armies![0].edge).toBe('east'); // the Second Player's pick
    expect(g.state.armies![1].edge).toBe('west'); // opposite, for the First Player
    expect(prompt(g)).toMatchObject({ step: 'deal', player: null });
  });

  it('3-R6, 3-R7: 5 cards are dealt to each player before deployment (deck 55, hand 5)', () => {
    const g = toDeploy();
    for (const d of g.state.decks) expect(d).toMatchObject({ drawPile: 55, hand: 5, discard: [], inPlay: [] });
    expect(g.state.setupStep).toBe('deploy');
    // before the deal nothing is in hand
    const before = undo(g).state;
    for (const d of before.decks) expect(d).toMatchObject({ drawPile: 60, hand: 0 });
  });

  it('3.3-R1, R2, 3-R8: own two home rows only, one unit per square, never a Lake; the First Player deploys all 8 first', () => {
    let g = toDeploy();
    expect(prompt(g)).toMatchObject({ step: 'deploy', player: 1 });
    // Great Britain (First Player, west edge): home rows are files a and b
    refuse(g, { type: 'deploy', unit: '1st-foot-guards', square: 'c4' }, 'setup/deploy-home-rows');
    refuse(g, { type: 'deploy', unit: '1st-foot-guards', square: 'h4' }, 'setup/deploy-home-rows');
    refuse(g, { type: 'deploy', unit: '1st-foot-guards', square: 'b1' }, 'setup/deploy-lake');
    // the Second Player may not deploy before the First has placed all 8
    refuse(g, { type: 'deploy', unit: 'imperial-guard', square: 'h4' }, 'position/unit-unknown');
    g = act(g, { type: 'deploy', unit: '1st-foot-guards', square: 'a1' });
    refuse(g, { type: 'deploy', unit: '4th-regiment-of-foot', square: 'a1' }, 'setup/deploy-occupied');
    refuse(g, { type: 'deploy', unit: '1st-foot-guards', square: 'a2' }, 'setup/unit-deployed');
    const gb = [
      '4th-regiment-of-foot',
      '32nd-regiment-of-foot',
      '42nd-regiment-of-foot',
      '52nd-regiment-of-foot',
      'dutch-belgians',
      'kings-dragoons-guards'
    ];
    gb.forEach((u, i) => (g = act(g, { type: 'deploy', unit: u, square: `a${i + 2}` })));
    expect(prompt(g).player).toBe(1); // still one British unit to place
    refuse(g, { type: 'deploy', unit: 'imperial-guard', square: 'h1' }, 'position/unit-unknown');
    g = act(g, { type: 'deploy', unit: '9th-queens-royal-lancers', square: 'b2' });
    // now the Second Player (France, east edge: files g and h)
    expect(prompt(g)).toMatchObject({ step: 'deploy', player: 0 });
    refuse(g, { type: 'deploy', unit: 'imperial-guard', square: 'f1' }, 'setup/deploy-home-rows');
    const fr = g.state.armies![0].toDeploy.slice();
    fr.forEach((u, i) => (g = act(g, { type: 'deploy', unit: u, square: `h${i + 1}` })));
    // 3-R9, 4-R7: play begins with the First Player's Discard Phase of game turn 1
    expect(g.state).toMatchObject({ stage: 'play', active: 1, phase: 'discard', turn: 1 });
    expect(prompt(g)).toMatchObject({ stage: 'play', step: 'discard', player: 1 });
    // 3.3-R3: all at full strength
    for (const a of g.state.armies!) {
      expect(a.units).toHaveLength(8);
      expect(a.units.every((u) => !u.reduced)).toBe(true);
    }
  });

  it('3: setup actions are refused once play has begun', () => {
    const g = setupGame();
    refuse(g, { type: 'deploy', unit: 'imperial-guard', square: 'a3' }, 'action/not-now');
    refuse(g, { type: 'roll-first-player', dice: [1, 2] }, 'action/not-now');
    expect(setupActions()).toHaveLength(22);
  });
});
