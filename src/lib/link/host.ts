// The host's side of the one-writer rule (issue 34), as pure functions: the host phone keeps the
// record and is the only one that writes it. A guest's tap arrives with the record it was chosen
// on (`base`); the host judges it here, and the app plays it through the same Session path as a
// local tap (validated, saved, undoable) and sends every phone the record as it then stands.
//
// - Two taps at once: whichever the host saw first is played; the other was chosen on a record
//   that is no longer the host's (or arrived while the host's own tap was being saved): it is
//   dropped and its phone told "your tap came second: the game moved on". Nothing is doubled:
//   the second tap is never played on the record that moved on.
// - A guest plays only its own seat's steps; a watcher plays nothing. Undo is one more tap, from
//   either phone, under the usual rules (the host's Session decides what it takes back).
// - The engine checks every action before the Session sees it: a refusal goes back to the phone
//   that sent the tap with the engine's reason.
import { applyAction, prompt, toRecord, type Action, type Game, type GameRecord, type RuleError, type Seat } from '$lib/rules';
import type { DataOverrides } from '$lib/data/overrides';
import { linkError } from './errors';
import { atOf, extendChain, hashChain, sharedLength, type At } from './hash';
import { SYNC_CHUNK, type Act, type Body, type Done, type Hello, type Sync, type Undo, type Words } from './messages';

const chains = new WeakMap<Game, string[]>();

/** The hash chain of a game's record (hash.ts), built on the chain of the game before it when known. */
export function chainOf(game: Game): string[] {
  const known = chains.get(game);
  if (known) return known;
  const prev = game.previous ? chains.get(game.previous) : undefined;
  const chain = prev && game.lastAction ? extendChain(prev, [toRecord(game).actions[game.length - 1]]) : hashChain(toRecord(game));
  chains.set(game, chain);
  return chain;
}

/** What the host does with a guest's tap. */
export type Verdict =
  | { kind: 'play'; actions: Action[] }
  | { kind: 'undo' }
  /** chosen on a record that has moved on: dropped */
  | { kind: 'second' }
  /** `forged`: no honest guest sends it (a watcher's tap, another seat's step): logged on the host's screen */
  | { kind: 'refused'; error: RuleError; forged: boolean };

/**
 * Judge a guest's tap or undo on the host's game. `seat` is the guest's (null: a watcher);
 * `moving`: the host is saving a tap of its own right now (its game is about to move on).
 */
export function judgeTap(game: Game, seat: Seat | null, tap: Act | Undo, moving = false): Verdict {
  const { players } = game.setup;
  if (seat === null) return { kind: 'refused', error: linkError('link/watching'), forged: true };
  const now = atOf(chainOf(game));
  if (moving || tap.base.length !== now.length || tap.base.hash !== now.hash) return { kind: 'second' };
  if (tap.t === 'undo')
    return game.length === 0 ? { kind: 'refused', error: linkError('link/nothing-to-undo'), forged: false } : { kind: 'undo' };
  const who = prompt(game).player;
  if (who !== null && who !== seat)
    return { kind: 'refused', error: linkError('link/not-your-step', { player: players[seat] }), forged: true };
  let g = game;
  for (const action of tap.actions) {
    const r = applyAction(g, action);
    if (!r.ok) return { kind: 'refused', error: r.error, forged: false };
    g = r.value;
  }
  return { kind: 'play', actions: tap.actions };
}

/** The answer to a tap: played, second, or refused with its reason in both languages. */
export function doneOf(n: number, outcome: Done['outcome'], words?: Words): Body<Done> {
  return { t: 'done', n, outcome, ...(words ? { error: words } : {}) };
}

/** What a sync carries besides the actions: the next undo's depth, the host's data corrections. */
export interface SyncContext {
  /** the actions the host's next undo takes back (Session.undoDepth) */
  depth: number;
  /** the host's data corrections (the guest plays with the host's catalogue) */
  overrides: DataOverrides;
}

/**
 * The sync messages that bring a phone holding `peer` (a hash chain; null: nothing) to the host's
 * record: the actions after the part they share, or the whole record (with its setup and the
 * corrections) when they share nothing. Empty when the phone already holds it. Chunks of
 * SYNC_CHUNK actions, each from where the one before left off.
 */
export function syncsFor(peer: readonly string[] | null, record: GameRecord, chain: readonly string[], ctx: SyncContext): Body<Sync>[] {
  const shared = peer ? sharedLength(peer, chain) : -1;
  if (peer && shared === peer.length - 1 && shared === chain.length - 1) return [];
  const out: Body<Sync>[] = [];
  let keep = Math.max(0, shared);
  let from: At | null = shared >= 0 ? atOf(peer!) : null;
  do {
    const actions = record.actions.slice(keep, keep + SYNC_CHUNK);
    const at = atOf(chain.slice(0, keep + actions.length + 1));
    const whole = from === null ? { setup: record.setup, overrides: ctx.overrides as Record<string, unknown> } : {};
    out.push({ t: 'sync', from, keep, actions, at, depth: ctx.depth, ...whole });
    from = at;
    keep = at.length;
  } while (keep < record.actions.length);
  return out;
}

/**
 * A guest says hello (a first pairing or a rejoin): the chain of what it holds as far as the host
 * can tell — the host's own first `length` actions when the guest's hash is the host's hash there
 * (it is then caught up with the actions since), else null (it gets the whole record).
 */
export function heldBy(hello: Hello, gameId: string, chain: readonly string[]): string[] | null {
  const have = hello.have;
  if (!have || have.game !== gameId || have.length >= chain.length || chain[have.length] !== have.hash) return null;
  return chain.slice(0, have.length + 1);
}

/** The taps a rejoining guest sent and never had answered that the host did not play: not saved. */
export function unsavedTaps(pending: readonly number[], played: ReadonlySet<number>): number[] {
  return pending.filter((n) => !played.has(n));
}
