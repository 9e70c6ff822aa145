// Issue 34: pairing codes. A trimmed offer or answer (fingerprint, ICE ufrag and pwd, one host
// candidate, the pairing's tag) in base64url, small enough for a QR code of version ≤ 8, read
// back exactly, rebuilt into a session description; anything else refused with a reason, never thrown.
import { describe, expect, it } from 'vitest';
import { codeText, makeCode, MAX_QR_VERSION, pickCandidate, qrVersion, readCode, sdpOf, sdpParts, type CodeKind } from '$lib/link';
import { fromBase64Url, toBase64Url } from '$lib/rules';

/** A data-channel offer as headless Chromium 156 wrote it (ICE gathering complete), with `candidates`. */
function chromiumSdp(candidates: string[], setup = 'actpass'): string {
  return [
    'v=0',
    'o=- 2192759793612212395 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=extmap-allow-mixed',
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    ...candidates.map((c) => `a=candidate:${c}`),
    'a=ice-ufrag:KVMn',
    'a=ice-pwd:en52YJrQlAwKF2kyQ5eQCP8W',
    'a=ice-options:trickle',
    'a=fingerprint:sha-256 61:AA:B5:D7:2F:66:F9:FF:5C:67:CB:89:73:C0:16:2D:B6:88:CD:3F:21:63:72:D3:67:85:0B:56:3F:FB:82:FC',
    `a=setup:${setup}`,
    'a=mid:0',
    'a=sctp-port:5000',
    'a=max-message-size:262144',
    ''
  ].join('\r\n');
}

const MDNS = [
  '2861169534 1 udp 2113937151 373a0680-a87d-4fc5-a1c1-ba3146fd07cf.local 46273 typ host generation 0 network-cost 999',
  '1643068062 1 udp 2113942271 b0071624-a385-4a76-94fe-b5bf2c7e1ebc.local 41128 typ host generation 0 network-cost 999'
];
const RAW = [
  '2160198168 1 udp 2113937151 192.0.2.2 41374 typ host generation 0 network-cost 999',
  '1269089272 1 udp 2113942271 fd00::2 42075 typ host generation 0 network-cost 999'
];
const V6 = ['1269089272 1 udp 2113942271 2001:db8:85a3::8a2e:370:7334 42075 typ host generation 0 network-cost 999'];
const TAG = toBase64Url(Uint8Array.from([1, 2, 3, 250]));

const cases: [string, string[], string, number][] = [
  [
    'mDNS names (Chromium hides addresses): the lower priority, its IPv4 interface',
    MDNS,
    '373a0680-a87d-4fc5-a1c1-ba3146fd07cf.local',
    46273
  ],
  ['raw addresses: IPv4 before IPv6', RAW, '192.0.2.2', 41374],
  ['IPv6 only', V6, '2001:db8:85a3:0:0:8a2e:370:7334', 42075]
];

describe('pairing codes (issue 34)', () => {
  for (const [name, candidates, address, port] of cases)
    for (const kind of ['offer', 'answer'] as CodeKind[])
      it(`${kind}, ${name}: read back exactly, ≤ 120 characters, a QR code of version ≤ ${MAX_QR_VERSION}`, () => {
        const sdp = chromiumSdp(candidates, kind === 'offer' ? 'actpass' : 'active');
        const made = makeCode(kind, TAG, sdp);
        expect(made.ok).toBe(true);
        if (!made.ok) return;
        expect(made.value).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(made.value.length).toBeLessThanOrEqual(120);
        expect(qrVersion(made.value)).toBeLessThanOrEqual(MAX_QR_VERSION);
        const read = readCode(made.value, kind);
        expect(read.ok && read.value).toMatchObject({ kind, tag: TAG, ufrag: 'KVMn', pwd: 'en52YJrQlAwKF2kyQ5eQCP8W', address, port });
        if (!read.ok) return;
        const parts = sdpParts(sdp);
        if (!parts.ok) throw new Error(parts.error.message);
        expect([...read.value.fingerprint]).toEqual([...parts.value.fingerprint]);
        // the rebuilt description says the same, and codes made from it are the same code
        const rebuilt = sdpOf(read.value);
        expect(rebuilt).toContain(`a=setup:${kind === 'offer' ? 'actpass' : 'active'}`);
        expect(rebuilt).toContain(
          'a=fingerprint:sha-256 61:AA:B5:D7:2F:66:F9:FF:5C:67:CB:89:73:C0:16:2D:B6:88:CD:3F:21:63:72:D3:67:85:0B:56:3F:FB:82:FC'
        );
        expect(rebuilt).toContain(`a=candidate:1 1 udp 2113937151 ${address} ${port} typ host`);
        const again = makeCode(kind, TAG, rebuilt);
        expect(again.ok && again.value).toBe(made.value);
      });

  it('a description with no host candidate (no network) makes no code: link/no-network', () => {
    const r = makeCode('offer', TAG, chromiumSdp([]));
    expect(!r.ok && r.error.code).toBe('link/no-network');
    expect(pickCandidate({ fingerprint: new Uint8Array(32), ufrag: 'abcd', pwd: 'x'.repeat(22), candidates: [] })).toBeNull();
  });

  it('a relay or reflexive candidate, or a TCP one, is never picked: the code carries a host candidate only', () => {
    const parts = sdpParts(
      chromiumSdp([
        '1 1 udp 1677729535 203.0.113.9 50000 typ srflx raddr 0.0.0.0 rport 0 generation 0',
        '2 1 tcp 1518280447 192.0.2.7 9 typ host tcptype active generation 0'
      ])
    );
    expect(parts.ok && pickCandidate(parts.value)).toBeNull();
  });

  it('reads the code from a link (its fragment) and from text pasted with line breaks and spaces', () => {
    const made = makeCode('offer', TAG, chromiumSdp(MDNS));
    if (!made.ok) throw new Error(made.error.message);
    const code = made.value;
    expect(codeText(`https://adiutant.example/link#${code}`)).toBe(code);
    const broken = `  ${code.slice(0, 40)}\n${code.slice(40, 80)} ${code.slice(80)}\n`;
    expect(readCode(broken, 'offer').ok).toBe(true);
    expect(readCode(`http://localhost:4173/link#${code}`, 'offer').ok).toBe(true);
  });

  it('an answer where an offer is expected, and the other way round, is refused with what was scanned', () => {
    const offer = makeCode('offer', TAG, chromiumSdp(MDNS));
    const answer = makeCode('answer', TAG, chromiumSdp(MDNS, 'active'));
    if (!offer.ok || !answer.ok) throw new Error('no code');
    expect((readCode(offer.value, 'answer') as { error: { code: string } }).error.code).toBe('link/code-is-offer');
    expect((readCode(answer.value, 'offer') as { error: { code: string } }).error.code).toBe('link/code-is-answer');
  });

  it('every truncation and every single-byte change of a code is refused or read, never thrown; truncations always refused', () => {
    const made = makeCode('offer', TAG, chromiumSdp(RAW));
    if (!made.ok) throw new Error(made.error.message);
    const code = made.value;
    for (let n = 0; n < code.length; n++) {
      const r = readCode(code.slice(0, n), 'offer');
      expect(r.ok, `prefix of ${n}`).toBe(false);
      if (!r.ok) expect(r.error.code).toMatch(/^link\//);
    }
    const bytes = fromBase64Url(code)!;
    for (let i = 0; i < bytes.length; i++)
      for (const flip of [1, 0x80, 0xff]) {
        const changed = Uint8Array.from(bytes);
        changed[i] = changed[i]! ^ flip;
        const r = readCode(toBase64Url(changed), 'offer');
        if (r.ok) expect(r.value.kind).toBe('offer');
        else expect(r.error.code).toMatch(/^link\/code-/);
      }
    for (const junk of ['', 'hello', '#', 'x'.repeat(500), '💥'.repeat(60), 'https://example.com/link#'])
      expect(readCode(junk, 'offer').ok).toBe(false);
  });

  it('a description without a SHA-256 fingerprint or ICE credentials is refused', () => {
    expect(sdpParts(chromiumSdp(MDNS).replace(/a=fingerprint:.*\r\n/, '')).ok).toBe(false);
    expect(sdpParts(chromiumSdp(MDNS).replace('sha-256', 'sha-1')).ok).toBe(false);
    expect(sdpParts(chromiumSdp(MDNS).replace(/a=ice-pwd:.*\r\n/, '')).ok).toBe(false);
  });
});
