// The table link's transport (issue 34): one WebRTC data channel between two phones, opened with
// one pairing code each way (src/lib/link/code.ts) and no server at all: no STUN, no TURN, no
// signalling. The two phones find each other by the host candidate each code carries, on their
// own local network (one Wi-Fi, or one phone's hotspot); the channel is encrypted by WebRTC (DTLS)
// and nothing leaves the two devices.
//
// The channel is negotiated (id 0 on both sides), so the codes hold everything: the answer never
// waits for more candidates (ICE gathering is complete before a code is made). A `Wire` is the
// open channel; it says when the link drops (the channel closes, or nothing is heard for
// SILENT_MS: both phones then say so at once) and when it comes back by itself (both pages open).
import { linkError, makeCode, readCode, sdpOf } from '$lib/link';
import { toBase64Url, type Result, type RuleError } from '$lib/rules';

/** How long ICE gathering may take before a code is made with what was found. */
const GATHER_MS = 4000;
/** The link must open within this (issue 34: "the link failing within 10 s"). */
export const CONNECT_MS = 10_000;
/** Each side sends something at least this often (a ping when it has nothing to say). */
export const BEAT_MS = 1000;
/** Nothing heard for this long: the link is down (it may come back). */
export const SILENT_MS = 3500;

export type WireState = 'up' | 'down' | 'closed';

/** An open link: text messages both ways, and its state. */
export interface Wire {
  send(text: string): void;
  close(): void;
  state: WireState;
  /** the messages received; those that arrive before it is set are kept for it */
  onmessage: ((text: string) => void) | null;
  onstate: ((state: WireState) => void) | null;
}

interface Peer {
  pc: RTCPeerConnection;
  channel: RTCDataChannel;
  /** messages that arrive before the wire is made (the other side's channel may open first) */
  early: string[];
}

function peerConnection(): Peer {
  // no ICE servers: host candidates only, nothing asked of any server
  const pc = new RTCPeerConnection({ iceServers: [] });
  const channel = pc.createDataChannel('adiutant-link', { negotiated: true, id: 0, ordered: true });
  const early: string[] = [];
  channel.onmessage = (e: MessageEvent) => {
    if (e.data !== '') early.push(e.data as string);
  };
  return { pc, channel, early };
}

/** The local description once ICE gathering is complete (or GATHER_MS have passed). */
async function gathered(pc: RTCPeerConnection): Promise<string> {
  await pc.setLocalDescription();
  if (pc.iceGatheringState !== 'complete')
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, GATHER_MS);
      pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && done());
    });
  return pc.localDescription?.sdp ?? '';
}

/**
 * The guest waits this long for the host to read its answer (a person scanning): its own "failed
 * within 10 s" starts only then, which the guest cannot see; the host says it at once.
 */
export const ANSWER_WAIT_MS = 180_000;

/** A wire on a channel once it opens; refused with `link/no-connection` after `within` ms. */
function opened({ pc, channel, early }: Peer, within: number): Promise<Result<Wire>> {
  return new Promise((resolve) => {
    const give = (r: Result<Wire>) => {
      clearTimeout(timer);
      resolve(r);
    };
    const timer = setTimeout(() => {
      pc.close();
      give({ ok: false, error: linkError('link/no-connection') });
    }, within);
    pc.addEventListener('connectionstatechange', () => {
      if (pc.connectionState === 'failed') {
        pc.close();
        give({ ok: false, error: linkError('link/no-connection') });
      }
    });
    if (channel.readyState === 'open') give({ ok: true, value: wireOf(pc, channel, early) });
    else channel.addEventListener('open', () => give({ ok: true, value: wireOf(pc, channel, early) }), { once: true });
  });
}

function wireOf(pc: RTCPeerConnection, channel: RTCDataChannel, early: string[]): Wire {
  let heard = Date.now();
  let sent = Date.now();
  // the other side may speak first, before this side's owner listens
  let reader: ((text: string) => void) | null = null;
  // (an accessor, not a plain field: the minifier took a field that starts null and is set only by
  // the wire's owner for one that is always null, and dropped its calls)
  let watcher: ((state: WireState) => void) | null = null;
  const wire: Wire = {
    state: 'up',
    get onmessage() {
      return reader;
    },
    set onmessage(f) {
      reader = f;
      if (f) for (const text of early.splice(0)) f(text);
    },
    get onstate() {
      return watcher;
    },
    set onstate(f) {
      watcher = f;
    },
    send(text) {
      if (channel.readyState !== 'open') return;
      channel.send(text);
      sent = Date.now();
    },
    close() {
      if (wire.state === 'closed') return;
      set('closed');
      clearInterval(beat);
      channel.close();
      pc.close();
    }
  };
  const set = (s: WireState) => {
    if (wire.state === s || wire.state === 'closed') return;
    wire.state = s;
    watcher?.(s);
  };
  channel.onmessage = (e: MessageEvent) => {
    heard = Date.now();
    if (wire.state === 'down') set('up');
    // the heartbeat itself is not a message of the link
    if (e.data === '') return;
    if (reader) reader(e.data as string);
    else early.push(e.data as string);
  };
  channel.onclose = () => wire.close();
  pc.addEventListener('connectionstatechange', () => {
    if (pc.connectionState === 'closed') wire.close();
    else if (pc.connectionState === 'disconnected' || pc.connectionState === 'failed') set('down');
  });
  const beat = setInterval(() => {
    if (Date.now() - sent >= BEAT_MS && channel.readyState === 'open') {
      channel.send('');
      sent = Date.now();
    }
    if (Date.now() - heard > SILENT_MS) set('down');
  }, BEAT_MS / 4);
  return wire;
}

/** A host's offer, waiting for the other phone's answer. */
export interface Offer {
  /** the pairing code to show (QR, text, link) */
  code: string;
  /** the pairing's tag (the answer and every message must carry it) */
  tag: string;
  /** Read the other phone's answer and open the link (within CONNECT_MS), or say why not. */
  accept(answer: string): Promise<Result<Wire>>;
  /** Give up this pairing (its code is then good for nothing). */
  cancel(): void;
}

/** Make a host's offer: a new connection, its pairing code, or `link/no-network` when there is no local address. */
export async function makeOffer(): Promise<Result<Offer>> {
  const tag = toBase64Url(crypto.getRandomValues(new Uint8Array(4)));
  const peer = peerConnection();
  const { pc } = peer;
  const code = makeCode('offer', tag, await gathered(pc));
  if (!code.ok) {
    pc.close();
    return code;
  }
  let used = false;
  return {
    ok: true,
    value: {
      code: code.value,
      tag,
      cancel: () => pc.close(),
      async accept(answer) {
        const read = readCode(answer, 'answer');
        if (!read.ok) return read;
        // a pairing code is good only for the pairing that made it (and only once)
        if (read.value.tag !== tag || used) return { ok: false, error: linkError('link/code-other-pairing') };
        used = true;
        try {
          await pc.setRemoteDescription({ type: 'answer', sdp: sdpOf(read.value) });
        } catch (e) {
          return { ok: false, error: linkError('link/code-invalid', { detail: String(e) }) };
        }
        return opened(peer, CONNECT_MS);
      }
    }
  };
}

/** The guest's side: the answer to a host's code, and the link once the host has read the answer. */
export async function answerOffer(offer: string): Promise<Result<{ code: string; tag: string; wire: Promise<Result<Wire>> }>> {
  const read = readCode(offer, 'offer');
  if (!read.ok) return read;
  const peer = peerConnection();
  const { pc } = peer;
  const fail = (error: RuleError) => {
    pc.close();
    return { ok: false as const, error };
  };
  try {
    await pc.setRemoteDescription({ type: 'offer', sdp: sdpOf(read.value) });
  } catch (e) {
    return fail(linkError('link/code-invalid', { detail: String(e) }));
  }
  const code = makeCode('answer', read.value.tag, await gathered(pc));
  if (!code.ok) return fail(code.error);
  return { ok: true, value: { code: code.value, tag: read.value.tag, wire: opened(peer, ANSWER_WAIT_MS) } };
}
