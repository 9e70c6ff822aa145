// The record's hash (issue 34): how two phones know they hold the same game without sending it.
// A chain: h[0] is the hash of the setup, h[i] the hash of h[i − 1] and the i-th action, each
// written as canonical JSON (keys sorted). So `chain[n]` names the record's first n actions, and a
// phone that says "I hold n actions, hash h" is caught up with the actions after n when the host's
// chain[n] is h, and sent the whole record when it is not. The hash is for agreement, not secrecy
// (the data channel is encrypted by WebRTC): 64 bits from two 32-bit lanes, 16 hex characters.
import type { GameRecord } from '$lib/rules';

/** JSON with every object's keys in sorted order, so equal values give equal text on any phone. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** A 64-bit hash of a text (two multiplicative 32-bit lanes, cyrb53's mixing), as 16 hex digits. */
export function hash64(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

const SEED = 'adiutant-link/1';

/** The chain of a record: `chain[n]` is the hash of its setup and first n actions. */
export function hashChain(record: Pick<GameRecord, 'setup' | 'actions'>): string[] {
  return extendChain([hash64(`${SEED}\n${canonical(record.setup)}`)], record.actions);
}

/** The chain of a record that extends one whose chain is known (`known` hashes its first `known.length − 1` actions). */
export function extendChain(known: readonly string[], actions: readonly unknown[]): string[] {
  const chain = [...known];
  for (const a of actions) chain.push(hash64(`${chain[chain.length - 1]}\n${canonical(a)}`));
  return chain;
}

/** Where a record stands: its number of actions and its hash. */
export interface At {
  length: number;
  hash: string;
}

/** The last link of a chain as an `At`. */
export function atOf(chain: readonly string[]): At {
  return { length: chain.length - 1, hash: chain[chain.length - 1]! };
}

/** How many actions two records share from the start, by their chains. */
export function sharedLength(a: readonly string[], b: readonly string[]): number {
  let n = 0;
  while (n + 1 < a.length && n + 1 < b.length && a[n + 1] === b[n + 1]) n++;
  return a[0] === b[0] ? n : -1;
}
