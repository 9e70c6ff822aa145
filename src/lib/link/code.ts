// Pairing codes (issue 34): what one phone shows the other so that a WebRTC data channel opens
// between them with no server. A code is the trimmed offer (host) or answer (guest): only what the
// other side cannot know — the DTLS certificate's fingerprint, the ICE username fragment and
// password, one host candidate — and the pairing's tag, in a few bytes written in base64url
// (about 110 characters: a version-7 QR code). `sdpOf` rebuilds a session description around it
// that Chromium and Safari accept. A code never carries a game.
//
// Bytes, version 1:
//   0       version (3 bits, 1) · kind (1 bit: 0 offer, 1 answer) · 2 bits unused · address (2 bits:
//           0 an mDNS name <uuid>.local, 1 IPv4, 2 IPv6)
//   1–4     the pairing's tag (chosen by the host; the answer repeats it)
//   5–36    the SHA-256 fingerprint of the sender's DTLS certificate
//   37…     the ICE ufrag and pwd, each as one length byte and its ASCII characters
//   …       the candidate's UDP port (2 bytes), then its address (16, 4 or 16 bytes)
import { fromBase64Url, toBase64Url, type Result } from '$lib/rules';
import { ok } from '$lib/rules/result';
import { encode } from 'uqr';
import { linkFail } from './errors';

export type CodeKind = 'offer' | 'answer';

/** A pairing code read back: what the other side needs of this one. */
export interface PairCode {
  kind: CodeKind;
  /** the pairing's tag, 6 base64url characters (4 bytes) */
  tag: string;
  /** the certificate's SHA-256, as 32 bytes */
  fingerprint: Uint8Array;
  ufrag: string;
  pwd: string;
  /** one host candidate: an mDNS name, or an IPv4 or IPv6 address */
  address: string;
  port: number;
}

/** The parts of a local session description a code keeps. */
export interface SdpParts {
  fingerprint: Uint8Array;
  ufrag: string;
  pwd: string;
  candidates: { address: string; port: number; priority: number }[];
}

const VERSION = 1;
const ICE_CHARS = /^[A-Za-z0-9+/]{1,255}$/;
const UUID = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
/** The QR codes stay easy to scan from a phone's screen (issue 34: version ≤ 8). */
export const MAX_QR_VERSION = 8;

/** Read the fingerprint, ICE credentials and UDP host candidates of a session description. */
export function sdpParts(sdp: string): Result<SdpParts> {
  const line = (name: string) => sdp.match(new RegExp(`^a=${name}:(.*)$`, 'm'))?.[1]?.trim();
  const fp = line('fingerprint');
  const ufrag = line('ice-ufrag');
  const pwd = line('ice-pwd');
  if (!fp || !/^sha-256 /i.test(fp)) return linkFail('link/code-invalid', { detail: 'no SHA-256 fingerprint' });
  const hex = fp.slice(8).split(':');
  if (hex.length !== 32 || hex.some((h) => !/^[0-9a-f]{2}$/i.test(h))) return linkFail('link/code-invalid', { detail: 'bad fingerprint' });
  if (!ufrag || !pwd || !ICE_CHARS.test(ufrag) || !ICE_CHARS.test(pwd))
    return linkFail('link/code-invalid', { detail: 'no ICE credentials' });
  const candidates: SdpParts['candidates'] = [];
  for (const m of sdp.matchAll(/^a=candidate:\S+ 1 udp (\d+) (\S+) (\d+) typ host\b.*$/gim))
    candidates.push({ priority: Number(m[1]), address: m[2]!, port: Number(m[3]) });
  return ok({ fingerprint: Uint8Array.from(hex.map((h) => parseInt(h, 16))), ufrag, pwd, candidates });
}

/**
 * The one host candidate a code carries: an IPv4 address where the browser shows addresses; among
 * mDNS names (which hide them) the lowest priority, which Chromium gives its IPv4 interface (phones
 * on one Wi-Fi share IPv4 far more surely than IPv6). Null: no usable candidate (no network).
 */
export function pickCandidate(parts: SdpParts): { address: string; port: number } | null {
  const usable = parts.candidates.filter((c) => addressKind(c.address) !== null && c.port > 0 && c.port < 65536);
  const v4 = usable.find((c) => addressKind(c.address) === 1);
  if (v4) return v4;
  const sorted = [...usable].sort((a, b) => a.priority - b.priority);
  return sorted.find((c) => addressKind(c.address) === 0) ?? sorted[0] ?? null;
}

function addressKind(address: string): 0 | 1 | 2 | null {
  if (UUID.test(address)) return 0;
  const v4 = address.match(IPV4);
  if (v4) return v4.slice(1).every((n) => Number(n) < 256) ? 1 : null;
  return ipv6Bytes(address) ? 2 : null;
}

function ipv6Bytes(address: string): number[] | null {
  if (!/^[0-9a-f:]+$/i.test(address) || address.split('::').length > 2) return null;
  const [head, tail] = address.includes('::') ? address.split('::') : [address, null];
  const groups = (s: string | null | undefined) => (s ? s.split(':') : []);
  const h = groups(head);
  const t = groups(tail);
  const fill = tail === null ? 0 : 8 - h.length - t.length;
  if (fill < 0 || (tail === null && h.length !== 8)) return null;
  const all = [...h, ...Array<string>(fill).fill('0'), ...t];
  if (all.length !== 8 || all.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  return all.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 255]);
}

function addressBytes(address: string): { kind: 0 | 1 | 2; bytes: number[] } {
  const kind = addressKind(address)!;
  if (kind === 0)
    return {
      kind,
      bytes: [
        ...address
          .replace(/\.local$/i, '')
          .replace(/-/g, '')
          .match(/../g)!
      ].map((h) => parseInt(h, 16))
    };
  if (kind === 1) return { kind, bytes: address.split('.').map(Number) };
  return { kind, bytes: ipv6Bytes(address)! };
}

function addressText(kind: number, b: Uint8Array): string {
  const hex = (from: number, to: number) => [...b.slice(from, to)].map((x) => x.toString(16).padStart(2, '0')).join('');
  if (kind === 0) return `${hex(0, 4)}-${hex(4, 6)}-${hex(6, 8)}-${hex(8, 10)}-${hex(10, 16)}.local`;
  if (kind === 1) return [...b.slice(0, 4)].join('.');
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((b[i]! << 8) | b[i + 1]!).toString(16));
  return groups.join(':');
}

const ADDRESS_LENGTH = [16, 4, 16];

/** The code of a local session description (after ICE gathering), or why there is none. */
export function makeCode(kind: CodeKind, tag: string, sdp: string): Result<string> {
  const parts = sdpParts(sdp);
  if (!parts.ok) return parts;
  const candidate = pickCandidate(parts.value);
  if (!candidate) return linkFail('link/no-network');
  const tagBytes = fromBase64Url(tag);
  if (!tagBytes || tagBytes.length !== 4) return linkFail('link/code-invalid', { detail: 'bad tag' });
  const { kind: ak, bytes } = addressBytes(candidate.address);
  const { ufrag, pwd, fingerprint } = parts.value;
  const out = [
    (VERSION << 5) | ((kind === 'answer' ? 1 : 0) << 4) | ak,
    ...tagBytes,
    ...fingerprint,
    ufrag.length,
    ...[...ufrag].map((c) => c.charCodeAt(0)),
    pwd.length,
    ...[...pwd].map((c) => c.charCodeAt(0)),
    candidate.port >> 8,
    candidate.port & 255,
    ...bytes
  ];
  return ok(toBase64Url(Uint8Array.from(out)));
}

/** The code inside what was scanned or pasted: the code itself, or a link whose fragment is the code. */
export function codeText(input: string): string {
  const text = input.trim();
  const hash = text.indexOf('#');
  return (hash >= 0 ? text.slice(hash + 1) : text).replace(/\s+/g, '');
}

/** Read a code (or a link holding one) back; `expect` is the kind this side is waiting for. */
export function readCode(input: string, expect: CodeKind): Result<PairCode> {
  const text = codeText(input);
  const bad = (detail: string) => linkFail('link/code-invalid', { detail });
  if (text.length < 40 || text.length > 200) return bad('length');
  const b = fromBase64Url(text);
  if (!b) return bad('not base64url');
  if (b[0]! >> 5 !== VERSION) return bad('version');
  const kind: CodeKind = (b[0]! >> 4) & 1 ? 'answer' : 'offer';
  if (kind !== expect) return linkFail(expect === 'offer' ? 'link/code-is-answer' : 'link/code-is-offer');
  const ak = b[0]! & 3;
  if (ak > 2) return bad('address');
  let i = 37;
  const ascii = (): string | null => {
    const n = b[i];
    if (n === undefined || i + 1 + n > b.length) return null;
    const s = String.fromCharCode(...b.slice(i + 1, i + 1 + n));
    i += 1 + n;
    return ICE_CHARS.test(s) ? s : null;
  };
  const ufrag = ascii();
  const pwd = ascii();
  if (!ufrag || !pwd) return bad('ICE credentials');
  if (b.length !== i + 2 + ADDRESS_LENGTH[ak]!) return bad('length');
  const port = (b[i]! << 8) | b[i + 1]!;
  if (port === 0) return bad('port');
  return ok({
    kind,
    tag: toBase64Url(b.slice(1, 5)),
    fingerprint: b.slice(5, 37),
    ufrag,
    pwd,
    address: addressText(ak, b.slice(i + 2)),
    port
  });
}

/** A session description built from a code, for `setRemoteDescription` (a data channel only). */
export function sdpOf(code: PairCode): string {
  const fp = [...code.fingerprint].map((x) => x.toString(16).padStart(2, '0').toUpperCase()).join(':');
  return [
    'v=0',
    'o=- 1 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    `a=candidate:1 1 udp 2113937151 ${code.address} ${code.port} typ host generation 0`,
    `a=ice-ufrag:${code.ufrag}`,
    `a=ice-pwd:${code.pwd}`,
    'a=ice-options:trickle',
    `a=fingerprint:sha-256 ${fp}`,
    // the offerer lets the answerer choose the DTLS role; the answerer takes the client's
    `a=setup:${code.kind === 'offer' ? 'actpass' : 'active'}`,
    'a=mid:0',
    'a=sctp-port:5000',
    'a=max-message-size:262144',
    ''
  ].join('\r\n');
}

/** The QR code version a code is drawn at (error correction M, as the app draws it). */
export function qrVersion(text: string): number {
  return encode(text, { ecc: 'M' }).version;
}
