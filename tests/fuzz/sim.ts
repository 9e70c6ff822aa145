// A seeded simulator of the physical game for fuzzing the engine: real shuffled decks and hands
// (the engine only knows counts and public cards), random legal choices, random dice. Used by the
// random-game property test and by `npm run fuzz`.
import {
  applyAction,
  deckCount,
  legalActions,
  newGame,
  other,
  replay,
  type Action,
  type Game,
  type LegalAction,
  type GameState,
  type Seat
} from '../../src/lib/rules';

import { rng } from '../rng';
import { checkBothWays, isListed } from './both-ways';
import { actor as actorOf } from './candidates';

export { rng };

interface Physical {
  pile: string[];
  hand: string[];
}

function shuffle<T>(xs: T[], r: () => number): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

function count(xs: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

function cardOf(a: Action): string | undefined {
  if (a.type === 'discard') return a.cards[0];
  return 'card' in a
    ? a.card
    : a.type === 'supply'
      ? 'supply'
      : a.type === 'forced-march'
        ? 'forced-march'
        : a.type === 'guerrilla'
          ? 'guerrilla'
          : undefined;
}

export interface SimResult {
  game: Game;
  actions: number;
  rejected: number;
  failure?: string;
  /** the both-ways check (checkBothWays): states checked, candidate actions tried and accepted */
  bothWays?: { states: number; tried: number; accepted: number; places: Record<string, number> };
}

/**
 * A replayed game against the same game played action by action: every earlier game (undo, the
 * history) has the same state, last action, length and record. Walks back from the end, so the
 * replay's games are rebuilt in the order undo asks for them. Returns a failure message or null.
 */
export function historyDiffers(replayed: Game, played: Game): string | null {
  let a: Game | null = replayed;
  let b: Game | null = played;
  for (; a && b; a = a.previous, b = b.previous) {
    if (a.length !== b.length) return `history: length ${a.length} vs ${b.length}`;
    if (JSON.stringify(a.state) !== JSON.stringify(b.state)) return `history: state after ${a.length} actions differs`;
    if (JSON.stringify(a.lastAction) !== JSON.stringify(b.lastAction)) return `history: action ${a.length} differs`;
    if (a.length % 7 === 0 && JSON.stringify(a.record) !== JSON.stringify(b.record))
      return `history: record after ${a.length} actions differs`;
  }
  return a || b ? 'history: chains of different lengths' : null;
}

/** Check the invariants the issue names after every action. Returns a failure message or null. */
export function invariants(g: Game): string | null {
  const s = g.state;
  for (const d of s.decks) if (s.armies && deckCount(d) !== 60) return `deck count ${deckCount(d)} ≠ 60`;
  if (s.armies && s.stage !== 'setup') {
    const squares = new Set<string>();
    for (const a of s.armies) {
      const ids = new Set([...a.units.map((u) => u.unit), ...a.eliminated]);
      if (ids.size !== 8 || a.units.length + a.eliminated.length !== 8) return `${a.nation}: units on map + eliminated ≠ 8`;
      for (const u of a.units) {
        if (squares.has(u.square)) return `two units on ${u.square}`;
        squares.add(u.square);
      }
    }
  }
  return null;
}

const SQUARES = Array.from({ length: 64 }, (_, i) => `${'abcdefgh'[i % 8]}${(i >> 3) + 1}`);

/**
 * Play one random game to its end. `aggressive` games prefer to close in and fight (to reach
 * attrition victories, pursuits and Committed Attack hits more often).
 */
export function playRandomGame(
  seed: number,
  opts: { maxActions?: number; checkIllegal?: number; aggressive?: boolean; checkHistory?: boolean; checkBothWays?: number } = {}
): SimResult {
  const r = rng(seed);
  // the both-ways check draws from its own generator: the game played is the same with or without it
  const rb = rng(seed ^ 0x5eed5eed);
  const both = opts.checkBothWays ? { states: 0, tried: 0, accepted: 0, places: {} as Record<string, number> } : undefined;
  const maxActions = opts.maxActions ?? 6000;
  let game = newGame({ players: ['A', 'B'], options: { nightfall: r() < 0.5 ? 'game-turn' : 'player-turn' } });
  const phys: [Physical, Physical] = [
    { pile: [], hand: [] },
    { pile: [], hand: [] }
  ];
  let rejected = 0;
  for (let n = 0; n < maxActions; n++) {
    const s = game.state;
    if (s.stage === 'over') {
      const re = replay(JSON.parse(JSON.stringify(game.record)));
      if (!re.ok) return { game, actions: n, rejected, failure: `replay failed: ${re.error.message}`, bothWays: both };
      if (JSON.stringify(re.value.state) !== JSON.stringify(game.state))
        return { game, actions: n, rejected, failure: 'replay state differs' };
      if (opts.checkHistory ?? seed % 8 === 0) {
        const broken = historyDiffers(re.value, game);
        if (broken) return { game, actions: n, rejected, failure: broken };
      }
      return { game, actions: n, rejected, bothWays: both };
    }
    // every listed action is accepted, every candidate the engine accepts is listed: checked on the
    // first state of each step the game reaches, then on a sample (more often in combat)
    const place = both && (s.stage !== 'play' ? s.setupStep : s.pending ? 'guerrilla' : s.combat ? `combat:${s.combat.step}` : s.phase);
    if (both && place && (!both.places[place] || rb() < (s.combat || s.pending ? 4 : 1) * opts.checkBothWays!)) {
      const c = checkBothWays(game, rb);
      both.states++;
      both.tried += c.tried;
      both.accepted += c.accepted;
      both.places[place] = (both.places[place] ?? 0) + 1;
      if (c.failure) return { game, actions: n, rejected, failure: c.failure, bothWays: both };
    }
    let action: Action;
    if (s.stage === 'setup' && s.setupStep === 'map') {
      const ids = shuffle(
        Array.from({ length: 24 }, (_, i) => i + 1),
        r
      ).slice(0, 4);
      action = { type: 'choose-map', sections: ids.map((id) => ({ id, rotation: ([0, 90, 180, 270] as const)[Math.floor(r() * 4)]! })) };
    } else {
      const actor = s.stage === 'play' ? actorOf(s) : null;
      const options = legalActions(game).filter((la) => {
        const card = cardOf(la.action);
        if (!card || actor === null || s.stage === 'setup') return true;
        return phys[actor].hand.includes(card);
      });
      if (options.length === 0)
        return { game, actions: n, rejected, failure: `no legal action at ${JSON.stringify(s.phase)} ${s.combat?.step ?? ''}` };
      const pick = (opts.aggressive && choose(options, s, r)) || options[Math.floor(r() * options.length)]!;
      action = JSON.parse(JSON.stringify(pick.action)) as Action;
      if (pick.dice) (action as { dice: number[] }).dice = pick.dice.map((sides) => 1 + Math.floor(r() * sides));
    }
    if (opts.checkIllegal && r() < opts.checkIllegal) {
      const bad = randomIllegal(r);
      const before = JSON.stringify(game.state);
      const res = applyAction(game, bad);
      if (res.ok) {
        // legal by chance: then the engine must also list it
        if (!isListed(game, bad))
          return { game, actions: n, rejected, failure: `accepted but not listed: ${JSON.stringify(bad)}`, bothWays: both };
      } else {
        rejected++;
        if (JSON.stringify(game.state) !== before) return { game, actions: n, rejected, failure: 'rejected action changed state' };
        if (!res.error.code || !res.error.message) return { game, actions: n, rejected, failure: 'error without code/message' };
      }
    }
    const before = game.state;
    const res = applyAction(game, action);
    if (!res.ok) return { game, actions: n, rejected, failure: `legal action refused: ${JSON.stringify(action)}: ${res.error.message}` };
    game = res.value;
    sync(before, game.state, phys, action, r);
    const broken = invariants(game);
    if (broken) return { game, actions: n, rejected, failure: broken };
    for (const seat of [0, 1] as Seat[])
      if (game.state.armies && phys[seat].hand.length !== game.state.decks[seat].hand)
        return {
          game,
          actions: n,
          rejected,
          failure: `hand mismatch seat ${seat}: sim ${phys[seat].hand.length}, engine ${game.state.decks[seat].hand}`
        };
  }
  return { game, actions: maxActions, rejected, failure: 'game did not end' };
}

const COMBAT_TYPES = new Set(['assault', 'ambush', 'bombard', 'volley', 'grand-battery']);
const dist = (a: string, b: string) => Math.abs(a.charCodeAt(0) - b.charCodeAt(0)) + Math.abs(Number(a.slice(1)) - Number(b.slice(1)));

function choose(options: LegalAction[], s: GameState, r: () => number): LegalAction | undefined {
  if (r() < 0.2) return undefined;
  const fights = options.filter((o) => COMBAT_TYPES.has(o.action.type));
  if (fights.length) return fights[Math.floor(r() * fights.length)];
  const moves = options.filter((o) => o.action.type === 'move');
  if (moves.length && s.armies) {
    const enemies = s.armies[other(s.active)].units.map((u) => u.square);
    const near = (sq: string) => Math.min(...enemies.map((e) => dist(sq, e)));
    moves.sort((a, b) => near((a.action as { to: string }).to) - near((b.action as { to: string }).to));
    return moves[0];
  }
  const prefer = options.filter((o) => o.action.type !== 'end-phase' && o.action.type !== 'pass');
  return prefer.length ? prefer[Math.floor(r() * prefer.length)] : undefined;
}

function randomIllegal(r: () => number): unknown {
  const sq = () => SQUARES[Math.floor(r() * 64)]!;
  const pool: unknown[] = [
    { type: 'move', from: sq(), to: sq() },
    { type: 'assault', from: sq(), target: sq(), card: 'imperial-guard-1' },
    { type: 'roll', dice: [0, 99] },
    { type: 'deploy', unit: 'nobody', square: 'z9' },
    { type: 'play', card: 'no-such-card' },
    { type: 'teleport' },
    { type: 'discard', cards: ['no-such-card'] },
    null,
    { type: 'retreat', to: 'q1' }
  ];
  return pool[Math.floor(r() * pool.length)];
}

/** Mirror the engine's deck changes onto the physical cards. */
function sync(before: GameState, after: GameState, phys: [Physical, Physical], action: Action, r: () => number): void {
  if (action.type === 'choose-army') {
    for (const seat of [0, 1] as Seat[]) phys[seat].pile = []; // filled at the deal
  }
  if (action.type === 'deal' && after.armies) {
    for (const seat of [0, 1] as Seat[]) {
      phys[seat].pile = shuffle(deckIds(after, seat), r);
      phys[seat].hand = phys[seat].pile.splice(0, 5);
    }
    return;
  }
  if (!after.armies || after.stage === 'setup') return;
  for (const seat of [0, 1] as Seat[]) {
    const b = before.decks[seat];
    const a = after.decks[seat];
    const p = phys[seat];
    if (action.type === 'draw' && seat === before.active) {
      // a draw: from the pile, then from the reshuffled discard pile (A2b)
      for (let i = 0; i < a.hand - b.hand; i++) {
        if (p.pile.length === 0) p.pile = shuffle([...b.discard], r);
        p.hand.push(p.pile.shift()!);
      }
      continue;
    }
    const bk = count([...b.discard, ...b.inPlay]);
    const ak = count([...a.discard, ...a.inPlay]);
    for (const [card, k] of ak) {
      for (let i = 0; i < k - (bk.get(card) ?? 0); i++) {
        const j = p.hand.indexOf(card);
        if (j >= 0) p.hand.splice(j, 1);
      }
    }
    // Skirmish: the initiating card goes back from the table to the hand (6.7-R3)
    for (const [card, k] of bk) for (let i = 0; i < k - (ak.get(card) ?? 0); i++) p.hand.push(card);
  }
}

import { DEFAULT_CATALOG } from '../../src/lib/rules';
function deckIds(s: GameState, seat: Seat): string[] {
  const out: string[] = [];
  for (const c of DEFAULT_CATALOG.army(s.armies![seat].nation).deck) for (let i = 0; i < c.copies; i++) out.push(c.id);
  return out;
}
