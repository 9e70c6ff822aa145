// Practice from a reviewed moment (issue 33 §3): the position before the decision, a try judged by
// Adiutant — accepted when it loses less than the inaccuracy threshold against its best — and,
// for a wrong try, the reply Adiutant would play against it: the seat's own steps after the try
// are played as Adiutant would play them (no dice: a roll ends the look), and the other seat's
// first step that shows on the table is the reply, chosen from public information only (no card of its hand).
import { cardsOf, decide, type Level } from '../bot';
import { applyAction, legalActions, prompt, type Action, type Game, type Seat } from '../rules';
import { judgeDecision, REVIEW_SEED, type Judged } from './review';
import { THRESHOLDS } from './types';

export interface PracticeTry {
  ok: boolean;
  /** null when the try is not among Adiutant's options (an action the engine refuses is refused before) */
  judged: Judged | null;
  /** a wrong try: the other seat's answer (null when the dice come first or the game ends) */
  reply: Action | null;
  /** the game after the try and the seat's own steps, where the reply is played (for its arrow) */
  replyGame: Game | null;
}

/** A hand less the cards played from it (each once). */
function without(hand: readonly string[], played: readonly string[]): string[] {
  const out = [...hand];
  for (const c of played) {
    const k = out.indexOf(c);
    if (k >= 0) out.splice(k, 1);
  }
  return out;
}

/** Steps that change nothing on the table: the reply is the first step after them. */
const QUIET: ReadonlySet<string> = new Set(['end-phase', 'draw', 'discard', 'pass']);

/** At most this many of the seat's own steps are played after a try before the other seat's reply. */
const MAX_STEPS = 60;

/** The other seat's first decision after `action` (the seat's own steps played as Adiutant would). */
export function replyTo(game: Game, seat: Seat, action: Action, hand: string[], level: Level): { reply: Action | null; game: Game | null } {
  const r = applyAction(game, action);
  if (!r.ok) return { reply: null, game: null };
  let g = r.value;
  const left = without(hand, cardsOf(action));
  for (let n = 0; n < MAX_STEPS && g.state.stage === 'play'; n++) {
    const p = prompt(g);
    if (p.player === null || legalActions(g).every((la) => la.action.type === 'roll')) return { reply: null, game: null };
    const d = decide(level, REVIEW_SEED, { game: g, seat: p.player, hand: p.player === seat ? left : [] });
    const best = d.options[0];
    if (!best || best.dice?.length) return { reply: null, game: null };
    // the other seat's first step that shows on the table (its phase ends, draws and discards are passed over)
    if (p.player !== seat && !QUIET.has(best.action.type)) return { reply: best.action, game: g };
    const next = applyAction(g, best.action);
    if (!next.ok) return { reply: null, game: null };
    g = next.value;
    left.splice(0, left.length, ...without(left, cardsOf(best.action)));
  }
  return { reply: null, game: null };
}

/** Judge a try at the position `game` for `seat` (with the hand it was known to hold). */
export function tryPractice(game: Game, seat: Seat, hand: string[], action: Action, level: Level = 'normal'): PracticeTry {
  const judged = judgeDecision(game, action, seat, hand, level);
  const ok = judged !== null && judged.swing < THRESHOLDS.inaccuracy;
  if (ok) return { ok, judged, reply: null, replyGame: null };
  const r = replyTo(game, seat, action, hand, level);
  return { ok, judged, reply: r.reply, replyGame: r.game };
}
