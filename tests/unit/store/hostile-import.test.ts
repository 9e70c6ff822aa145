// Hostile import (Hardening issue): well over 1,000 mutated game records, generated
// deterministically from a fixed seed, fed to GameStore.importText. Every one is either refused
// with a code and a reason in both languages, or imported only if it is valid, judged by an
// independent oracle (its own shape checks, every action matched against legalActions and applied
// one by one) — and then it exports and re-imports to the same state. No crash, no hang, other
// stored games unchanged, Object.prototype not polluted.
// Found by it: 20,000 first-player ties (3-R1, each roll kept in the state) took over 20 s to
// replay, so the record schema caps first-player rolls (MAX_FIRST_PLAYER_ROLLS). Known leniency,
// accepted either way here: a draw with a full hand and an empty discard are no-ops the engine
// takes though legalActions does not list them.
import 'fake-indexeddb/auto';
import { isDeepStrictEqual } from 'node:util';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionSchema,
  applyAction,
  DEFAULT_CATALOG,
  ERRORS,
  explain,
  GAME_FORMAT,
  legalActions,
  newGame,
  TERRAIN_BY_LETTER,
  toRecord,
  type Action,
  type ErrorCode,
  type Game,
  type GameRecord,
  type GameSetup,
  type LegalAction,
  type NationId
} from '../../../src/lib/rules';
import { MAX_ACTIONS } from '../../../src/lib/rules/record';
import { MAX_FIRST_PLAYER_ROLLS } from '../../../src/lib/rules/setup';
import { openDB, type AdiutantDB } from '../../../src/lib/store/db';
import { cleanName, GameStore, MAX_IMPORT_CHARS } from '../../../src/lib/store/games';
import { playRandomGame, rng } from '../../fuzz/sim';
import { setupActions } from '../rules/game-helpers';

const SEED = 0x4a5d1e;
/** One import may take this long at most (the slowest legal ones take well under a second). */
const HANG_MS = 10_000;
/** Limits of the engine's hostile-input check on records (checkHostile in replay). */
const MAX_NODES = 200_000;
const MAX_DEPTH = 12;
const MAX_STRING = 10_000;
const FORBIDDEN = ['__proto__', 'constructor', 'prototype'];

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

// ---------------------------------------------------------------------------------------------
// Base records: valid games the mutations start from

interface Base {
  label: string;
  record: GameRecord;
  /** games[i]: the game after the first i actions (played through applyAction) */
  games: Game[];
  /** each action's JSON, to find how much of a mutant is still the base's prefix */
  actionJson: string[];
  setupJson: string;
  text: string;
}

function chain(final: Game): Game[] {
  const games: Game[] = [];
  for (let g: Game | null = final; g; g = g.previous) games[g.length] = g;
  return games;
}

function makeBase(label: string, final: Game): Base {
  const record = JSON.parse(JSON.stringify(toRecord(final))) as GameRecord;
  return {
    label,
    record,
    games: chain(final),
    actionJson: record.actions.map((a) => JSON.stringify(a)),
    setupJson: JSON.stringify(record.setup),
    text: JSON.stringify(record, null, 1)
  };
}

function play(game: Game, actions: readonly Action[]): Game {
  let g = game;
  for (const a of actions) {
    const r = applyAction(g, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
    g = r.value;
  }
  return g;
}

/** The first n actions of a game (a valid record itself). */
function prefix(game: Game, n: number): Game {
  let g = game;
  while (g.length > n) g = g.previous!;
  return g;
}

// ---------------------------------------------------------------------------------------------
// The oracle: is this text a valid record? Written apart from the store and from replay()

/**
 * `lenient`: valid but for an action the engine takes as a no-op though legalActions does not list
 * it (a draw with a full hand, an empty discard); either answer is accepted for those.
 */
type Verdict = { valid: true; game: Game; setup: GameSetup; lenient: string | null } | { valid: false; why: string };

const ROTATIONS = [0, 90, 180, 270];
const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Forbidden keys, depth, node count and string length (iterative: deep input is fine). */
function policy(root: unknown): string | null {
  const stack: [unknown, number][] = [[root, 0]];
  let nodes = 0;
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (++nodes > MAX_NODES) return 'too many nodes';
    if (depth > MAX_DEPTH) return 'too deep';
    if (typeof node === 'string' && node.length > MAX_STRING) return 'string too long';
    if (Array.isArray(node)) {
      if (node.length > MAX_NODES) return 'array too long';
      for (const x of node) stack.push([x, depth + 1]);
    } else if (isObj(node)) {
      for (const k of Object.keys(node)) {
        if (FORBIDDEN.includes(k)) return `forbidden key ${k}`;
        stack.push([node[k], depth + 1]);
      }
    }
  }
  return null;
}

function setupOf(x: unknown): GameSetup | string {
  if (!isObj(x)) return 'setup not an object';
  const p = x.players;
  if (!Array.isArray(p) || p.length !== 2 || !p.every((n) => typeof n === 'string' && n.length <= 100)) return 'players';
  const o = x.options;
  if (o === undefined) return { players: [p[0], p[1]] };
  if (!isObj(o)) return 'options';
  if (o.nightfall !== undefined && o.nightfall !== 'game-turn' && o.nightfall !== 'player-turn') return 'nightfall';
  return { players: [p[0], p[1]], options: o.nightfall === undefined ? {} : { nightfall: o.nightfall } };
}

function mapOk(a: Record<string, unknown>): boolean {
  const { sections, terrain } = a;
  if (sections === undefined && terrain === undefined) return false;
  if (sections !== undefined) {
    if (!Array.isArray(sections) || sections.length !== 4) return false;
    const ids = sections.map((s) => (isObj(s) ? s.id : undefined));
    if (!ids.every((id) => Number.isInteger(id) && DEFAULT_CATALOG.section(id as number))) return false;
    if (new Set(ids).size !== 4) return false;
    if (!sections.every((s) => isObj(s) && ROTATIONS.includes(s.rotation as number))) return false;
  }
  if (terrain !== undefined) {
    if (!Array.isArray(terrain) || terrain.length !== 8) return false;
    if (!terrain.every((r) => typeof r === 'string' && r.length === 8 && [...r].every((c) => c in TERRAIN_BY_LETTER))) return false;
  }
  return true;
}

function matches(l: LegalAction, a: Record<string, unknown>): boolean {
  const la = l.action as unknown as Record<string, unknown>;
  if (la.type !== a.type) return false;
  for (const k of new Set([...Object.keys(la), ...Object.keys(a)])) if (k !== 'dice' && !isDeepStrictEqual(la[k], a[k])) return false;
  if (!l.dice) return a.dice === undefined;
  const dice = a.dice;
  return Array.isArray(dice) && dice.length === l.dice.length && dice.every((d, i) => Number.isInteger(d) && d >= 1 && d <= l.dice![i]!);
}

/** Is the action among the legal ones now? (the map choice and multi-card discards are not listed) */
function legalNow(g: Game, a: Record<string, unknown>): 'yes' | 'no' | 'lenient' {
  const s = g.state;
  if (a.type === 'choose-map') return s.stage === 'setup' && s.setupStep === 'map' && mapOk(a) ? 'yes' : 'no';
  const legal = legalActions(g);
  if (legal.some((l) => matches(l, a))) return 'yes';
  const quiet = s.stage === 'play' && !s.combat && !s.pending;
  if (a.type === 'discard' && Array.isArray(a.cards)) {
    if (a.cards.length === 0) return quiet && s.phase === 'discard' ? 'lenient' : 'no';
    // several cards: each must be one the hand may hold; how many copies it holds the engine knows
    const singles = legal.filter((l) => l.action.type === 'discard').map((l) => (l.action as { cards: string[] }).cards[0]);
    return a.cards.every((c) => singles.includes(c as string)) ? 'yes' : 'no';
  }
  if (a.type === 'draw' && quiet && s.phase === 'draw') return 'lenient';
  return 'no';
}

function judge(text: string, base?: Base): Verdict {
  if (text.length > MAX_IMPORT_CHARS) return { valid: false, why: 'over the size limit' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { valid: false, why: 'not JSON' };
  }
  const bad = policy(json);
  if (bad) return { valid: false, why: bad };
  if (!isObj(json)) return { valid: false, why: 'not an object' };
  if (json.format !== GAME_FORMAT) return { valid: false, why: 'format' };
  const setup = setupOf(json.setup);
  if (typeof setup === 'string') return { valid: false, why: setup };
  const actions = json.actions;
  if (!Array.isArray(actions) || actions.length > MAX_ACTIONS) return { valid: false, why: 'actions' };
  if (actions.filter((a) => isObj(a) && a.type === 'roll-first-player').length > MAX_FIRST_PLAYER_ROLLS)
    return { valid: false, why: 'too many first-player rolls' };
  // start after the prefix shared with the base record (those actions were played already)
  let from = 0;
  let game = newGame(setup);
  if (base && JSON.stringify(json.setup) === base.setupJson) {
    while (from < actions.length && from < base.actionJson.length && JSON.stringify(actions[from]) === base.actionJson[from]) from++;
    game = base.games[from]!;
  }
  let lenient: string | null = null;
  for (let i = from; i < actions.length; i++) {
    const shape = v.safeParse(ActionSchema, actions[i]);
    if (!shape.success) return { valid: false, why: `action ${i + 1}: shape` };
    const a = shape.output as unknown as Record<string, unknown>;
    const legal = legalNow(game, a);
    if (legal === 'no') return { valid: false, why: `action ${i + 1}: not legal` };
    if (legal === 'lenient') lenient ??= `action ${i + 1}: ${JSON.stringify(a)}`;
    const r = applyAction(game, actions[i]);
    if (!r.ok) return { valid: false, why: `action ${i + 1}: ${r.error.code}` };
    game = r.value;
  }
  return { valid: true, game, setup, lenient };
}

// ---------------------------------------------------------------------------------------------
// Mutations

interface Mutant {
  category: string;
  what: string;
  text: string;
  name: string;
  base?: Base;
}

type Path = (string | number)[];

function paths(root: Json, filter: (x: Json) => boolean = () => true): Path[] {
  const out: Path[] = [];
  const walk = (x: Json, p: Path) => {
    if (filter(x)) out.push(p);
    if (Array.isArray(x)) x.forEach((y, i) => walk(y, [...p, i]));
    else if (x && typeof x === 'object') for (const k of Object.keys(x)) walk(x[k]!, [...p, k]);
  };
  walk(root, []);
  return out;
}

function setAt(root: Json, p: Path, value: Json): Json {
  if (p.length === 0) return value;
  let x = root as Record<string | number, Json>;
  for (const k of p.slice(0, -1)) x = x[k] as Record<string | number, Json>;
  x[p[p.length - 1]!] = value;
  return root;
}

function getAt(root: Json, p: Path): Json {
  let x = root;
  for (const k of p) x = (x as Record<string | number, Json>)[k]!;
  return x;
}

const typeOf = (x: Json) => (x === null ? 'null' : Array.isArray(x) ? 'array' : typeof x);
const SWAPS: Json[] = [0, 1, -1, 1.5, 1e308, 7, 11, '', 'x', '1', 'a1', 'deal', null, true, false, [], [0], ['a1'], {}, { type: 'draw' }];
const NASTY_STRINGS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'then'];
const MARKUP_NAMES = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload=alert(1)>',
  "{{constructor.constructor('alert(1)')()}}",
  '${alert(1)}',
  '<b>Bold</b> & <i>co</i>',
  'Żółć — Gęślą jaźń',
  '\u202eevil\u202c',
  'zero\u200bwidth\u200d',
  '👨‍👩‍👧‍👦 family',
  'tab\tnew\nline\u0000nul',
  '\ud800 lone surrogate',
  'a'.repeat(100),
  'a'.repeat(101),
  '𝔸'.repeat(50),
  '𝔸'.repeat(51),
  '',
  '   ',
  '__proto__',
  'constructor',
  'javascript:alert(1)',
  '&lt;b&gt;entity&lt;/b&gt;'
];

/** A record's JSON text with `key` as an own key of the object at `p` (JSON text keeps __proto__ own). */
function withKey(record: Json, p: Path, key: string, value: Json): string {
  const copy = structuredClone(record);
  const target = getAt(copy, p) as Record<string, Json>;
  target['@@KEY@@'] = value;
  return JSON.stringify(copy).replace('"@@KEY@@"', JSON.stringify(key));
}

function generate(bases: Base[]): Mutant[] {
  const r = rng(SEED);
  const int = (n: number) => Math.floor(r() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const out: Mutant[] = [];
  const add = (category: string, what: string, base: Base | undefined, json: Json | string, name = 'hostile') =>
    out.push({ category, what, base, name, text: typeof json === 'string' ? json : JSON.stringify(json, null, pick([0, 1, 2])) });
  const clone = (b: Base) => structuredClone(b.record) as unknown as Json;
  const acts = (j: Json) => (j as { actions: Json[] }).actions;

  // truncated and corrupted text
  for (let n = 0; n < 160; n++) {
    const b = pick(bases);
    const at = int(b.text.length);
    add('truncated', `${b.label} cut at ${at}`, b, b.text.slice(0, at));
  }
  for (let n = 0; n < 80; n++) {
    const b = pick(bases);
    const at = int(b.text.length);
    const c = pick(['', '{', '}', '[', ']', ',', ':', '"', '\\', '0', '9', 'x', ' ', '\u0000', '\ud800']);
    add('truncated', `${b.label} char ${at} → ${JSON.stringify(c)}`, b, b.text.slice(0, at) + c + b.text.slice(at + 1));
  }

  // type swaps of random fields (the whole record included)
  for (let n = 0; n < 260; n++) {
    const b = pick(bases);
    const j = clone(b);
    const all = paths(j);
    const p = pick(all);
    const old = getAt(j, p);
    let value = pick(SWAPS);
    while (typeOf(value) === typeOf(old)) value = pick(SWAPS);
    add(
      'type-swap',
      `${b.label} ${p.join('.') || '(root)'}: ${typeOf(old)} → ${JSON.stringify(value)}`,
      b,
      setAt(j, p, structuredClone(value))
    );
  }

  // huge arrays, strings and objects
  const [short, mid] = bases as [Base, Base, Base];
  const huge = (what: string, build: () => Json | string, b: Base | undefined = short) => add('huge', what, b, build());
  huge(
    '100,000 actions',
    () => ({ ...(clone(short) as object), actions: Array.from({ length: 100_000 }, () => ({ type: 'end-phase' })) }) as Json
  );
  huge(
    `${MAX_ACTIONS + 1} actions`,
    () => ({ ...(clone(short) as object), actions: Array.from({ length: MAX_ACTIONS + 1 }, () => ({ type: 'deal' })) }) as Json
  );
  // 3-R1 ties are rolled again: each roll is kept, so the number of rolls is capped
  const ties = (n: number) => ({
    format: GAME_FORMAT,
    setup: { players: ['A', 'B'] },
    actions: Array.from({ length: n }, (_, i) => ({ type: 'roll-first-player', dice: [1 + (i % 10), 1 + (i % 10)] }))
  });
  huge(`${MAX_FIRST_PLAYER_ROLLS} first-player rolls, all ties (valid)`, () => ties(MAX_FIRST_PLAYER_ROLLS), undefined);
  huge(`${MAX_FIRST_PLAYER_ROLLS + 1} first-player rolls, all ties`, () => ties(MAX_FIRST_PLAYER_ROLLS + 1), undefined);
  huge(`${MAX_ACTIONS} first-player rolls, all ties`, () => ties(MAX_ACTIONS), undefined);
  huge(
    `a game padded to ${MAX_ACTIONS} actions with empty discards (no-ops)`,
    () => {
      const j = clone(mid);
      const a = acts(j);
      const k = a.findIndex((x) => (x as { type: string }).type === 'discard');
      a.splice(k, 0, ...Array.from({ length: MAX_ACTIONS - a.length }, () => ({ type: 'discard', cards: [] })));
      return j;
    },
    mid
  );
  huge(
    'a million numbers as actions',
    () => `{"format":"${GAME_FORMAT}","setup":{"players":["A","B"]},"actions":[${'0,'.repeat(999_999)}0]}`
  );
  huge(
    'a million empty objects as actions',
    () => `{"format":"${GAME_FORMAT}","setup":{"players":["A","B"]},"actions":[${'{},'.repeat(999_999)}{}]}`
  );
  huge(
    '150,000 numbers as actions (under the node limit)',
    () => ({ ...(clone(short) as object), actions: new Array(150_000).fill(0) }) as Json
  );
  huge('a million dice', () => {
    const j = clone(short);
    (acts(j)[0] as { dice: Json[] }).dice = new Array(1_000_000).fill(5);
    return j;
  });
  huge('150,000 dice', () => {
    const j = clone(short);
    (acts(j)[0] as { dice: Json[] }).dice = new Array(150_000).fill(5);
    return j;
  });
  huge('a million player names', () => ({ ...(clone(short) as object), setup: { players: new Array(1_000_000).fill('A') } }) as Json);
  huge(
    'a million-element array under an unknown key',
    () => ({ ...(clone(short) as object), extra: new Array(1_000_000).fill(null) }) as Json
  );
  huge('300,000 keys in setup', () => {
    const keys = Array.from({ length: 300_000 }, (_, i) => `"k${i}":0`).join(',');
    return `{"format":"${GAME_FORMAT}","setup":{"players":["A","B"],${keys}},"actions":[]}`;
  });
  huge(
    'a 4,000,000-character player name',
    () => ({ ...(clone(short) as object), setup: { players: ['x'.repeat(4_000_000), 'B'] } }) as Json
  );
  huge('a 4,000,000-character unknown string', () => ({ ...(clone(short) as object), note: 'x'.repeat(4_000_000) }) as Json);
  huge('a valid record padded to exactly the size limit (valid)', () => short.text + ' '.repeat(MAX_IMPORT_CHARS - short.text.length));
  huge('a valid record one character over the size limit', () => short.text + ' '.repeat(MAX_IMPORT_CHARS + 1 - short.text.length));
  huge(
    '6,000,000 characters of actions',
    () => `{"format":"${GAME_FORMAT}","setup":{"players":["A","B"]},"actions":[${'{"type":"draw"},'.repeat(400_000)}{}]}`
  );
  huge(
    'a card list of 100,000 cards',
    () => {
      const j = clone(mid);
      const i = acts(j).findIndex((a) => (a as { type: string }).type === 'discard');
      (acts(j)[i] as { cards: Json[] }).cards = new Array(100_000).fill('supply');
      return j;
    },
    mid
  );

  // deep nesting (JSON.parse, the hostile-input check and the validator must not overflow)
  const deep = (what: string, text: string, b: Base | undefined = undefined) => add('deep', what, b, text);
  for (const n of [13, 100, 10_000, 100_000, 1_000_000]) deep(`[ ×${n}`, '['.repeat(n) + ']'.repeat(n));
  for (const n of [13, 10_000, 100_000, 800_000]) deep(`{"a": ×${n}`, '{"a":'.repeat(n) + '1' + '}'.repeat(n));
  for (const n of [10_000, 100_000]) deep(`[{"a": ×${n} mixed`, '[{"a":'.repeat(n) + 'null' + '}]'.repeat(n));
  const nested = (n: number) => '['.repeat(n) + '0' + ']'.repeat(n);
  const spliced = (b: Base, p: Path, n: number) => JSON.stringify(setAt(clone(b), p, '@@DEEP@@')).replace('"@@DEEP@@"', nested(n));
  for (const n of [6, 20, 10_000, 200_000]) {
    deep(`${n} levels as the setup`, spliced(short, ['setup'], n), short);
    deep(`${n} levels as nightfall`, spliced(mid, ['setup', 'options', 'nightfall'], n), mid);
    deep(`${n} levels as an action`, spliced(mid, ['actions', 5], n), mid);
    deep(`${n} levels as a die`, spliced(mid, ['actions', 0, 'dice', 1], n), mid);
    deep(`${n} levels under an unknown key`, spliced(short, ['extra'], n), short);
  }
  // just at and just over the depth limit under an unknown (stripped) key
  for (let n = 8; n <= 12; n++) deep(`${n} levels under an unknown key`, spliced(short, ['extra'], n), short);

  // __proto__, constructor and prototype keys at every level, and as values
  const values: Json[] = [{ polluted: true }, { prototype: { polluted: true } }, 1, null, 'x', [{ polluted: true }]];
  for (const b of bases) {
    const j = clone(b);
    const objects = paths(j, (x) => !!x && typeof x === 'object' && !Array.isArray(x));
    const levels = new Map<number, Path>();
    for (const p of objects) if (!levels.has(p.length)) levels.set(p.length, p);
    for (const p of levels.values())
      for (const key of FORBIDDEN)
        add('proto', `${b.label} ${key} at ${p.join('.') || '(root)'}`, b, withKey(j, p, key, { polluted: true }));
    for (let n = 0; n < 30; n++) {
      const p = pick(objects);
      const key = pick(FORBIDDEN);
      add('proto', `${b.label} ${key} at ${p.join('.') || '(root)'}`, b, withKey(j, p, key, pick(values)));
    }
    // a key hidden in a nested value: {"constructor":{"prototype":…}} and {"x":{"__proto__":…}}
    add('proto', `${b.label} constructor.prototype at the root`, b, withKey(j, [], 'constructor', { prototype: { polluted: true } }));
    add(
      'proto',
      `${b.label} nested __proto__`,
      b,
      JSON.stringify(setAt(clone(b), ['extra'], { x: '@@P@@' })).replace('"@@P@@"', '{"__proto__":{"polluted":true}}')
    );
    const strings = paths(j, (x) => typeof x === 'string');
    for (let n = 0; n < 20; n++) {
      const p = pick(strings);
      const s = pick(NASTY_STRINGS);
      add('proto', `${b.label} ${p.join('.')} = ${s}`, b, setAt(clone(b), p, s));
    }
  }

  // unknown versions
  const FORMATS: (Json | undefined)[] = [
    'adiutant-game/2',
    'adiutant-game/0',
    'adiutant-game/1.0',
    'adiutant-game/1 ',
    ' adiutant-game/1',
    'ADIUTANT-GAME/1',
    'adiutant-game/',
    'adiutant-game/01',
    'adiutant-game/999999999999999999999',
    'adiutant-position/1',
    '',
    1,
    2,
    1.1,
    null,
    true,
    [],
    {},
    ['adiutant-game/1'],
    undefined
  ];
  for (const b of bases)
    for (const f of FORMATS) {
      const j = clone(b) as Record<string, Json>;
      if (f === undefined) delete j.format;
      else j.format = f;
      add('version', `${b.label} format ${JSON.stringify(f)}`, b, j);
    }
  add('version', 'BOM before the record', short, '\ufeff' + short.text);

  // illegal action sequences
  for (let n = 0; n < 440; n++) {
    const b = pick(bases);
    const j = clone(b);
    const a = acts(j);
    const i = int(a.length);
    const kind = pick(['swap', 'duplicate', 'drop', 'drop-tail', 'dice', 'wrong-player', 'insert', 'after-end']);
    let what: string = kind;
    switch (kind) {
      case 'swap': {
        const k = int(a.length);
        [a[i], a[k]] = [a[k]!, a[i]!];
        what = `swap ${i + 1} and ${k + 1}`;
        break;
      }
      case 'duplicate':
        a.splice(i, 0, structuredClone(a[i]!));
        what = `duplicate ${i + 1}`;
        break;
      case 'drop':
        a.splice(i, 1);
        what = `drop ${i + 1}`;
        break;
      case 'drop-tail':
        a.length = i;
        what = `keep the first ${i}`;
        break;
      case 'dice': {
        const withDice = a
          .map((x, k) => [x, k] as const)
          .filter(([x]) => Array.isArray((x as { dice?: Json[] }).dice) && (x as { dice: Json[] }).dice.length);
        const [x, k] = pick(withDice);
        const dice = (x as { dice: Json[] }).dice;
        const d = int(dice.length);
        dice[d] = pick([0, -1, 7, 11, 12, 1.5, 100, 1e21, -0.5, 6.000001]);
        what = `action ${k + 1} die ${d + 1} = ${dice[d]}`;
        break;
      }
      case 'wrong-player': {
        what = wrongPlayer(b, a, r);
        break;
      }
      case 'insert': {
        const x = pick<Json>([
          { type: 'end-phase' },
          { type: 'draw' },
          { type: 'pass' },
          { type: 'deal' },
          { type: 'supply' },
          { type: 'guerrilla' },
          { type: 'roll', dice: [3, 4] },
          { type: 'roll-first-player', dice: [2, 9] },
          { type: 'choose-result', choice: 'hit' },
          { type: 'advance', unit: null },
          { type: 'discard', cards: [] },
          { type: 'choose-edge', edge: 'west' }
        ]);
        a.splice(i, 0, x);
        what = `insert ${JSON.stringify(x)} at ${i + 1}`;
        break;
      }
      case 'after-end':
        a.push(structuredClone(a[i]!));
        what = `append a copy of ${i + 1}`;
        break;
    }
    add('sequence', `${b.label} ${what}`, b, j);
  }

  // markup and unicode in player and game names
  for (let n = 0; n < 90; n++) {
    const b = n % 3 === 0 ? pick(bases) : short;
    const j = clone(b) as { setup: { players: Json[] } };
    const seat = int(2);
    const player = pick(MARKUP_NAMES);
    j.setup.players[seat] = player;
    const name = pick(MARKUP_NAMES);
    add(
      'names',
      `${b.label} player ${seat + 1} ${JSON.stringify(player).slice(0, 30)}, name ${JSON.stringify(name).slice(0, 30)}`,
      b,
      j as unknown as Json,
      name
    );
  }
  return out;
}

/** An action by, or for, the other side: the other army's unit, square or card. */
function wrongPlayer(b: Base, a: Json[], r: () => number): string {
  const int = (n: number) => Math.floor(r() * n);
  const candidates = a
    .map((x, k) => [x as Record<string, Json>, k] as const)
    .filter(
      ([x, k]) => ['move', 'deploy', 'discard', 'assault', 'play', 'choose-army'].includes(x.type as string) && b.games[k]!.state.nations
    );
  if (!candidates.length) return 'wrong player: nothing to change';
  const [x, k] = candidates[int(candidates.length)]!;
  const s = b.games[k]!.state;
  const seat = s.stage === 'play' ? s.active : 0;
  const theirs = (s.armies?.[seat === 0 ? 1 : 0]?.nation ?? s.nations![1]) as NationId;
  const theirUnits = s.armies?.[seat === 0 ? 1 : 0]?.units ?? [];
  const deck = DEFAULT_CATALOG.army(theirs).deck;
  const card = deck[int(deck.length)]!.id;
  switch (x.type) {
    case 'move':
      if (theirUnits.length) x.from = theirUnits[int(theirUnits.length)]!.square;
      break;
    case 'deploy':
      x.unit = DEFAULT_CATALOG.army(theirs).units[int(8)]!.id;
      break;
    case 'discard':
      x.cards = [card];
      break;
    case 'assault':
      if (theirUnits.length) x.from = theirUnits[int(theirUnits.length)]!.square;
      x.card = card;
      break;
    case 'play':
      x.card = card;
      break;
    case 'choose-army':
      x.nation = s.nations![0] === x.nation ? s.nations![1] : s.nations![0];
      break;
  }
  return `wrong player at ${k + 1}: ${JSON.stringify(x)}`;
}

// ---------------------------------------------------------------------------------------------
// The run

let db: AdiutantDB;
let store: GameStore;
let bases: Base[];
let mutants: Mutant[];
let keptId: string;
let keptRow: string;
let keptActions: string;
let protoNames: string[][];
const stats = new Map<string, { refused: number; accepted: number; lenient: number; codes: Map<string, number> }>();
let slowest = { ms: 0, what: '' };

const protoSnapshot = () =>
  [Object.prototype, Array.prototype, Function.prototype, String.prototype].map((p) => Object.getOwnPropertyNames(p).sort());
const storedRow = async (id: string) => JSON.stringify(await db.games.get(id));
const storedActions = async (id: string) =>
  JSON.stringify(await db.actions.where('[gameId+seq]').between([id, 0], [id, Infinity]).toArray());

async function check(m: Mutant): Promise<void> {
  const label = `${m.category}: ${m.what}`;
  const games = await db.games.count();
  const actions = await db.actions.count();
  const t0 = performance.now();
  const r = await store.importText(m.text, m.name);
  const ms = performance.now() - t0;
  if (ms > slowest.ms) slowest = { ms, what: label };
  expect(ms, `${label}: took ${ms.toFixed(0)} ms`).toBeLessThan(HANG_MS);
  const verdict = judge(m.text, m.base);
  let st = stats.get(m.category);
  if (!st) stats.set(m.category, (st = { refused: 0, accepted: 0, lenient: 0, codes: new Map() }));

  if (!r.ok) {
    st.refused++;
    st.codes.set(r.error.code, (st.codes.get(r.error.code) ?? 0) + 1);
    // a clear refusal: a known code, a reason in English and in Polish, no placeholder left
    expect(ERRORS[r.error.code as ErrorCode], label).toBeDefined();
    expect(r.error.message.trim().length, label).toBeGreaterThan(0);
    for (const lang of ['en', 'pl'] as const) {
      const text = explain(r.error, lang);
      expect(text.trim().length, `${label} (${lang})`).toBeGreaterThan(0);
      expect(text, `${label} (${lang})`).not.toMatch(/\{[a-z]+\}/i);
    }
    // refused only if the oracle finds it invalid too (or it holds a no-op legalActions does not list)
    if (verdict.valid && verdict.lenient) st.lenient++;
    else expect(verdict.valid ? 'valid' : 'invalid', `${label}: refused (${r.error.message}) although valid`).toBe('invalid');
    // nothing written
    expect(await db.games.count(), label).toBe(games);
    expect(await db.actions.count(), label).toBe(actions);
    return;
  }

  st.accepted++;
  // imported only if valid, to the state the oracle reaches on its own
  expect(verdict.valid, `${label}: accepted although invalid (${verdict.valid ? '' : verdict.why})`).toBe(true);
  if (!verdict.valid) return;
  if (verdict.lenient) st.lenient++;
  const game = r.value.game;
  expect(game.state, label).toEqual(verdict.game.state);
  expect(toRecord(game).setup, label).toEqual(verdict.setup);
  expect(toRecord(game).actions.length, label).toBe(verdict.game.length);
  // one game and exactly its actions written, under a cleaned name
  expect(await db.games.count(), label).toBe(games + 1);
  expect(await db.actions.count(), label).toBe(actions + game.length);
  const row = await store.get(r.value.id);
  expect(row?.name, label).toBe(cleanName(m.name) || cleanName(`${verdict.setup.players[0]} – ${verdict.setup.players[1]}`));
  // stored, loaded, exported and imported again: the same game
  const loaded = await store.load(r.value.id);
  expect(loaded.ok && loaded.value.game.state, label).toEqual(game.state);
  const exported = await store.exportGame(r.value.id);
  expect(exported.ok, label).toBe(true);
  if (!exported.ok) return;
  const again = await store.importText(exported.value.text, exported.value.name);
  expect(again.ok, label).toBe(true);
  if (!again.ok) return;
  expect(again.value.game.state, label).toEqual(game.state);
  expect(toRecord(again.value.game), label).toEqual(toRecord(game));
  // keep the database small: both copies go (the kept game is checked at the end)
  await store.remove(r.value.id);
  await store.remove(again.value.id);
  expect(await db.games.count(), label).toBe(games);
}

describe('hostile import (Hardening issue): ≥1,000 mutated records are refused with a reason or imported only if valid', () => {
  beforeAll(async () => {
    db = openDB('adiutant-hostile-import');
    store = new GameStore(db);
    protoNames = protoSnapshot();

    // a short record in setup, a long one mid-game, a whole random game to its end
    const shortGame = play(newGame({ players: ['Ann', 'Ben'] }), setupActions({ nations: ['austria', 'russia'], first: 1 }).slice(0, 14));
    const full = playRandomGame(7, { aggressive: true });
    if (full.failure) throw new Error(full.failure);
    const other = playRandomGame(8, { aggressive: false });
    if (other.failure) throw new Error(other.failure);
    bases = [
      makeBase('short', shortGame),
      makeBase('mid', prefix(full.game, Math.floor(full.game.length * 0.6))),
      makeBase('over', other.game)
    ];
    expect(bases[1]!.games.at(-1)!.state.stage).toBe('play');
    expect(bases[2]!.games.at(-1)!.state.stage).toBe('over');
    mutants = generate(bases);

    // a game stored before the run, which no import may touch
    const imported = await store.importText(bases[1]!.text, 'kept <b>game</b>');
    if (!imported.ok) throw new Error(imported.error.message);
    keptId = imported.value.id;
    keptRow = await storedRow(keptId);
    keptActions = await storedActions(keptId);
  }, 120_000);

  afterAll(async () => {
    db.close();
    await db.delete();
  });

  it('generates over 1,000 mutants deterministically, in every category', () => {
    expect(mutants.length).toBeGreaterThanOrEqual(1000);
    const again = generate(bases);
    expect(again.map((m) => m.what)).toEqual(mutants.map((m) => m.what));
    expect(new Set(mutants.map((m) => m.category))).toEqual(
      new Set(['truncated', 'type-swap', 'huge', 'deep', 'proto', 'version', 'sequence', 'names'])
    );
  });

  for (const category of ['truncated', 'type-swap', 'huge', 'deep', 'proto', 'version', 'sequence', 'names'])
    it(`hostile import: ${category} records`, async () => {
      for (const m of mutants.filter((x) => x.category === category)) await check(m);
      const st = stats.get(category)!;
      expect(st.refused + st.accepted).toBe(mutants.filter((x) => x.category === category).length);
    }, 120_000);

  it('hostile import: the game stored before is unchanged, nothing else was kept, no prototype was polluted', async () => {
    expect(await storedRow(keptId)).toBe(keptRow);
    expect(await storedActions(keptId)).toBe(keptActions);
    expect((await store.list()).map((g) => g.id)).toEqual([keptId]);
    expect(await db.actions.count()).toBe(bases[1]!.record.actions.length);
    const loaded = await store.load(keptId);
    expect(loaded.ok && loaded.value.game.state).toEqual(bases[1]!.games.at(-1)!.state);
    expect(protoSnapshot()).toEqual(protoNames);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();

    const total = [...stats.values()].reduce((n, s) => n + s.refused + s.accepted, 0);
    expect(total).toBe(mutants.length);
    // the oracle is not vacuous: valid mutants were accepted, and every category had refusals
    for (const c of ['sequence', 'names', 'huge']) expect(stats.get(c)!.accepted, c).toBeGreaterThan(0);
    for (const [c, s] of stats) expect(s.refused, c).toBeGreaterThan(0);
    const table = [...stats].map(
      ([c, s]) =>
        `${c.padEnd(10)} refused ${String(s.refused).padStart(4)}  accepted ${String(s.accepted).padStart(4)} (no-op ${s.lenient})  ${[...s.codes].map(([k, n]) => `${k}×${n}`).join(' ')}`
    );
    console.log(`hostile import: ${total} records\n${table.join('\n')}\nslowest import: ${slowest.ms.toFixed(0)} ms (${slowest.what})`);
  });
});
