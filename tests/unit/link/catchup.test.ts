// Issue 34: the record-hash catch-up. The guest holds the host's record in memory and follows the
// host's syncs; each is checked (where it starts, every action by the engine, the resulting hash)
// before it replaces the copy. A rejoining guest is sent the actions since its last hash, or the
// whole record when the hashes disagree. Random play, undos and drops of a real game, checked
// against the host's record after every step.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playMatch, randomPlayer } from '$lib/bot';
import { toRecord, undo, type Action, type Game } from '$lib/rules';
import {
  applySync,
  atOf,
  canonical,
  chainOf,
  hashChain,
  heldBy,
  mirrorAt,
  SYNC_CHUNK,
  syncsFor,
  unsavedTaps,
  type Body,
  type Mirror,
  type Sync
} from '$lib/link';

const CTX = { depth: 1, overrides: {} };
/** A complete random game (both seats uniformly random among legal moves): a long record. */
const MATCH = playMatch({ seed: 34, players: [randomPlayer(1), randomPlayer(2)] }).game;
const ACTIONS: Action[] = toRecord(MATCH).actions;
const at = (n: number): Game => {
  let g = MATCH;
  while (g.length > n) g = g.previous!;
  return g;
};

/** The guest applies the host's syncs as the link delivers them (the envelope added). */
function deliver(m: Mirror | null, syncs: Body<Sync>[]): Mirror {
  let mirror = m;
  for (const s of syncs) {
    const r = applySync(mirror, { v: 1, tag: 'AQIDBA', seq: 9, ...s });
    if (!r.ok) throw new Error(`sync refused: ${r.error.message}`);
    mirror = r.value;
  }
  return mirror!;
}

const sameGame = (m: Mirror, host: Game) => {
  expect(mirrorAt(m)).toEqual(atOf(chainOf(host)));
  expect(toRecord(m.game)).toEqual(toRecord(host));
};

describe('the record hash (issue 34)', () => {
  it('is the same for equal records whatever the order of their keys, and differs for any other action', () => {
    expect(canonical({ b: 1, a: [{ y: 2, x: undefined, z: null }] })).toBe('{"a":[{"y":2,"z":null}],"b":1}');
    const setup = { players: ['Ala', 'Bartek'] as [string, string] };
    const a = hashChain({ setup, actions: [{ type: 'move', from: 'd2', to: 'd3' }] });
    const b = hashChain({ setup, actions: [{ to: 'd3', from: 'd2', type: 'move' } as Action] });
    expect(a).toEqual(b);
    expect(hashChain({ setup, actions: [{ type: 'move', from: 'd2', to: 'd4' }] })[1]).not.toBe(a[1]);
    expect(hashChain({ setup: { players: ['Ala', 'Celina'] }, actions: [] })[0]).not.toBe(a[0]);
    // a chain names every prefix: the first n links are the prefix's chain
    const chain = chainOf(MATCH);
    expect(chain.length).toBe(MATCH.length + 1);
    expect(chainOf(at(40))).toEqual(chain.slice(0, 41));
    expect(new Set(chain).size).toBe(chain.length);
  });

  it('the match used below is a real game longer than one sync message (its whole record comes in chunks)', () => {
    expect(ACTIONS.length).toBeGreaterThan(SYNC_CHUNK);
  });
});

describe('the guest follows the host (issue 34)', () => {
  it('through random play and undos, the guest’s copy is the host’s record after every sync (never more, never less)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: -4, max: -1 })), { minLength: 1, maxLength: 25 }),
        (ops) => {
          let host = at(60);
          let mirror = deliver(null, syncsFor(null, toRecord(host), chainOf(host), CTX));
          sameGame(mirror, host);
          for (const op of ops) {
            if (op > 0) host = at(Math.min(host.length + op, MATCH.length));
            else for (let i = 0; i < -op && host.previous; i++) host = undo(host);
            // an undo followed by other actions: the guest is sent only what changed since its copy
            if (op > 0 && host.length < MATCH.length && op % 5 === 0) host = at(Math.max(0, host.length - 2));
            const syncs = syncsFor(mirror.chain, toRecord(host), chainOf(host), CTX);
            for (const s of syncs) expect(s.from).not.toBeNull();
            mirror = deliver(mirror, syncs);
            sameGame(mirror, host);
          }
        }
      ),
      { numRuns: 40 }
    );
  });

  it('a guest that already holds the record is sent nothing', () => {
    const host = at(80);
    expect(syncsFor(chainOf(host), toRecord(host), chainOf(host), CTX)).toEqual([]);
  });

  it('a whole record longer than one message comes in chunks, each from where the last left off', () => {
    const syncs = syncsFor(null, toRecord(MATCH), chainOf(MATCH), CTX);
    expect(syncs.length).toBe(Math.ceil(MATCH.length / SYNC_CHUNK));
    expect(syncs[0]!.setup).toEqual(MATCH.setup);
    expect(syncs.slice(1).every((s) => s.setup === undefined && s.from!.length === s.keep)).toBe(true);
    sameGame(deliver(null, syncs), MATCH);
  });
});

describe('rejoining (issue 34)', () => {
  const hello = (game: string, g: Game | null) => ({
    v: 1 as const,
    tag: 'AQIDBA',
    seq: 1,
    t: 'hello' as const,
    guest: 'g-1',
    have: g ? { game, ...atOf(chainOf(g)) } : null,
    pending: []
  });

  it('after a drop with 50 actions missed, the guest is sent exactly those 50 actions, in one message', () => {
    const guest = deliver(null, syncsFor(null, toRecord(at(100)), chainOf(at(100)), CTX));
    const host = at(150);
    const held = heldBy(hello('game-1', guest.game), 'game-1', chainOf(host));
    expect(held).toEqual(chainOf(at(100)));
    const syncs = syncsFor(held, toRecord(host), chainOf(host), CTX);
    expect(syncs.length).toBe(1);
    expect(syncs[0]!.keep).toBe(100);
    expect(syncs[0]!.actions).toEqual(ACTIONS.slice(100, 150));
    sameGame(deliver(guest, syncs), host);
  });

  it('when the hashes disagree (the host undid and played on differently meanwhile), the whole record is sent', () => {
    const guest = deliver(null, syncsFor(null, toRecord(at(100)), chainOf(at(100)), CTX));
    // the host took back 3 actions and played a different line: the guest's 100 are not the host's first 100
    let host = at(97);
    const other = at(100);
    host = deliver(null, syncsFor(null, toRecord(host), chainOf(host), CTX)).game;
    expect(toRecord(host).actions.length).toBe(97);
    expect(heldBy(hello('game-1', guest.game), 'game-1', chainOf(host))).toBeNull();
    const forged = { ...hello('game-1', other), have: { game: 'game-1', length: 100, hash: '0000000000000000' } };
    expect(heldBy(forged, 'game-1', chainOf(MATCH))).toBeNull();
    // another game, or nothing held: the whole record too
    expect(heldBy(hello('game-2', guest.game), 'game-1', chainOf(MATCH))).toBeNull();
    expect(heldBy(hello('game-1', null), 'game-1', chainOf(MATCH))).toBeNull();
    const syncs = syncsFor(null, toRecord(MATCH), chainOf(MATCH), CTX);
    expect(syncs[0]!.from).toBeNull();
    sameGame(deliver(guest, syncs), MATCH);
  });

  it('the taps a guest sent and never had answered are unsaved unless the host played them', () => {
    expect(unsavedTaps([4, 5, 6], new Set([3, 4]))).toEqual([5, 6]);
    expect(unsavedTaps([], new Set([1]))).toEqual([]);
  });
});

describe('a sync the guest refuses (issue 34): its copy stays as it was', () => {
  const base = () => deliver(null, syncsFor(null, toRecord(at(60)), chainOf(at(60)), CTX));
  const next = () => syncsFor(chainOf(at(60)), toRecord(at(70)), chainOf(at(70)), CTX)[0]!;
  const tryIt = (m: Mirror, s: Body<Sync>) => applySync(m, { v: 1, tag: 'AQIDBA', seq: 9, ...s });

  it('from another place than the copy, or with another resulting hash: record-mismatch', () => {
    const m = base();
    expect(tryIt(m, { ...next(), from: { length: 60, hash: 'ffffffffffffffff' } })).toMatchObject({
      ok: false,
      error: { code: 'link/record-mismatch' }
    });
    expect(tryIt(m, { ...next(), at: { length: 70, hash: 'ffffffffffffffff' } })).toMatchObject({
      ok: false,
      error: { code: 'link/record-mismatch' }
    });
    expect(tryIt(m, { ...next(), keep: 61 })).toMatchObject({ ok: false });
    sameGame(m, at(60));
  });

  it('every action of a sync is checked by the engine: a changed action is refused (the engine’s reason) or fails the hash', () => {
    const m = base();
    const s = next();
    for (let i = 0; i < s.actions.length; i++) {
      const bad = s.actions.map((a, k) => (k === i ? ({ type: 'move', from: 'a1', to: 'h8' } as Action) : a));
      const r = tryIt(m, { ...s, actions: bad });
      expect(r.ok).toBe(false);
    }
    sameGame(m, at(60));
  });

  it('a whole record without its setup, or with data corrections that do not validate, is refused', () => {
    const whole = syncsFor(null, toRecord(at(10)), chainOf(at(10)), CTX)[0]!;
    expect(applySync(null, { v: 1, tag: 'AQIDBA', seq: 2, ...whole, setup: undefined }).ok).toBe(false);
    expect(applySync(null, { v: 1, tag: 'AQIDBA', seq: 2, ...whole, overrides: { units: 'everything' } }).ok).toBe(false);
  });

  it('the host’s data corrections reach the guest: its copy plays with the host’s catalogue', () => {
    const whole = syncsFor(null, toRecord(at(10)), chainOf(at(10)), {
      depth: 0,
      overrides: { units: { france: { 'imperial-guard': { full: 9 } } } }
    })[0]!;
    const r = applySync(null, { v: 1, tag: 'AQIDBA', seq: 2, ...whole });
    expect(r.ok && r.value.game.catalog.unit('france', 'imperial-guard')?.full).toBe(9);
  });
});
