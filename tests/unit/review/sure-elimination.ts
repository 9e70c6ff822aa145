// A hand-made game for the review's blunder test (issue 33: "walking into a sure elimination when a
// safe square was free"). Both armies have lost 4 units (2.1-R1: the fifth loss ends the game):
// France's Imperial Guard assaulted four British units on row 7, Britain's Foot Guards four French
// units on row 2 (each Assault 2d8 rolled 8+8 against a defence of at most 6: A ≥ 4D, eliminated).
// France's Guard Cavalry bombarded the 9th Queen's Royal Lancers (reduced, 6.2-R11) and stands on g4,
// the Lancers on h5. France discarded every card it held at each of its 11 turns, so it has drawn
// its whole deck (2.3-R1, drawPile 0, not reshuffled): its discard pile and its plays are every card
// but five, so its hand is known to both players whatever it would have liked to hold — three Guard
// Cavalry 2d8 Assault cards and two Supply. In Britain's Movement Phase of turn 11 the Lancers move
// h5→h4, next to the Guard Cavalry: France's Assault then has A ≥ 8 + 2 = 10 ≥ 3 × 3 (the reduced
// Lancers' defence on Clear, Britain holding no card for them), a Hit on a reduced unit: eliminated,
// Britain's fifth loss. h7 was free and out of the Guard Cavalry's reach.
import { applyAction, DEFAULT_CATALOG, newGame, prompt, type Action, type GameRecord } from '$lib/rules';
import { fight, gameRecord, mv, PASS, turn, type GameSpec } from '$lib/learn/build';

/** France's hand at the decision: the five cards of its deck neither discarded nor played. */
export const FRANCE_HAND = ['guard-cavalry-2', 'guard-cavalry-2', 'guard-cavalry-2', 'supply', 'supply'];
const PLAYED = ['guard-cavalry-3', 'imperial-guard-1', 'imperial-guard-1', 'imperial-guard-1', 'imperial-guard-1'];
/** Britain's hand at the decision, typed in: no card for the Lancers, no Leader, no Withdraw, none for a unit next to a French one. */
export const BRITAIN_HAND = [
  '4th-regiment-of-foot-1',
  '4th-regiment-of-foot-1',
  '4th-regiment-of-foot-1',
  '4th-regiment-of-foot-2',
  '42nd-regiment-of-foot-1'
];

const SPEC: GameSpec = {
  deploy: [
    {
      'imperial-guard': 'd2',
      'guard-cavalry': 'g2',
      '4th-regiment-suisse': 'a2',
      '2nd-regiment-legere': 'b2',
      '8th-regiment-legere': 'c2',
      '45th-regiment-legere': 'd1',
      '1st-cuirassiers': 'a1',
      '19th-regiment-legere': 'h1'
    },
    {
      '32nd-regiment-of-foot': 'd7',
      '42nd-regiment-of-foot': 'e7',
      '52nd-regiment-of-foot': 'f7',
      'dutch-belgians': 'g7',
      '9th-queens-royal-lancers': 'h7',
      '1st-foot-guards': 'a7',
      'kings-dragoons-guards': 'a8',
      '4th-regiment-of-foot': 'b8'
    }
  ]
};

/** Marks an Assault's card steps, dice and advance, filled in by `record` from what the engine asks. */
const STEPS = { type: 'pass', steps: true } as unknown as Action;
const assault = (from: string, to: string, card: string): Action[] => [fight('assault', from, to, card), STEPS];
const bombard = (from: string, to: string, card: string): Action[] => [fight('bombard', from, to, card), { type: 'roll', dice: [6, 6] }];

/** Each side's turns 1…11: the unit moved and the combat. */
const FRANCE: [Action, Action[]][] = [
  [mv('d2', 'd3'), []],
  [mv('g2', 'g4'), bombard('g4', 'h5', 'guard-cavalry-3')],
  [mv('d3', 'd4'), []],
  [mv('d4', 'd5'), []],
  [mv('d5', 'd6'), assault('d6', 'd7', 'imperial-guard-1')],
  [mv('d6', 'e6'), assault('e6', 'e7', 'imperial-guard-1')],
  [mv('e6', 'f6'), assault('f6', 'f7', 'imperial-guard-1')],
  [mv('f6', 'g6'), assault('g6', 'g7', 'imperial-guard-1')],
  [mv('d1', 'd2'), []],
  [mv('h1', 'h2'), []],
  [mv('h2', 'h1'), []]
];
const BRITAIN: [Action, Action[]][] = [
  [mv('h7', 'h5'), []],
  [mv('a7', 'a6'), []],
  [mv('a6', 'a5'), []],
  [mv('a5', 'a4'), []],
  [mv('a4', 'a3'), assault('a3', 'a2', '1st-foot-guards-1')],
  [mv('a3', 'b3'), assault('b3', 'b2', '1st-foot-guards-1')],
  [mv('b3', 'c3'), assault('c3', 'c2', '1st-foot-guards-2')],
  [mv('b8', 'c8'), []],
  [mv('c3', 'd3'), assault('d3', 'd2', '1st-foot-guards-2')],
  [mv('c8', 'b8'), []]
];

/** The record up to Britain's Movement Phase of turn 11, then `last` (the Lancers' move). */
export function sureElimination(last: Action): GameRecord {
  const discards = DEFAULT_CATALOG.army('france').deck.flatMap((d) => new Array<string>(d.copies).fill(d.id));
  for (const c of [...FRANCE_HAND, ...PLAYED]) discards.splice(discards.indexOf(c), 1);
  const fights = (c: Action[]) => c.filter((a) => a.type === 'assault' || a.type === 'bombard').length;
  const turns: Action[][] = [];
  let held = 5;
  let britain = 5;
  for (const [k, [move, combat]] of FRANCE.entries()) {
    turns.push(turn({ discard: discards.splice(0, held), draw: true, movement: [move], combat }));
    held = 5 - fights(combat);
    const b = BRITAIN[k];
    if (!b) continue;
    turns.push(turn({ draw: britain < 5, movement: [b[0]], combat: b[1] }));
    britain = (britain < 5 ? 5 : britain) - fights(b[1]);
  }
  const raw = gameRecord(
    SPEC,
    ...turns,
    { type: 'end-phase' },
    ...(britain < 5 ? [{ type: 'draw' } as Action] : []),
    { type: 'end-phase' },
    last
  );
  // an Assault's card steps passed (those the engine asks: withdraw, defender, attacker), 8 + 8, no advance
  let g = newGame(raw.setup);
  const actions: Action[] = [];
  const put = (a: Action) => {
    const r = applyAction(g, a);
    if (!r.ok) throw new Error(`sure-elimination: action ${actions.length} ${JSON.stringify(a)}: ${r.error.code}`);
    g = r.value;
    actions.push(a);
  };
  for (const a of raw.actions) {
    if (a !== STEPS) {
      put(a);
      continue;
    }
    while (prompt(g).step !== 'combat:roll') put(PASS);
    put({ type: 'roll', dice: [8, 8] });
    if (prompt(g).step === 'combat:advance') put({ type: 'advance', unit: null });
  }
  return { ...raw, actions };
}
