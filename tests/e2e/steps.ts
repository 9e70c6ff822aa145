// The steps of play as stored games, for the phone layout tests (tests/e2e/phone.spec.ts): every
// phase, each form of combat and its steps, retreat, advance, pursuit, Committed Attack hits, the
// Skirmish move, Guerrilla, restoration, the end of the game. Each is a record reached from a
// fixture through the engine (every action legal), so the app replays it as a saved game.
import { readFileSync } from 'node:fs';
import {
  applyAction,
  combatTotalsOf,
  combatResult,
  legalActions,
  prompt,
  replay,
  toRecord,
  type Action,
  type Game,
  type GameRecord
} from '../../src/lib/rules';

export function fixture(name: string): GameRecord {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as GameRecord;
}

export function load(name: string): Game {
  const r = replay(fixture(name));
  if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
  return r.value;
}

export function act(game: Game, ...actions: Action[]): Game {
  let g = game;
  for (const a of actions) {
    const r = applyAction(g, a);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(a)} at ${prompt(g).step}: ${r.error.message}`);
    g = r.value;
  }
  return g;
}

/** The first legal action that `pick` accepts (the engine's list), applied. */
export function pick(game: Game, accept: (a: Action) => boolean): Game {
  const l = legalActions(game).find((x) => accept(x.action));
  if (!l)
    throw new Error(
      `no such action at ${prompt(game).step}: ${legalActions(game)
        .map((x) => x.action.type)
        .join(', ')}`
    );
  return act(game, l.action);
}

/** All dice throws for these sides (small sets only). */
function* throws(sides: number[]): Generator<number[]> {
  if (sides.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = sides;
  for (let v = 1; v <= first!; v++) for (const t of throws(rest)) yield [v, ...t];
}

/** The combat roll whose result `want` accepts, applied. */
export function rollFor(game: Game, want: (result: string) => boolean): Game {
  const sides = prompt(game).dice ?? [];
  for (const dice of throws(sides)) {
    const t = combatTotalsOf(game, dice);
    if (t && want(combatResult(game.state.combat!.kind, t.attack.total, t.defense.total))) return act(game, { type: 'roll', dice });
  }
  throw new Error('no such roll');
}

export interface Step {
  name: string;
  record: GameRecord;
  /** the action bar's data-step the app shows for it */
  step: string;
}

function step(name: string, g: Game, shown = prompt(g).step): Step {
  return { name, record: toRecord(g), step: shown };
}

const pass: Action = { type: 'pass' };
const end: Action = { type: 'end-phase' };

/** Every step of the list above as a stored record (built once per test file). */
export function allSteps(): Step[] {
  const out: Step[] = [];

  // --- the phases (France against Great Britain, all Clear; Great Britain may hold Scout/Spy) ---
  const turn = load('ordinary-turn');
  out.push(step('Discard Phase', turn));
  // France holds 5 cards: nothing to draw, the Draw Phase ends at once (the app takes it by itself)
  const moved = act(turn, end, end, { type: 'move', from: 'd4', to: 'd5' });
  out.push(step('Movement Phase, a unit moved', moved));
  // an optional advance (the Imperial Guard's card: Not Required To Advance, 6.5-R14)
  let ig = pick(act(moved, end), (a) => a.type === 'assault' && a.card === 'imperial-guard-1');
  while (ig.state.combat && ig.state.combat.step !== 'roll') ig = act(ig, pass);
  ig = act(
    rollFor(ig, (r) => r === 'attacker-chooses'),
    { type: 'choose-result', choice: 'retreat' }
  );
  if (ig.state.combat?.step === 'retreat') ig = pick(ig, (a) => a.type === 'retreat');
  out.push(step('Assault: an optional advance', ig));
  const britain = load('france-britain');
  const britainDraw = act(britain, end, end, { type: 'move', from: 'd2', to: 'd3' }, end, end, end, end);
  out.push(step('Draw Phase with Scout/Spy possible', britainDraw));

  // --- combat: an Assault by cavalry, each step (France against Great Britain) ---
  const cb = load('combat-france-britain');
  out.push(step('Combat Phase, declaring', cb));
  const declared = act(cb, { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' });
  out.push(step('Assault: withdraw or defend', declared));
  const defender = act(declared, pass);
  out.push(step('Assault: defence cards', defender));
  const attacker = act(defender, pass);
  out.push(step('Assault: attack cards', attacker));
  const roll = act(attacker, pass);
  out.push(step('Assault: the roll', roll));
  // the largest roll of this combat: a second card for the cavalry (2d10 + 2d6)
  const bigRoll = act(
    pick(attacker, (a) => a.type === 'play' && a.card === '1st-cuirassiers-2'),
    pass
  );
  out.push(step('Assault: the roll, four dice', bigRoll));
  const choose = rollFor(roll, (r) => r === 'attacker-chooses');
  out.push(step('Assault: retreat or hit', choose));
  const retreat = act(choose, { type: 'choose-result', choice: 'retreat' });
  out.push(step('Assault: retreat square', retreat));
  // the only participating unit must advance (6.5-R13): the app does it at once, then the pursuit
  const pursuit = pick(act(retreat, { type: 'retreat', to: 'c7' }), (a) => a.type === 'advance' && a.unit !== null);
  out.push(step('Assault: pursuit', pursuit));
  // the Skirmish move (France holds one Skirmish card)
  const skirmish = pick(attacker, (a) => a.type === 'play' && a.card === 'skirmish');
  out.push(step('Assault: Skirmish move', skirmish));
  // fire: a Bombardment or Grand Battery roll
  const fire = pick(cb, (a) => a.type === 'grand-battery' || a.type === 'bombard' || a.type === 'volley');
  out.push(step('Bombardment: the roll', fire));

  // --- combat: Austria against the United States (withdraw roll, Ambush, Committed Attack hits) ---
  const au = load('combat-austria-us');
  const usWithdraw = pick(au, (a) => a.type === 'assault' && a.from === 'd4' && a.target === 'd5');
  out.push(step('Assault: United States withdraw roll offered', usWithdraw));
  const ambush = pick(au, (a) => a.type === 'ambush');
  out.push(step('Ambush declared', ambush));
  // Committed Attack hits to share (9.2-R8): the 6th Grenzers are marched to c5, next to the
  // defender; a Leader for Command brings them in (6.4), then Committed Attack
  let g = act(au, end, end); // no combat; Austria's Restoration Phase ends
  /** a player turn: discard nothing, draw what is to draw, one move, no combat, no restoration */
  const turnWith = (x: Game, move: Action): Game => {
    let y = act(x, end);
    if (y.state.phase === 'draw') y = legalActions(y).some((l) => l.action.type === 'draw') ? act(y, { type: 'draw' }, end) : act(y, end);
    return act(y, move, end, end, end);
  };
  g = turnWith(g, { type: 'move', from: 'a7', to: 'a6' }); // the United States
  g = turnWith(g, { type: 'move', from: 'c2', to: 'c3' });
  g = turnWith(g, { type: 'move', from: 'a6', to: 'a7' });
  g = turnWith(g, { type: 'move', from: 'c3', to: 'c4' });
  g = turnWith(g, { type: 'move', from: 'a7', to: 'a6' });
  // Austria's turn: the Grenzers to c5, then the Combat Phase
  let y = act(g, end);
  if (y.state.phase === 'draw') y = legalActions(y).some((l) => l.action.type === 'draw') ? act(y, { type: 'draw' }, end) : act(y, end);
  let ca = pick(act(y, { type: 'move', from: 'c4', to: 'c5' }, end), (a) => a.type === 'assault' && a.from === 'd4' && a.target === 'd5');
  while (ca.state.combat && ca.state.combat.step !== 'attacker') ca = act(ca, pass);
  ca = pick(ca, (a) => a.type === 'play' && a.use === 'command' && (a.supporting ?? []).includes('c5'));
  ca = pick(ca, (a) => a.type === 'play' && a.card === 'committed-attack');
  while (ca.state.combat?.step === 'attacker') ca = act(ca, pass);
  ca = rollFor(ca, (r) => r === 'no-effect' || r === 'defender-chooses');
  if (ca.state.combat?.step === 'choose') ca = act(ca, { type: 'choose-result', choice: 'hit' });
  out.push(step('Committed Attack hits', ca));

  // --- Guerrilla, restoration, the end of the game ---
  const rest = load('rest-france-spain');
  out.push(step('Restoration Phase', rest));
  const guerrilla = pick(rest, (a) => a.type === 'restore' && a.card === 'supply');
  if (guerrilla.state.pending) out.push(step('Guerrilla answer', guerrilla));
  out.push(step('The game is over', load('night-attrition')));
  return out;
}

/**
 * Ala has discarded all four Imperial Guard cards with an Attack value (4-R6) and moved the Guard
 * next to the enemy (d5): the Combat Phase, where no Assault by it is possible (6.1-R1).
 */
export function noAssaultCardLeft(): GameRecord {
  const game = act(
    load('ordinary-turn'),
    { type: 'discard', cards: ['imperial-guard-1', 'imperial-guard-1', 'imperial-guard-1', 'imperial-guard-1'] },
    { type: 'end-phase' },
    { type: 'draw' },
    { type: 'end-phase' },
    { type: 'move', from: 'd4', to: 'd5' },
    { type: 'end-phase' }
  );
  if (prompt(game).step !== 'combat') throw new Error(`expected the Combat Phase, got ${prompt(game).step}`);
  return toRecord(game);
}
