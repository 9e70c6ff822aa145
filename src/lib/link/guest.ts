// The guest's copy of the host's game (issue 34), as pure functions. The guest never writes a
// record: it holds the host's in memory (a mirror) and follows the host's sync messages. Each one
// is checked before it replaces the mirror: it must start where the mirror stands (`from`), every
// action must pass the engine (`applyAction`, with the host's data corrections), and the result
// must have the host's hash. A sync that fails any of these is refused; the guest then asks for
// the whole record (`want`).
import { applyOverrides, validateOverrides } from '$lib/data/overrides';
import { GAME_FORMAT, applyAction, makeCatalog, replay, type Game, type Result } from '$lib/rules';
import { ok } from '$lib/rules/result';
import { linkFail } from './errors';
import { atOf, extendChain, hashChain, type At } from './hash';
import type { Sync } from './messages';

export interface Mirror {
  game: Game;
  /** the hash chain of the record as the host sent it */
  chain: string[];
  /** the actions the host's next undo takes back */
  depth: number;
}

/** Where a mirror stands. */
export function mirrorAt(m: Mirror): At {
  return atOf(m.chain);
}

/** The mirror after one sync of the host, or why the sync is refused (the mirror is unchanged). */
export function applySync(m: Mirror | null, s: Sync): Result<Mirror> {
  const mismatch = (detail: string) => linkFail('link/forged', { peer: 'host', detail });
  let game: Game;
  let chain: string[];
  if (s.from === null) {
    if (!s.setup) return mismatch('a whole record without its setup');
    if (s.keep !== 0) return mismatch('a whole record that keeps actions');
    const corrections = validateOverrides(s.overrides ?? {});
    if (!corrections.ok) return mismatch('data corrections that do not validate');
    const { armies, sections } = applyOverrides(corrections.value);
    const r = replay({ format: GAME_FORMAT, setup: s.setup, actions: s.actions }, makeCatalog(armies, sections));
    if (!r.ok) return r;
    game = r.value;
    chain = hashChain({ setup: s.setup, actions: s.actions });
  } else {
    if (!m) return mismatch('actions for a copy this phone does not hold');
    const now = mirrorAt(m);
    if (s.from.length !== now.length || s.from.hash !== now.hash) return linkFail('link/record-mismatch');
    if (s.keep > now.length) return mismatch(`keeps ${s.keep} of ${now.length} actions`);
    game = m.game;
    for (let i = now.length; i > s.keep; i--) game = game.previous!;
    for (const action of s.actions) {
      const r = applyAction(game, action);
      if (!r.ok) return r;
      game = r.value;
    }
    chain = extendChain(m.chain.slice(0, s.keep + 1), s.actions);
  }
  const at = atOf(chain);
  if (at.length !== s.at.length || at.hash !== s.at.hash) return linkFail('link/record-mismatch');
  return ok({ game, chain, depth: s.depth });
}
