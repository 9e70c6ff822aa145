// A guest phone of a table link (issue 34): it plays one seat of the host phone's game (or
// watches) and keeps no record of its own. It holds the host's record in memory (a mirror,
// src/lib/link/guest.ts) and shows it through a GuestSession, whose taps it sends to the host.
// Every message from the host is read by schema, tag and number; every sync is checked by the
// engine and the record's hash before it replaces the mirror. A link that drops is said at once;
// the guest rejoins by pairing again (or by itself while both pages stay open) and is caught up
// with the actions since its last hash, silently — unless taps it sent were never answered: those
// were not saved, and it says so.
import {
  applySync,
  atOf,
  chainOf,
  errorOf,
  linkError,
  mirrorAt,
  Outbox,
  readMessage,
  type Body,
  type Inbox,
  type Mirror,
  type Welcome
} from '$lib/link';
import { toBase64Url, type Action, type Game, type RuleError } from '$lib/rules';
import { GuestSession, guestLoaded, type GuestPort } from './link-guest-session.svelte';
import type { LinkLogLine, PeerState } from './link-host.svelte';
import type { Wire, WireState } from './link-rtc';

const LOG_LINES = 20;

export class LinkGuest implements GuestPort {
  state: PeerState = $state('pairing');
  /** the host's greeting: the game, this phone's seat (null: watching), the host's seat */
  welcome: Welcome | null = $state.raw(null);
  /** the game on this phone, once the host's record has arrived */
  session: GuestSession | null = $state.raw(null);
  /** messages refused (forged, replayed, a sync that did not check), newest first */
  log: LinkLogLine[] = $state([]);
  /** this page's id: a rejoin from the same page is the same guest */
  readonly id = toBase64Url(crypto.getRandomValues(new Uint8Array(9)));
  #mirror: Mirror | null = null;
  #wire: Wire | null = null;
  #inbox: Inbox | null = null;
  #outbox: Outbox | null = null;
  #tap = 0;
  /** taps sent and not answered yet, by number */
  readonly #pending = new Map<number, (error: RuleError | null) => void>();
  /** taps in flight when the link dropped: the rejoin asks whether they were saved */
  readonly #unanswered = new Set<number>();
  /** a rejoin catches up silently */
  #quiet = false;

  get seat(): 0 | 1 | null {
    return this.welcome?.seat ?? null;
  }

  /** the name of the player whose phone keeps the game (null: this phone watches, or no game yet) */
  get hostName(): string | null {
    const host = this.welcome?.host;
    return host === null || host === undefined || !this.session ? null : this.session.game.setup.players[host];
  }

  get depth(): number {
    return this.#mirror?.depth ?? 0;
  }

  latest(): Game {
    return this.#mirror!.game;
  }

  /** A link to the host is open (a first pairing or a rejoin): say hello with what this phone holds. */
  attach(wire: Wire, tag: string): void {
    this.#wire?.close();
    // taps still waiting for the old link's answer: asked about in the hello below
    this.#dropped();
    this.#wire = wire;
    this.#inbox = { side: 'guest', tag, seq: 0, peer: 'host' };
    this.#outbox = new Outbox(tag);
    this.state = 'linked';
    this.#quiet = this.#mirror !== null;
    // linked again: the drop is no longer news
    if (this.session?.error?.code === 'link/dropped-host') this.session.error = null;
    wire.onmessage = (text) => void this.#receive(text);
    wire.onstate = (s: WireState) => {
      this.state = s === 'up' ? 'linked' : s;
      // back by itself (both pages stayed open): the channel kept every message, in order, so the
      // taps in flight are answered as they arrive and the host's sync catches this phone up
      if (s === 'up') {
        if (this.session?.error?.code === 'link/dropped-host') this.session.error = null;
        return;
      }
      // lost for good: the taps in flight are asked about when the phones are paired again
      if (s === 'closed') this.#dropped();
      this.session?.refuse(linkError('link/dropped-host'));
    };
    const have = this.#mirror && this.welcome ? { game: this.welcome.game.id, ...mirrorAt(this.#mirror) } : null;
    this.#send({ t: 'hello', guest: this.id, have, pending: [...this.#unanswered].slice(-16) });
  }

  #send(body: Body): void {
    if (this.#wire && this.#outbox) this.#wire.send(this.#outbox.write(body));
  }

  /** Leave the link (the page closes, or the player stops it). */
  close(): void {
    this.#send({ t: 'bye' });
    this.#wire?.close();
    this.state = 'closed';
  }

  /** A message refused: logged, and said on screen at once. */
  #refused(error: RuleError): void {
    this.log = [{ at: Date.now(), error }, ...this.log].slice(0, LOG_LINES);
    this.session?.refuse(error);
  }

  /** The link dropped: the taps in flight are answered "not answered", and asked about at the rejoin. */
  #dropped(): void {
    for (const n of this.#pending.keys()) this.#unanswered.add(n);
    this.#answerPending(linkError('link/unanswered'));
  }

  #answerPending(error: RuleError | null, only?: number): void {
    for (const [n, resolve] of this.#pending)
      if (only === undefined || n === only) {
        this.#pending.delete(n);
        resolve(error);
      }
  }

  async #receive(text: string): Promise<void> {
    const r = readMessage(this.#inbox!, text);
    if (!r.ok) return this.#refused(r.error);
    const m = r.value;
    if (m.t === 'welcome') {
      if (this.welcome && this.welcome.game.id !== m.game.id) this.#mirror = null;
      this.welcome = m;
      // taps in flight at the drop: those the host did not play were not saved (said on screen);
      // those it played come with the catch-up, silently
      if (m.unsaved.length) this.session?.refuse(linkError('link/unsaved'));
      else if (this.session?.error?.code === 'link/unanswered') this.session.error = null;
      this.#unanswered.clear();
    } else if (m.t === 'sync') {
      const synced = applySync(this.#mirror, m);
      if (!synced.ok) {
        this.#refused(synced.error);
        // the copy stays as it was; the host sends the record again from where it stands
        this.#send({ t: 'want', have: this.#mirror ? atOf(this.#mirror.chain) : null });
        return;
      }
      this.#mirror = synced.value;
      await this.#show();
    } else if (m.t === 'done') {
      const error = m.outcome === 'played' ? null : m.outcome === 'second' ? linkError('link/came-second') : errorOf(m.error!);
      this.#answerPending(error, m.n);
    } else if (m.t === 'bye') {
      this.#wire?.close();
      this.state = 'closed';
      this.#dropped();
    }
  }

  async #show(): Promise<void> {
    const game = this.#mirror!.game;
    if (!this.session) {
      this.session = new GuestSession(this, guestLoaded(this.welcome!.game.id, this.welcome!.game.name, game));
      return;
    }
    const quiet = this.#quiet;
    this.#quiet = false;
    await this.session.follow(game, quiet);
  }

  /** GuestPort: send a tap (or an undo) chosen on `base`, and wait for the host's answer. */
  send(actions: Action[] | null, base: Game): Promise<RuleError | null> {
    if (this.state !== 'linked' || !this.#mirror) return Promise.resolve(linkError('link/down'));
    const n = ++this.#tap;
    // the record the tap was chosen on: the mirror's own hash when it is the game on screen
    const at = base === this.#mirror.game ? mirrorAt(this.#mirror) : atOf(chainOf(base));
    return new Promise((resolve) => {
      this.#pending.set(n, resolve);
      this.#send(actions ? { t: 'act', n, base: at, actions } : { t: 'undo', n, base: at });
    });
  }
}
