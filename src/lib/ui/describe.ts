// Actions in words, Polish and English: the history of a game as the players would tell it
// ("Ala (Francja) porusza jednostkę Imperial Guard d2→d3"). Every description is read from the
// game before the action (names, squares, the combat under way) and the game after it (what it
// caused: hits, eliminations, retreats, nightfall). The engine decides; this module only words it.
import { m } from '$lib/paraglide/messages.js';
import { getLocale } from '$lib/paraglide/runtime.js';
import type { Locale } from '$lib/i18n.svelte';
import { applyAction, type Action, type ActionType, type DiceOrigin, type Game, type Phase, type Seat } from '$lib/rules';
import { combatSentence } from './describe/combat';
import { consequences } from './describe/consequences';
import { phaseSentence } from './describe/phases';
import { restorationSentence } from './describe/restoration';
import { setupSentence } from './describe/setup';
import { diceList, Words } from './describe/words';
import { nationName } from './words/names';
import { say, type Msg } from './words/say';

export interface HistoryEntry {
  /** 0-based index of the action in the game record */
  index: number;
  type: ActionType;
  /** game turn before the action (0 during setup) */
  turn: number;
  /** phase before the action, or 'setup' */
  phase: Phase | 'setup';
  /** who acted (null: both players, e.g. the first-player roll and the deal) */
  seat: Seat | null;
  text: string;
  /** dice values carried by the action */
  dice?: number[];
  /** the app rolled the dice (not typed from real dice) */
  app?: boolean;
  /** dice of earlier app rolls an undo took back before these were entered (for the players' trust in the dice) */
  afterUndo?: number[][];
}

export { nationName };
export { diceList };
export { scoreText } from './describe/consequences';
export { tieBreakText } from './words/tie-break';

export { phaseName } from './words/phases';

/** The dice of an action, if it carries any. */
export function actionDice(a: Action): number[] | undefined {
  return 'dice' in a && Array.isArray(a.dice) && a.dice.length ? [...a.dice] : undefined;
}

/** The action in one sentence, by its area: setup, phases and movement, combat, restoration. */
function sentence(w: Words): string {
  return setupSentence(w) ?? phaseSentence(w) ?? combatSentence(w) ?? restorationSentence(w) ?? `${w.actor()}: ${w.a.type}`;
}

function describePair(before: Game, after: Game, locale: Locale): HistoryEntry {
  const a = after.lastAction!;
  const w = new Words(before, after, a, locale);
  let text: string;
  try {
    text = sentence(w);
    const fx = consequences(w);
    if (fx.length) text += ` → ${fx.join(', ')}`;
  } catch {
    // never break the history over a description: fall back to the bare action
    text = `${w.actor()}: ${a.type}`;
  }
  const s = before.state;
  const dice = actionDice(a);
  const origin = a as DiceOrigin;
  const again = dice && origin.afterUndo?.length ? origin.afterUndo.map((d) => [...d]) : null;
  if (again) text += ` — ${m.hist_rerolled({ dice: again.map((d) => diceList(d)).join(' / ') }, w.o)}`;
  return {
    index: after.length - 1,
    type: a.type,
    turn: s.stage === 'setup' ? 0 : s.turn,
    phase: s.stage === 'setup' ? 'setup' : s.phase,
    seat: w.seat,
    text,
    ...(dice ? { dice } : {}),
    ...(dice && origin.rolledBy === 'app' ? { app: true } : {}),
    ...(again ? { afterUndo: again } : {})
  };
}

// Each game node is immutable, so its entry is computed once per language.
const cache = new WeakMap<Game, Partial<Record<Locale, HistoryEntry>>>();

function entryOf(before: Game, after: Game, locale: Locale): HistoryEntry {
  let c = cache.get(after);
  if (!c) cache.set(after, (c = {}));
  return (c[locale] ??= describePair(before, after, locale));
}

/** The games of the chain from the start (or `last` actions back) to `game`, oldest first. */
function chain(game: Game, last = Infinity): Game[] {
  const out: Game[] = [];
  for (let g: Game | null = game; g && out.length <= last; g = g.previous) out.push(g);
  return out.reverse();
}

/**
 * The action at `index` (0-based, as in `toRecord(game).actions`) in words, in `locale` (default:
 * the current language). Null if there is no such action.
 */
export function describeAction(game: Game, index: number, locale?: Locale): HistoryEntry | null {
  if (index < 0 || index >= game.length) return null;
  let after: Game | null = game;
  while (after && after.length > index + 1) after = after.previous;
  if (!after || !after.previous || after.length !== index + 1) return null;
  return entryOf(after.previous, after, locale ?? getLocale());
}

/**
 * The whole game in words, oldest first: turn and phase as they were before each action. With
 * `last`, only its last `last` actions (a long game's history is read from its end).
 */
export function historyEntries(game: Game, locale?: Locale, last = Infinity): HistoryEntry[] {
  const l = locale ?? getLocale();
  const games = chain(game, last);
  const out: HistoryEntry[] = [];
  for (let i = 1; i < games.length; i++) out.push(entryOf(games[i - 1]!, games[i]!, l));
  return out;
}

/**
 * An action proposed at `game` (the app's opponent's, issue 26) in the history's words, with what
 * it causes; null if the engine refuses it. An action whose dice are still to roll (`dice`: their
 * sides) is worded without them: its sentence alone, not what the dice would cause.
 */
export function describeProposal(game: Game, action: Action, dice?: number[], locale?: Locale): string | null {
  const rolled = dice?.length ? ({ ...action, dice: dice.map(() => 1) } as Action) : action;
  const r = applyAction(game, rolled);
  if (!r.ok) return null;
  if (!dice?.length) return entryOf(game, r.value, locale ?? getLocale()).text;
  try {
    return sentence(new Words(game, r.value, rolled, locale ?? getLocale()));
  } catch {
    return null;
  }
}
