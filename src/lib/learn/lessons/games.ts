// The games the combat lessons stop in, as records (setup, deployment, then the player turns):
// each names the step it reaches. France is the First Player (south), unless noted.
import { fight, gameRecord, type GameSpec, moveTurn, mv, PASS, turn } from '../build';
import type { Action } from '$lib/rules';

// --- The front: after one game turn the Cuirassiers (d4) face the Lancers (d5), the Imperial
// Guard (f3) has the King's Dragoon Guards (f5) two squares away, in line of sight.
const FRONT: GameSpec = {
  deploy: [
    { '1st-cuirassiers': 'd2', 'imperial-guard': 'f2' },
    { '9th-queens-royal-lancers': 'd7', 'kings-dragoons-guards': 'f7' }
  ]
};
const frontTurns = (): Action[] => [
  ...moveTurn('d2', 'd4'),
  ...turn({ movement: [mv('d7', 'd5'), { type: 'supply' }, mv('f7', 'f5')] }),
  ...turn({ movement: [mv('f2', 'f3')], stop: 'combat' })
];
/** France's Combat Phase, game turn 2, on the front. */
export const FRONT_COMBAT = gameRecord(FRONT, frontTurns());
/** The same with d4 a Marsh (the Cuirassiers ride into it). */
export const MARSH_COMBAT = gameRecord({ ...FRONT, terrain: { d4: 'm' } }, frontTurns());
/** The Guard's Bombardment of f5 declared: the roll is next (no card step in a Bombardment). */
export const FRONT_BOMBARD = gameRecord(FRONT, frontTurns(), fight('bombard', 'f3', 'f5', 'imperial-guard-2'));
/** That Bombardment rolled and missed: the turn's one combat is spent. */
export const FRONT_AFTER = gameRecord(FRONT, frontTurns(), fight('bombard', 'f3', 'f5', 'imperial-guard-2'), {
  type: 'roll',
  dice: [1, 1]
});

// --- Deep: the Cuirassiers ride to d6, next to the 42nd (d7); the 52nd (e7) is diagonal to them.
const DEEP: GameSpec = {
  deploy: [{ '1st-cuirassiers': 'd2' }, { '42nd-regiment-of-foot': 'd7', '52nd-regiment-of-foot': 'e7' }]
};
/** Great Britain's Combat Phase, game turn 2: the 42nd may fire a Volley at d6. */
export const DEEP_COMBAT = gameRecord(
  DEEP,
  moveTurn('d2', 'd4'),
  moveTurn('a7', 'a6'),
  moveTurn('d4', 'd6'),
  turn({ movement: [mv('a6', 'a5')], stop: 'combat' })
);

// --- Austria as the Second Player (Ambush, Guerrilla).
const AUSTRIA: GameSpec = { nations: ['france', 'austria'], deploy: [{ '1st-cuirassiers': 'd2' }, { '3rd-regiment': 'd7' }] };
/** Austria's Combat Phase, game turn 1: it may Ambush any French unit. */
export const AUSTRIA_COMBAT = gameRecord(AUSTRIA, moveTurn('a1', 'a2'), turn({ movement: [mv('a7', 'a6')], stop: 'combat' }));
/** Austria's Ambush on d1 (no open square beside it, so no Withdraw), France passed: Austria's cards (step 5). */
export const AUSTRIA_AMBUSH_CARDS = gameRecord(
  AUSTRIA,
  moveTurn('a1', 'a2'),
  turn({ movement: [mv('a7', 'a6')], combat: [{ type: 'ambush', target: 'd1', card: 'ambush' }, PASS], stop: 'combat' })
);
/** France has just played Supply: Austria may answer with Guerrilla. */
export const AUSTRIA_GUERRILLA = gameRecord(AUSTRIA, turn({ movement: [mv('a1', 'a2'), { type: 'supply' }], stop: 'movement' }));
/** France assaults the Austrian 3rd Regiment (d6): Austria's withdraw step. */
export const AUSTRIA_DEFENDS = gameRecord(
  AUSTRIA,
  moveTurn('d2', 'd4'),
  moveTurn('d7', 'd6'),
  turn({ movement: [mv('d4', 'd5')], combat: [fight('assault', 'd5', 'd6', '1st-cuirassiers-1')], stop: 'combat' })
);

// --- A retreat with a choice of flanks: the 42nd (e6) has the 52nd behind it (e7); France's
// cavalry assaults from e5 and rolls low: the defender chooses, and retreats.
const FLANKS = (cavalry: '1st-cuirassiers' | 'guard-cavalry'): GameSpec => ({
  deploy: [{ [cavalry]: 'e2' }, { '42nd-regiment-of-foot': 'e7', '52nd-regiment-of-foot': 'e8' }]
});
const flankTurns = (): Action[] => [
  ...moveTurn('e2', 'e4'),
  ...turn({ movement: [mv('e7', 'e6'), { type: 'supply' }, mv('e8', 'e7')] }),
  ...turn({ movement: [mv('e4', 'e5')], stop: 'combat' })
];
const assault = (card: string): Action => ({ type: 'assault', from: 'e5', target: 'e6', card });
/** France's Combat Phase facing the 42nd. */
export const FLANK_COMBAT = gameRecord(FLANKS('1st-cuirassiers'), flankTurns());
/** The Assault declared: Great Britain may withdraw. */
export const FLANK_WITHDRAW = gameRecord(FLANKS('1st-cuirassiers'), flankTurns(), assault('1st-cuirassiers-1'));
/** Both passed: France's cards (step 5). */
export const FLANK_ATTACKER = gameRecord(FLANKS('1st-cuirassiers'), flankTurns(), assault('1st-cuirassiers-1'), PASS, PASS);
/** Rolled 1 + 1: 9 against 6, the defender chooses. */
export const FLANK_CHOOSE = gameRecord(FLANKS('1st-cuirassiers'), flankTurns(), assault('1st-cuirassiers-1'), PASS, PASS, PASS, {
  type: 'roll',
  dice: [1, 1]
});
const retreated = [
  assault('1st-cuirassiers-1'),
  PASS,
  PASS,
  PASS,
  { type: 'roll', dice: [1, 1] },
  { type: 'choose-result', choice: 'retreat' }
] as Action[];
/** Great Britain chose Retreat: back is blocked, both flanks are open. */
export const FLANK_RETREAT = gameRecord(FLANKS('1st-cuirassiers'), flankTurns(), retreated);
/** Retreated to f6: the Cuirassiers must advance. */
export const FLANK_ADVANCE = gameRecord(FLANKS('1st-cuirassiers'), flankTurns(), retreated, { type: 'retreat', to: 'f6' });
/** Advanced: the pursuit roll (one d6 for the initiating card, Pursuit 4). */
export const FLANK_PURSUIT = gameRecord(
  FLANKS('1st-cuirassiers'),
  flankTurns(),
  retreated,
  { type: 'retreat', to: 'f6' },
  { type: 'advance', unit: 'e5' }
);
/** The same with a second card played for the Cuirassiers (Pursuit 3): two pursuit dice. */
export const FLANK_PURSUIT_TWO = gameRecord(
  FLANKS('1st-cuirassiers'),
  flankTurns(),
  assault('1st-cuirassiers-1'),
  PASS,
  PASS,
  { type: 'play', card: '1st-cuirassiers-2', unit: 'e5' },
  PASS,
  { type: 'roll', dice: [1, 1, 1, 1] },
  { type: 'choose-result', choice: 'retreat' },
  { type: 'retreat', to: 'f6' },
  { type: 'advance', unit: 'e5' }
);
/** The Guard Cavalry (Not Required To Advance) in the same attack, at the advance. */
export const NRTA_ADVANCE = gameRecord(
  FLANKS('guard-cavalry'),
  flankTurns(),
  assault('guard-cavalry-1'),
  PASS,
  PASS,
  PASS,
  { type: 'roll', dice: [1, 1] },
  { type: 'choose-result', choice: 'retreat' },
  { type: 'retreat', to: 'f6' }
);

// --- The Guard's attack on the Lancers at d3, with the 4th Suisse in a Marsh (c3) and the 19th
// (e3) beside the target: who may support, and the Guard reduced by its failed attack.
const LINE: GameSpec = {
  terrain: { c3: 'm' },
  deploy: [{ 'imperial-guard': 'd2', '4th-regiment-suisse': 'c2', '19th-regiment-legere': 'e2' }, { '9th-queens-royal-lancers': 'd7' }]
};
const lineTurns = (): Action[] => [...moveTurn('c2', 'c3'), ...moveTurn('d7', 'd5'), ...moveTurn('e2', 'e3'), ...moveTurn('d5', 'd3')];
const guardAssault: Action = fight('assault', 'd2', 'd3', 'imperial-guard-1');
/** Game turn 3: France's Guard assaults the Lancers; Great Britain withdraws or not. */
export const LINE_WITHDRAW = gameRecord(LINE, lineTurns(), turn({ movement: [mv('a1', 'a2')], combat: [guardAssault], stop: 'combat' }));
/** Great Britain's defence cards (step 4). */
export const LINE_DEFENDER = gameRecord(
  LINE,
  lineTurns(),
  turn({ movement: [mv('a1', 'a2')], combat: [guardAssault, PASS], stop: 'combat' })
);
/** France's cards (step 5): a Leader may bring supporting units. */
export const LINE_ATTACKER = gameRecord(
  LINE,
  lineTurns(),
  turn({ movement: [mv('a1', 'a2')], combat: [guardAssault, PASS, PASS], stop: 'combat' })
);
/** Lannes played for his Combat value. */
export const LINE_LEADER = gameRecord(
  LINE,
  lineTurns(),
  turn({
    movement: [mv('a1', 'a2')],
    combat: [guardAssault, PASS, PASS, { type: 'play', card: 'jean-lannes', use: 'combat' }],
    stop: 'combat'
  })
);
/** The Lancers defend with two cards (Defence 6 + 6); the Guard rolls 1 + 1 and takes the hit. */
const failedAttack: Action[] = [
  guardAssault,
  PASS,
  { type: 'play', card: '9th-queens-royal-lancers-1' },
  { type: 'play', card: '9th-queens-royal-lancers-2' },
  PASS,
  PASS,
  { type: 'roll', dice: [1, 1] }
];
/** France's Restoration Phase with its Guard reduced (d2). */
export const LINE_RESTORE = gameRecord(LINE, lineTurns(), turn({ movement: [mv('a1', 'a2')], combat: failedAttack, stop: 'restoration' }));
/** France's Restoration Phase after this restoration action (the Guard reduced on d2, the unit on a2 beside it). */
const lineRestoration = (restoration: Action) =>
  gameRecord(
    LINE,
    lineTurns(),
    turn({ movement: [mv('a1', 'a2')], combat: failedAttack, restoration: [restoration], stop: 'restoration' })
  );
/** The same after the Guard was restored with Supply. */
export const LINE_RESTORED = lineRestoration({ type: 'restore', card: 'supply', unit: 'd2' });
/** The same after a Redoubt was built under the unit on a2 (no restoration tried). */
export const LINE_REDOUBT = lineRestoration({ type: 'redoubt', card: 'redoubt', unit: 'a2' });
/** The same attack as a Skirmish: France played Skirmish in step 5, the Guard may now move. */
export const LINE_SKIRMISH = gameRecord(
  LINE,
  lineTurns(),
  turn({ movement: [mv('a1', 'a2')], combat: [guardAssault, PASS, PASS, { type: 'play', card: 'skirmish' }], stop: 'combat' })
);

// --- Great Britain attacks with a Committed Attack.
const COMMITTED: GameSpec = { deploy: [{ '1st-cuirassiers': 'd2' }, { '9th-queens-royal-lancers': 'd7' }] };
const lancersAssault: Action[] = [fight('assault', 'd5', 'd4', '9th-queens-royal-lancers-1'), PASS, PASS];
/** Rolled 8 + 8 and 6 + 6: the Cuirassiers are eliminated, the Lancers advance. */
export const COMMITTED_ADVANCE = gameRecord(
  COMMITTED,
  moveTurn('d2', 'd4'),
  turn({
    movement: [mv('d7', 'd5')],
    combat: [...lancersAssault, { type: 'play', card: 'committed-attack' }, PASS, { type: 'roll', dice: [8, 8, 6, 6] }],
    stop: 'combat'
  })
);

// --- Great Britain's Spy: its Draw Phase, game turn 1, after a discard.
export const SPY_DRAW = gameRecord({ deploy: [{}, {}] }, moveTurn('a1', 'a2'), turn({ discard: ['supply'], stop: 'draw' }));
