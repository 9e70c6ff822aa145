// Issue 34, "done when two phones can play a whole game together through the link": whole random
// games played over the link's protocol as text, the way the two phones exchange it. The host
// phone keeps the record; each step the guest's seat decides is tapped on the guest (an `act`
// chosen on its copy), read by the host (schema, tag, number), judged by the one-writer rule and
// played; after every change the host syncs the guest and a watcher, who check each sync with the
// engine and the record's hash. A guest's undo now and then takes back its own tap. At the end of
// the day both copies are the host's record, the winner is the same, and nothing was doubled.
import { describe, expect, it } from 'vitest';
import { playMatch, randomPlayer } from '$lib/bot';
import { applyAction, prompt, toRecord, undo, type Action, type Game, type Seat } from '$lib/rules';
import {
  applySync,
  atOf,
  chainOf,
  doneOf,
  heldBy,
  judgeTap,
  mirrorAt,
  Outbox,
  readMessage,
  syncsFor,
  type Inbox,
  type Message,
  type Mirror
} from '$lib/link';

const TAG = 'AQIDBA';
const CTX = { depth: 1, overrides: {} };

/** One phone's end of one pairing: what it sends, numbered, and what it reads, checked. */
function end(side: 'host' | 'guest', peer: string) {
  const inbox: Inbox = { side, tag: TAG, seq: 0, peer };
  const out = new Outbox(TAG);
  return {
    write: (body: Parameters<Outbox['write']>[0]) => out.write(body),
    read(text: string): Message {
      const r = readMessage(inbox, text);
      if (!r.ok) throw new Error(`${side} refused: ${r.error.message}`);
      return r.value;
    }
  };
}

/** A linked phone (the guest or a watcher) as the host sees it, and its own copy. */
function linkPhone(host: Game, seat: Seat | null, id: string) {
  const atHost = end('host', id);
  const atPhone = end('guest', 'host');
  let mirror: Mirror | null = null;
  let chain: string[] | null = null;
  const hello = atHost.read(atPhone.write({ t: 'hello', guest: id, have: null, pending: [] }));
  if (hello.t !== 'hello') throw new Error('no hello');
  chain = heldBy(hello, 'game-1', chainOf(host));
  const welcome = atPhone.read(atHost.write({ t: 'welcome', game: { id: 'game-1', name: 'Wagram' }, seat, host: null, unsaved: [] }));
  expect(welcome).toMatchObject({ t: 'welcome', seat });
  return {
    seat,
    /** the host sends what the phone misses; the phone checks and applies it */
    sync(game: Game) {
      for (const body of syncsFor(chain, toRecord(game), chainOf(game), CTX)) {
        const m = atPhone.read(atHost.write(body));
        if (m.t !== 'sync') throw new Error(m.t);
        const r = applySync(mirror, m);
        if (!r.ok) throw new Error(`sync refused: ${r.error.message}`);
        mirror = r.value;
      }
      chain = chainOf(game);
    },
    /** a tap on this phone (actions, or an undo: null), chosen on its copy, as the host reads it */
    tap(n: number, actions: Action[] | null): Message {
      const base = mirrorAt(mirror!);
      return atHost.read(atPhone.write(actions ? { t: 'act', n, base, actions } : { t: 'undo', n, base }));
    },
    /** the host's answer, as this phone reads it */
    answer(body: ReturnType<typeof doneOf>): Message {
      return atPhone.read(atHost.write(body));
    },
    get copy(): Game {
      return mirror!.game;
    }
  };
}

function wholeGameThroughTheLink(seed: number) {
  const match = playMatch({ seed, players: [randomPlayer(seed), randomPlayer(seed + 1)] }).game;
  const actions = toRecord(match).actions;
  let host: Game = match;
  while (host.previous) host = host.previous;
  const guest = linkPhone(host, 1, 'guest-1');
  const watcher = linkPhone(host, null, 'watcher-1');
  const phones = [guest, watcher];
  for (const p of phones) p.sync(host);
  let tapped = 0;
  let undone = 0;
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i]!;
    const who = prompt(host).player;
    if (who === guest.seat) {
      const n = ++tapped;
      const tap = guest.tap(n, [action]);
      if (tap.t !== 'act') throw new Error(tap.t);
      const verdict = judgeTap(host, guest.seat, tap);
      expect(verdict).toEqual({ kind: 'play', actions: [action] });
      const r = applyAction(host, action);
      if (!r.ok) throw new Error(r.error.message);
      host = r.value;
      for (const p of phones) p.sync(host);
      expect(guest.answer(doneOf(n, 'played'))).toMatchObject({ t: 'done', n, outcome: 'played' });
      // now and then the guest takes its tap back, and taps it again (Undo is one more tap)
      if (n % 7 === 0) {
        const u = guest.tap(++tapped, null);
        if (u.t !== 'undo') throw new Error(u.t);
        expect(judgeTap(host, guest.seat, u)).toEqual({ kind: 'undo' });
        host = undo(host);
        for (const p of phones) p.sync(host);
        undone++;
        i--;
      }
    } else {
      // the host's own step (or one nobody decides): played on the host
      const r = applyAction(host, action);
      if (!r.ok) throw new Error(r.error.message);
      host = r.value;
      for (const p of phones) p.sync(host);
    }
    // a watcher's tap is refused, whatever it is
    if (i % 25 === 0) {
      const w = watcher.tap(1 + i, [action]);
      if (w.t !== 'act') throw new Error(w.t);
      expect(judgeTap(host, watcher.seat, w)).toMatchObject({ kind: 'refused', forged: true });
    }
  }
  return { match, host, guest, watcher, tapped, undone };
}

describe('a whole game played on two phones through the link (issue 34)', () => {
  for (const seed of [1, 34]) {
    it(`seed ${seed}: both copies are the host's record at the game's end, the same result, every guest step played once`, () => {
      const { match, host, guest, watcher, tapped, undone } = wholeGameThroughTheLink(seed);
      expect(toRecord(host)).toEqual(toRecord(match));
      expect(host.state.result).not.toBeNull();
      for (const phone of [guest, watcher]) {
        expect(toRecord(phone.copy)).toEqual(toRecord(host));
        expect(atOf(chainOf(phone.copy))).toEqual(atOf(chainOf(host)));
        expect(phone.copy.state.result).toEqual(host.state.result);
      }
      // the guest decided a real share of the game, and undid some of it
      const guestSteps = toRecord(match).actions.filter((_, i) => {
        let g: Game = match;
        while (g.length > i) g = g.previous!;
        return prompt(g).player === 1;
      }).length;
      expect(guestSteps).toBeGreaterThan(20);
      expect(tapped).toBe(guestSteps + 2 * undone);
      expect(undone).toBeGreaterThan(0);
    });
  }
});
