// The host phone of a table link (issue 34): it keeps the record and is its only writer. Every
// other phone (a player's guest, a watcher) is a peer on its own WebRTC link (link-rtc.ts). A
// guest's tap is judged by the protocol (src/lib/link/host.ts: its seat's step, chosen on the
// record as it stands, accepted by the engine) and played through the same Session path as a tap
// on this phone — validated, saved, undoable; whenever the game on this phone changes, for
// whatever reason (a tap here or there, an undo, another tab), every peer is sent the record as it
// now stands (a sync), then the tap's answer. A link that drops leaves a one-phone game: nothing
// waits for the other phone, and nothing is lost.
import {
  chainOf,
  doneOf,
  heldBy,
  judgeTap,
  linkError,
  Outbox,
  readMessage,
  syncsFor,
  unsavedTaps,
  wordsOf,
  type Act,
  type Body,
  type Inbox,
  type Message,
  type Undo
} from '$lib/link';
import { toRecord, type RuleError, type Seat } from '$lib/rules';
import type { DataOverrides } from '$lib/data/overrides';
import type { Session } from './session.svelte';
import { makeOffer, type Offer, type Wire, type WireState } from './link-rtc';

export type PeerState = 'pairing' | 'linked' | 'down' | 'closed';

/** A refused message, as the screen logs it. */
export interface LinkLogLine {
  at: number;
  error: RuleError;
}

/** One other phone, as the host's screen shows it. */
export class HostPeer {
  /** the seat it plays; null: it watches */
  readonly seat: Seat | null;
  state: PeerState = $state('pairing');
  /** the pairing code shown for it until it answers */
  readonly code: string;
  /** its id for the page it runs on (its hello), which a rejoin repeats */
  guest: string | null = null;
  readonly inbox: Inbox;
  readonly outbox: Outbox;
  /** the hash chain of the record it holds (what this phone sent it); null before its hello */
  chain: string[] | null = null;
  wire: Wire | null = null;

  constructor(
    readonly offer: Offer,
    seat: Seat | null,
    name: string
  ) {
    this.seat = seat;
    this.code = offer.code;
    this.inbox = { side: 'host', tag: offer.tag, seq: 0, peer: name };
    this.outbox = new Outbox(offer.tag);
  }

  send(body: Body): void {
    this.wire?.send(this.outbox.write(body));
  }
}

const LOG_LINES = 20;
const seat = (p: HostPeer) => p.seat;

export class LinkHost {
  peers: HostPeer[] = $state([]);
  /** messages refused (forged, replayed), newest first, shown on screen */
  log: LinkLogLine[] = $state([]);
  /**
   * the taps each guest (by its id) had played here: a rejoin is told which of its unanswered taps
   * were not saved (kept by the page for the game, across a stopped link: link-table.svelte.ts)
   */
  readonly #played: Map<string, Set<number>>;
  #session: Session = $state.raw() as Session;
  readonly #stop: () => void;

  constructor(
    session: Session,
    readonly overrides: DataOverrides,
    played = new Map<string, Set<number>>()
  ) {
    this.#session = session;
    this.#played = played;
    // every change of the game on screen goes to every linked phone
    this.#stop = $effect.root(() => {
      $effect(() => {
        void this.#session.game;
        this.syncAll();
      });
    });
  }

  get session(): Session {
    return this.#session;
  }

  /** The game's page was opened again (a new Session of the same game): follow it. */
  attach(session: Session): void {
    if (session.id !== this.#session.id) return;
    this.#session = session;
    this.syncAll();
  }

  /** The seat of the player whose phone is linked now (its steps wait for it), or null. */
  get guestSeat(): Seat | null {
    return this.peers.find((p) => p.seat !== null && p.state === 'linked')?.seat ?? null;
  }

  /** Start a pairing for a player's phone (`seat`) or a watcher (null): its code, or why there is none. */
  async host(seat: Seat | null): Promise<{ ok: true; value: HostPeer } | { ok: false; error: RuleError }> {
    const offer = await makeOffer();
    if (!offer.ok) return offer;
    const players = this.#session.game.setup.players;
    const peer = new HostPeer(offer.value, seat, seat === null ? '👁' : players[seat]);
    // one pending pairing per role: a new code replaces an unanswered one (its code is then good for nothing)
    for (const p of this.peers) if (p.state === 'pairing' && p.seat === seat) this.#drop(p);
    this.peers = [...this.peers.filter((p) => p.state !== 'closed'), peer];
    return { ok: true, value: peer };
  }

  /** The other phone's answer to `peer`'s code: the link, or why not (the no-network sentence within 10 s). */
  async accept(peer: HostPeer, answer: string): Promise<RuleError | null> {
    const r = await peer.offer.accept(answer);
    if (!r.ok) return r.error;
    const wire = r.value;
    peer.wire = wire;
    peer.state = 'linked';
    wire.onmessage = (text) => void this.#receive(peer, text);
    wire.onstate = (s: WireState) => {
      const was = peer.state;
      // stopped here on purpose: nothing to say
      if (was === 'closed') return;
      // closed by the other side or gone silent: lost until it is paired again
      peer.state = s === 'up' ? 'linked' : 'down';
      if (s === 'up') {
        // back by itself (both pages stayed open): what it missed, and the drop is no longer news
        this.#sync(peer);
        if (this.#session.error?.code === 'link/dropped') this.#session.error = null;
      }
      // both phones say so at once; the game here goes on as a one-phone game
      else if (was === 'linked' && peer.seat !== null) this.#session.refuse(linkError('link/dropped', { name: peer.inbox.peer }));
    };
    // a phone paired again for a seat replaces the link that was lost; the drop is no longer news
    for (const p of this.peers) if (p !== peer && p.seat === seat(peer) && p.state === 'down') this.#drop(p);
    if (this.#session.error?.code === 'link/dropped') this.#session.error = null;
    return null;
  }

  /** Stop one peer's link (or its pending pairing). */
  #drop(peer: HostPeer): void {
    const open = peer.state === 'linked';
    peer.state = 'closed';
    if (open) peer.send({ t: 'bye' });
    peer.wire?.close();
    peer.offer.cancel();
  }

  /** End every link (the host leaves the table link). */
  close(): void {
    for (const p of this.peers) this.#drop(p);
    this.peers = [];
    this.#stop();
  }

  /** Send every linked phone the record as it now stands (nothing when it already holds it). */
  syncAll(): void {
    for (const p of this.peers) this.#sync(p);
  }

  #sync(peer: HostPeer): void {
    if (peer.state !== 'linked' || !peer.wire || peer.guest === null) return;
    const game = this.#session.game;
    const chain = chainOf(game);
    for (const body of syncsFor(peer.chain, toRecord(game), chain, { depth: this.#session.undoDepth, overrides: this.overrides }))
      peer.send(body);
    peer.chain = chain;
  }

  /** A message refused: logged, and said on screen at once. */
  #refused(error: RuleError): void {
    this.log = [{ at: Date.now(), error }, ...this.log].slice(0, LOG_LINES);
    this.#session.refuse(error);
  }

  async #receive(peer: HostPeer, text: string): Promise<void> {
    const r = readMessage(peer.inbox, text);
    if (!r.ok) return this.#refused(r.error);
    const m: Message = r.value;
    if (m.t === 'hello') {
      peer.guest = m.guest;
      const chain = chainOf(this.#session.game);
      peer.chain = heldBy(m, this.#session.id, chain);
      const played = this.#played.get(m.guest) ?? new Set<number>();
      this.#played.set(m.guest, played);
      const host = peer.seat === null ? null : ((1 - peer.seat) as Seat);
      peer.send({
        t: 'welcome',
        game: { id: this.#session.id, name: this.#session.name.slice(0, 200) },
        seat: peer.seat,
        host,
        unsaved: unsavedTaps(m.pending, played)
      });
      this.#sync(peer);
    } else if (m.t === 'act' || m.t === 'undo') await this.#tap(peer, m);
    else if (m.t === 'want') {
      const chain = chainOf(this.#session.game);
      const have = m.have;
      peer.chain = have && have.length < chain.length && chain[have.length] === have.hash ? chain.slice(0, have.length + 1) : null;
      this.#sync(peer);
    } else if (m.t === 'bye') peer.wire?.close();
  }

  /** A guest's tap or undo: judged, played through the Session like a tap here, answered after the sync. */
  async #tap(peer: HostPeer, tap: Act | Undo): Promise<void> {
    const session = this.#session;
    const verdict = judgeTap(session.game, peer.seat, tap, session.busy);
    let answer: Body;
    if (verdict.kind === 'second') answer = doneOf(tap.n, 'second');
    else if (verdict.kind === 'refused') {
      if (verdict.forged) this.#refused(verdict.error);
      answer = doneOf(tap.n, 'refused', wordsOf(verdict.error));
    } else {
      // an undo never drops a choice waiting on this phone without asking: it is refused instead
      const waiting = verdict.kind === 'undo' && session.drafts.pending().length > 0;
      const error = waiting
        ? linkError('link/host-choice')
        : verdict.kind === 'undo'
          ? await session.undo()
          : await session.actAll(verdict.actions);
      if (!error) this.#played.get(peer.guest!)?.add(tap.n);
      answer = !error
        ? doneOf(tap.n, 'played')
        : error.code === 'game/changed-elsewhere'
          ? doneOf(tap.n, 'second')
          : doneOf(tap.n, 'refused', wordsOf(error));
      // the new record reaches every phone before the answer
      this.syncAll();
    }
    peer.send(answer);
  }
}
