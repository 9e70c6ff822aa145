// The guided first battle (issue 25): France (the player, seat 0, the First Player) against Great
// Britain (the app, seat 1) on a fixed map, played on the real play screen. Data and pure logic:
// the setup with its prepared deployment, the opponent's script, the introductions of each phase
// and combat step (battle-intro.ts) and the final nightfall scoring explained (battle-score.ts).
//
// The opponent's script sets up the teaching moments: its cavalry rides at the French line and
// assaults a unit next to it in game turn 1 (the player meets withdrawal, defence cards, the roll,
// a hit and a retreat, the advance and pursuit), so that a unit of the player's is reduced and
// can be restored in game turn 2. The opponent's own dice are chosen by the script (as a tutorial's
// are): the first combat ends with a hit and a retreat, its pursuit misses. The player's dice are
// the player's. Every action the script returns is legal: it is tried with applyAction, and a
// refused plan falls back to a legal action of the step (passing, ending the phase).
import {
  applyAction,
  combatResult,
  combatTotalsOf,
  DEFAULT_CATALOG,
  GAME_FORMAT,
  legalActions,
  prompt,
  SQUARES,
  squareIndex,
  toRecord,
  type Action,
  type CombatResultKind,
  type Game,
  type GameRecord,
  type Seat,
  type Square
} from '$lib/rules';

export { introduction, INTRODUCTIONS, type Introduction } from './battle-intro';
export { FINAL_POSITION, finalScoring, type FinalScoring, type ScoringMark } from './battle-score';

/** The player's seat (France, the First Player) and the app's (Great Britain). */
export const HUMAN: Seat = 0;
export const OPPONENT: Seat = 1;

/** The fixed map: sections 8, 22, 24 and 6, unrotated (a Town and two Hills in the French rows). */
export const BATTLE_SECTIONS = [
  { id: 8, rotation: 0 },
  { id: 22, rotation: 0 },
  { id: 24, rotation: 0 },
  { id: 6, rotation: 0 }
] as const;

/** The prepared deployment: France (south) first, then Great Britain (north). */
export const BATTLE_DEPLOYMENT: readonly [Readonly<Record<string, Square>>, Readonly<Record<string, Square>>] = [
  {
    '1st-cuirassiers': 'd2',
    '2nd-regiment-legere': 'b2',
    '4th-regiment-suisse': 'a2',
    '8th-regiment-legere': 'd1',
    '19th-regiment-legere': 'e2',
    '45th-regiment-legere': 'e1',
    'guard-cavalry': 'f2',
    'imperial-guard': 'c2'
  },
  {
    '1st-foot-guards': 'c7',
    '4th-regiment-of-foot': 'a8',
    '32nd-regiment-of-foot': 'd8',
    '42nd-regiment-of-foot': 'f7',
    '52nd-regiment-of-foot': 'b7',
    'dutch-belgians': 'e8',
    'kings-dragoons-guards': 'e7',
    '9th-queens-royal-lancers': 'd7'
  }
];

/**
 * The battle's record prefix (adiutant-game/1): the players and the mark of the battle
 * (`setup.guided`), the first-player roll (France rolls higher), the map, the nations, France's
 * army, Great Britain's north edge, the deal, and all 16 deployments. Replayed, the game waits for
 * France's first Discard Phase.
 */
export function battleRecord(players: [string, string] = ['Napoléon', 'Wellington']): GameRecord {
  const deploy = (i: 0 | 1): Action[] =>
    DEFAULT_CATALOG.army(i === 0 ? 'france' : 'great-britain').units.map((u) => ({
      type: 'deploy',
      unit: u.id,
      square: BATTLE_DEPLOYMENT[i][u.id]!
    }));
  return {
    format: GAME_FORMAT,
    setup: { players, guided: 'first-battle' },
    actions: [
      { type: 'roll-first-player', dice: [7, 4] },
      { type: 'choose-map', sections: BATTLE_SECTIONS.map((s) => ({ ...s })) },
      { type: 'choose-nations', nations: ['great-britain', 'france'] },
      { type: 'choose-army', nation: 'france' },
      { type: 'choose-edge', edge: 'north' },
      { type: 'deal' },
      ...deploy(0),
      ...deploy(1)
    ]
  };
}

/** The actions of the battle's prepared setup: the roll, the map, nations, army, edge, the deal, 16 deploys. */
export const BATTLE_SETUP_LENGTH = 22;

/** An action as a comparable text: its own fields in a fixed order, the dice's origin left out. */
function actionKey(a: Action): string {
  const r = a as unknown as Record<string, unknown>;
  return JSON.stringify(
    Object.keys(r)
      .filter((k) => k !== 'rolledBy' && k !== 'afterUndo')
      .sort()
      .map((k) => [k, r[k]])
  );
}

let setupKeys: string[] | null = null;

/**
 * Is this game the guided battle? Its setup says so (`setup.guided: 'first-battle'`, issue 31); a
 * record saved before the mark (no `guided`) is the battle when it begins with the battle's
 * prepared setup (whatever the players' names), however far it has been played since.
 */
export function isBattleGame(game: Game): boolean {
  if (game.setup.guided) return game.setup.guided === 'first-battle';
  if (game.length < BATTLE_SETUP_LENGTH) return false;
  setupKeys ??= battleRecord().actions.map(actionKey);
  const head = toRecord(game).actions.slice(0, BATTLE_SETUP_LENGTH);
  return head.length === BATTLE_SETUP_LENGTH && head.every((a, i) => actionKey(a) === setupKeys![i]);
}

const END: Action = { type: 'end-phase' };
const PASS: Action = { type: 'pass' };

/** The first of these actions the engine accepts now. */
function firstLegal(game: Game, actions: readonly (Action | null | undefined)[]): Action | null {
  for (const a of actions) if (a && applyAction(game, a).ok) return a;
  return null;
}

/** The squares sharing a side with `square` (1.1-R5: never diagonals). */
function neighbours(square: Square): Square[] {
  const i = squareIndex(square);
  const f = i % 8;
  return [i + 8, f < 7 ? i + 1 : -1, i - 8, f > 0 ? i - 1 : -1].filter((j) => j >= 0 && j < 64).map((j) => SQUARES[j]!);
}

/** Squares of the player's units. */
function humanSquares(game: Game): Square[] {
  return game.state.armies![HUMAN].units.map((u) => u.square);
}

/** Is a unit on `square` next to one of the player's units? */
function touches(game: Game, square: Square): boolean {
  const mine = new Set(humanSquares(game));
  return neighbours(square).some((n) => mine.has(n));
}

/** Orthogonal distance from `square` to the nearest unit of the player's. */
function reach(game: Game, square: Square): number {
  const f = (s: Square) => [s.charCodeAt(0) - 97, Number(s.slice(1))] as const;
  const [x, y] = f(square);
  return Math.min(...humanSquares(game).map((h) => Math.abs(f(h)[0] - x) + Math.abs(f(h)[1] - y)));
}

const isCavalry = (game: Game, square: Square) => {
  const u = game.state.armies![OPPONENT].units.find((x) => x.square === square);
  return !!u && DEFAULT_CATALOG.unit('great-britain', u.unit)?.type === 'cavalry';
};

/** 5: move the unit that can then assault (cavalry first), else the one that gets closest. */
function movementPlan(game: Game): Action | null {
  const s = game.state;
  const moved = s.movement.moved[0];
  if (moved) {
    // 5-R10: a Forced March that brings the moved unit next to a French unit
    if (touches(game, moved.to)) return END;
    const marches = legalActions(game)
      .map((l) => l.action)
      .filter((a) => a.type === 'forced-march' && a.from === moved.to && touches(game, a.to));
    return marches[0] ?? END;
  }
  let best: { action: Action; score: number } | null = null;
  for (const { action } of legalActions(game)) {
    if (action.type !== 'move') continue;
    const cav = isCavalry(game, action.from) ? 5 : 0;
    const score = touches(game, action.to) ? 100 + cav : 50 - 10 * reach(game, action.to) + cav;
    if (!best || score > best.score) best = { action, score };
  }
  return best?.action ?? END;
}

/** 6: an Assault on a French unit (from cavalry first, with its strongest card), else fire, else none. */
function combatPlan(game: Game): Action | null {
  const decl = legalActions(game).map((l) => l.action);
  const dice = (card: string) => {
    const d = DEFAULT_CATALOG.card('great-britain', card);
    const v = d && d.kind === 'unit' ? (d.attack ?? d.bombard ?? d.volley ?? '') : '';
    const m = /^(\d+)d(\d+)$/.exec(v);
    return m ? Number(m[1]) * (Number(m[2]) + 1) : 0;
  };
  const assaults = decl
    .filter((a): a is Extract<Action, { type: 'assault' }> => a.type === 'assault')
    .sort((a, b) => Number(isCavalry(game, b.from)) - Number(isCavalry(game, a.from)) || dice(b.card) - dice(a.card));
  if (assaults[0]) return assaults[0];
  const fire = decl.filter((a) => a.type === 'bombard' || a.type === 'volley');
  return fire[0] ?? END;
}

/**
 * The teaching order of results for the opponent's attack: a hit and a retreat first (the player
 * meets Retreat, advance, pursuit and then restoration), never an elimination if avoidable; on an
 * already reduced unit, whose hit would eliminate it, the player's own choice first.
 */
const WANTED: readonly CombatResultKind[] = [
  'retreat-and-hit',
  'defender-chooses',
  'attacker-chooses',
  'hit',
  'no-effect',
  'attackers-hit',
  'eliminated'
];
const WANTED_REDUCED: readonly CombatResultKind[] = [
  'defender-chooses',
  'no-effect',
  'attackers-hit',
  'attacker-chooses',
  'retreat-and-hit',
  'hit',
  'eliminated'
];

/** 6.1 step 6: the opponent's dice, chosen for the most instructive result the totals allow. */
function rollPlan(game: Game): Action {
  const sides = prompt(game).dice ?? [];
  if (game.state.combat?.step === 'pursuit') return { type: 'roll', dice: sides.map((x) => x) }; // a 6 on each d6: the pursuit misses
  const cb = game.state.combat!;
  const kind = cb.kind;
  const reduced = game.state.armies![HUMAN].units.find((u) => u.unit === cb.defender)?.reduced;
  const wanted = reduced ? WANTED_REDUCED : WANTED;
  let best: { dice: number[]; rank: number } | null = null;
  const total = sides.reduce((n, x) => n * x, 1);
  for (let i = 0; i < Math.min(total, 4096); i++) {
    let k = i;
    const dice = sides.map((x) => {
      const v = (k % x) + 1;
      k = Math.floor(k / x);
      return v;
    });
    const t = combatTotalsOf(game, dice);
    if (!t) break;
    const rank = wanted.indexOf(combatResult(kind, t.attack.total, t.defense.total));
    if (!best || rank < best.rank) best = { dice, rank };
  }
  return { type: 'roll', dice: best?.dice ?? sides.map(() => 1) };
}

/**
 * The opponent's next action when it is the opponent's turn to act (`prompt(game).player` is
 * OPPONENT), else null. Pure: the same game always gets the same answer.
 */
export function scriptedOpponent(game: Game): Action | null {
  const p = prompt(game);
  if (game.state.stage !== 'play' || p.player !== OPPONENT) return null;
  const s = game.state;
  const legal = legalActions(game).map((l) => l.action);
  const of = (type: Action['type']) => legal.filter((a) => a.type === type);
  let plan: (Action | null | undefined)[] = [];
  switch (p.step) {
    case 'discard':
      plan = [END];
      break;
    case 'draw':
      plan = [{ type: 'draw' }, END];
      break;
    case 'movement':
      plan = [movementPlan(game), END];
      break;
    case 'combat':
      plan = [combatPlan(game), END];
      break;
    case 'restoration': {
      const restore = of('restore').find((a) => a.type === 'restore' && a.card === 'supply') ?? of('restore')[0];
      plan = [s.restorationUsed ? null : restore, END];
      break;
    }
    case 'combat:roll':
    case 'combat:pursuit':
      plan = [rollPlan(game)];
      break;
    case 'combat:choose':
      plan = [{ type: 'choose-result', choice: 'retreat' }];
      break;
    case 'combat:advance':
      plan = [of('advance').find((a) => a.type === 'advance' && a.unit !== null), PASS];
      break;
    default:
      // withdraw, defence and attack cards: none (the player's combat stays simple); a retreat
      // square, a Committed Attack hit or a Skirmish move: the first the engine offers
      plan = [PASS, ...legal];
  }
  return firstLegal(game, [...plan, ...legal]);
}
