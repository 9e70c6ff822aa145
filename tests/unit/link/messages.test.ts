// Issue 34: every message of the link is checked by its schema, by the pairing's tag and by its
// number before anything reads it; forged and replayed messages are refused with a reason to log.
import { describe, expect, it } from 'vitest';
import { errorOf, linkError, MAX_TEXT, Outbox, readMessage, wordsOf, type Body, type Inbox, type Side } from '$lib/link';
import { explain, fail } from '$lib/rules';

const TAG = 'AQIDBA';
const AT = { length: 3, hash: '0123456789abcdef' };

/** One valid body of every kind, and the side that reads it. */
const BODIES: [Body, Side][] = [
  [{ t: 'hello', guest: 'g-1', have: null, pending: [] }, 'host'],
  [{ t: 'hello', guest: 'g-1', have: { game: 'abc', ...AT }, pending: [4, 5] }, 'host'],
  [{ t: 'act', n: 1, base: AT, actions: [{ type: 'move', from: 'd2', to: 'd3' }] }, 'host'],
  [{ t: 'undo', n: 2, base: AT }, 'host'],
  [{ t: 'want', have: AT }, 'host'],
  [{ t: 'want', have: null }, 'host'],
  [{ t: 'welcome', game: { id: 'abc', name: 'Austerlitz' }, seat: 1, host: 0, unsaved: [] }, 'guest'],
  [{ t: 'welcome', game: { id: 'abc', name: 'x' }, seat: null, host: 0, unsaved: [7] }, 'guest'],
  [
    { t: 'sync', from: null, keep: 0, actions: [{ type: 'deal' }], at: AT, depth: 1, setup: { players: ['Ala', 'Bartek'] }, overrides: {} },
    'guest'
  ],
  [{ t: 'sync', from: AT, keep: 2, actions: [], at: AT, depth: 0 }, 'guest'],
  [{ t: 'done', n: 1, outcome: 'played' }, 'guest'],
  [{ t: 'done', n: 1, outcome: 'refused', error: { code: 'move/too-far', rule: '5-R1', pl: 'Za daleko', en: 'Too far' } }, 'guest']
];
/** read by either side */
const EITHER: Body[] = [{ t: 'ping' }, { t: 'pong' }, { t: 'bye' }];

const greeting = (side: Side): Body =>
  side === 'host'
    ? { t: 'hello', guest: 'g-1', have: null, pending: [] }
    : { t: 'welcome', game: { id: 'abc', name: 'x' }, seat: 1, host: 0, unsaved: [] };

/** An inbox that has read the greeting already (so the body under test is message 2). */
function opened(side: Side): { inbox: Inbox; out: Outbox } {
  const inbox: Inbox = { side, tag: TAG, seq: 0, peer: 'Bartek' };
  const out = new Outbox(TAG);
  expect(readMessage(inbox, out.write(greeting(side))).ok).toBe(true);
  return { inbox, out };
}

const refusal = (r: ReturnType<typeof readMessage>) => (r.ok ? 'read' : r.error.code);

describe('the link messages (issue 34)', () => {
  for (const [body, side] of BODIES) {
    const other: Side = side === 'host' ? 'guest' : 'host';
    it(`“${body.t}” is read by the ${side} and refused as forged by the ${other}`, () => {
      const isGreeting = body.t === 'hello' || body.t === 'welcome';
      const inbox: Inbox = { side, tag: TAG, seq: 0, peer: 'Bartek' };
      const out = new Outbox(TAG);
      if (!isGreeting) readMessage(inbox, out.write(greeting(side)));
      const r = readMessage(inbox, out.write(body));
      expect(r.ok && r.value).toMatchObject(body);
      // the other side never reads it (a guest sending a sync, a host sending an act)
      const theirs: Inbox = { side: other, tag: TAG, seq: 0, peer: 'Ala' };
      const o2 = new Outbox(TAG);
      if (!isGreeting) readMessage(theirs, o2.write(greeting(other)));
      expect(refusal(readMessage(theirs, o2.write(body)))).toBe('link/forged');
    });
  }

  for (const body of EITHER)
    it(`“${body.t}” is read by either side`, () => {
      for (const side of ['host', 'guest'] as Side[]) {
        const { inbox, out } = opened(side);
        expect(readMessage(inbox, out.write(body)).ok).toBe(true);
      }
    });

  it('a message sent again (the same number, or an older one) is refused as replayed, and the next one is still read', () => {
    const { inbox, out } = opened('host');
    const tap = out.write({ t: 'act', n: 1, base: AT, actions: [{ type: 'draw' }] });
    expect(readMessage(inbox, tap).ok).toBe(true);
    const again = readMessage(inbox, tap);
    expect(refusal(again)).toBe('link/replayed');
    if (!again.ok) expect(explain(again.error, 'en')).toBe('Refused a message from Bartek sent again (number 2)');
    expect(readMessage(inbox, out.write({ t: 'ping' })).ok).toBe(true);
  });

  it('a message of another pairing (its tag), out of order, a second greeting or anything before the greeting is refused as forged', () => {
    const { inbox, out } = opened('host');
    expect(refusal(readMessage(inbox, new Outbox('ZZZZZZ').write({ t: 'ping' })))).toBe('link/forged');
    const skipped = new Outbox(TAG);
    for (let i = 0; i < 5; i++) skipped.write({ t: 'ping' });
    expect(refusal(readMessage(inbox, skipped.write({ t: 'ping' })))).toBe('link/forged');
    expect(refusal(readMessage(inbox, out.write(greeting('host'))))).toBe('link/forged');
    const fresh: Inbox = { side: 'host', tag: TAG, seq: 0, peer: 'Bartek' };
    expect(refusal(readMessage(fresh, new Outbox(TAG).write({ t: 'act', n: 1, base: AT, actions: [{ type: 'draw' }] })))).toBe(
      'link/forged'
    );
    // a refused message leaves the count where it was
    expect(inbox.seq).toBe(1);
  });

  it('not JSON, too long, hostile keys, deep nesting, a bad action or a bad field is refused as forged with what is wrong', () => {
    const { inbox } = opened('host');
    const env = { v: 1, tag: TAG, seq: 2 };
    const texts: [unknown, RegExp][] = [
      [42, /not text/],
      ['{"t":', /not JSON/],
      ['x'.repeat(MAX_TEXT + 1), /characters/],
      [JSON.stringify({ ...env, t: 'ping' }).replace('{', '{"__proto__":{"polluted":1},'), /./],
      [
        JSON.stringify({
          ...env,
          t: 'act',
          n: 1,
          base: AT,
          actions: [{ type: 'move', from: 'd2', to: { a: { b: { c: { d: { e: { f: { g: { h: { i: {} } } } } } } } } } }]
        }),
        /./
      ],
      [JSON.stringify({ ...env, t: 'act', n: 1, base: AT, actions: [{ type: 'teleport', to: 'd4' }] }), /actions/],
      [JSON.stringify({ ...env, t: 'act', n: 0, base: AT, actions: [{ type: 'draw' }] }), /n/],
      [JSON.stringify({ ...env, t: 'act', n: 1, base: { length: 3, hash: 'not-a-hash' }, actions: [{ type: 'draw' }] }), /base/],
      [JSON.stringify({ ...env, t: 'act', n: 1, base: AT, actions: [] }), /actions/],
      [JSON.stringify({ ...env, v: 2, t: 'ping' }), /v/],
      [JSON.stringify({ ...env, t: 'format-disk' }), /t|type/]
    ];
    for (const [text, detail] of texts) {
      const r = readMessage(inbox, text);
      expect(refusal(r), String(text).slice(0, 60)).toBe('link/forged');
      if (!r.ok) expect(r.error.params?.detail).toMatch(detail);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(inbox.seq).toBe(1);
  });

  it('a refusal travels as words in both languages and is shown on the other phone as the same sentences and rule', () => {
    const r = fail('move/too-far', { unit: 'x' });
    if (r.ok) throw new Error('not refused');
    for (const error of [r.error, linkError('link/came-second')]) {
      const back = errorOf(wordsOf(error));
      expect(explain(back, 'pl')).toBe(explain(error, 'pl'));
      expect(explain(back, 'en')).toBe(explain(error, 'en'));
      expect(back.rule).toBe(error.rule);
      expect(back.code).toBe(error.code);
    }
  });
});
