// Playing against Adiutant (issue 26): the pure parts of the solo driver. The bot (src/lib/bot)
// decides in a Web Worker (bot.worker.ts); what it is sent and what it answers are plain data:
// the game's record, the catalogue it was played with (the data corrections count), the level and
// the seed of `setup.opponent`. The worker rebuilds the game with `replay`, folds the bot's hand
// from the seed (`opponentHand`), and returns `explainChoice`: the same answer on every reload.
// Decisions that change nothing on the table (a phase end, a draw, no card played) are answered
// together with the bot's next decision (`botSteps`): one Done plays them all, one undo takes them
// back (issue 30 §3).
import { ARMIES, SECTIONS, type ArmyDef, type NationId, type SectionDef } from '$lib/data';
import { explainChoiceSteps, finish, opponentHand, type DecideOptions, type ScoredOption, type Steps } from '$lib/bot';
import { advance } from './flow';
import {
  legalActions,
  makeCatalog,
  prompt,
  replay,
  toRecord,
  type Action,
  type Catalog,
  type Game,
  type GameRecord,
  type LegalAction,
  type OpponentSetup,
  type Seat
} from '$lib/rules';

/** The catalogue as plain data (a Catalog has functions, which a worker message cannot carry). */
export interface CatalogData {
  armies: Record<NationId, ArmyDef>;
  sections: SectionDef[];
}

/** What the worker is asked: the game so far and who the bot is. */
export interface BotRequest {
  id: number;
  record: GameRecord;
  catalog: CatalogData;
}

/** One decision of the bot: its action (dice left to fill), its top three options, and the steps the app then takes at once. */
export interface BotStep {
  chosen: LegalAction;
  options: ScoredOption[];
  /** the actions the app takes by itself after this one (app/flow.ts `advance`) before the next step */
  then: Action[];
}

/**
 * The worker's answer: the bot's steps to confirm together (quiet ones first, `botSteps`), and the
 * last of them as `chosen` and `options`; or why it could not answer.
 */
export type BotAnswer =
  { id: number; ok: true; chosen: LegalAction; options: ScoredOption[]; steps: BotStep[] } | { id: number; ok: false; error: string };

/** Actions that change nothing on the table: ending a phase, drawing or discarding (the app holds the bot's cards), playing no card, Supply (its second move comes next). */
export const QUIET_ACTIONS: ReadonlySet<string> = new Set(['end-phase', 'draw', 'pass', 'discard', 'supply']);

/** At most this many of the bot's decisions are confirmed by one Done. */
export const MAX_JOINED_STEPS = 8;

/** A decision with nothing to show on the table (no dice either). */
export function quietStep(chosen: LegalAction): boolean {
  return QUIET_ACTIONS.has(chosen.action.type) && !chosen.dice?.length;
}

/** The app's opponent recorded in the game, if any. */
export function soloOf(game: Game): OpponentSetup | null {
  return game.setup.opponent ?? null;
}

/** The human's seat in a solo game (the other one), or null when both seats are people. */
export function humanSeat(game: Game): Seat | null {
  const o = soloOf(game);
  return o ? ((1 - o.seat) as Seat) : null;
}

/** A step whose only actions are dice (the combat roll): nothing to decide, the ordinary dice pad rolls or takes them. */
export function diceOnly(game: Game): boolean {
  const legal = legalActions(game);
  return legal.length > 0 && legal.every((la) => la.action.type === 'roll' || la.action.type === 'roll-first-player');
}

/**
 * Does the bot decide now? Its seat is the one the engine's prompt names (setup steps included;
 * the steps both seats share — the first-player roll, the deal — are the people's), the game is
 * not over, and the step is not a roll of dice alone.
 */
export function botDecides(game: Game): boolean {
  const o = soloOf(game);
  if (!o) return false;
  const p = prompt(game);
  if (p.stage === 'over' || p.player !== o.seat) return false;
  return !diceOnly(game);
}

/** The catalogue a game is played with, as plain data. */
export function catalogData(catalog: Catalog): CatalogData {
  const armies = {} as Record<NationId, ArmyDef>;
  for (const n of Object.keys(ARMIES) as NationId[]) armies[n] = catalog.army(n);
  const sections = SECTIONS.map((s) => catalog.section(s.id) ?? s);
  return { armies, sections };
}

/** The worker's question for this game. */
export function botRequest(id: number, game: Game): BotRequest {
  return { id, record: toRecord(game), catalog: catalogData(game.catalog) };
}

/**
 * The worker's work (pure, and callable without a worker): rebuild the game from its record,
 * fold the bot's hand from its seed, and ask the bot for its choice and its top three options.
 */
export function answerRequest(req: BotRequest): BotAnswer {
  return finish(answerSteps(req));
}

/**
 * `answerRequest` in steps: the worker (bot-thinking.ts) runs it a slice at a time, reads its
 * messages between slices and pauses while the player touches the screen; `opts.clock` is the
 * search's safety clock. The answer is `answerRequest`'s.
 */
export function* answerSteps(req: BotRequest, opts: DecideOptions = {}): Steps<BotAnswer> {
  try {
    const catalog = makeCatalog(req.catalog.armies, req.catalog.sections);
    const r = replay(req.record, catalog);
    if (!r.ok) return { id: req.id, ok: false, error: r.error.code };
    const steps = yield* botStepsIn(r.value, opts);
    const last = steps[steps.length - 1];
    if (!last) return { id: req.id, ok: false, error: 'solo/no-opponent' };
    return { id: req.id, ok: true, chosen: last.chosen, options: last.options, steps };
  } catch (e) {
    return { id: req.id, ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * The bot's decisions from `game` to confirm with one Done: each quiet decision (`quietStep`: a
 * phase end, a draw, no card) is played on a copy, with the steps the app then takes at once, and
 * the bot is asked again while its seat decides; the first decision that shows something on the
 * table (or the last before another seat decides) ends the list. Empty when the game has no
 * opponent of the app's.
 */
export function botSteps(game: Game): BotStep[] {
  return finish(botStepsIn(game));
}

/** `botSteps` in steps. */
function* botStepsIn(game: Game, opts: DecideOptions = {}): Steps<BotStep[]> {
  const o = soloOf(game);
  const steps: BotStep[] = [];
  let g = game;
  while (o && steps.length < MAX_JOINED_STEPS) {
    const held = opponentHand(g);
    if (!held) break;
    const d = yield* explainChoiceSteps(o.level, o.seed, { game: g, seat: o.seat, hand: held.hand }, opts);
    const step: BotStep = { chosen: d.chosen, options: d.options, then: [] };
    steps.push(step);
    if (!quietStep(d.chosen)) break;
    const r = advance(g, [d.chosen.action], []);
    if (!r.ok || !botDecides(r.value.next)) break;
    step.then = r.value.automatic;
    g = r.value.next;
  }
  return steps;
}

/** The actions one Done plays for these steps (dice rolled by the app). */
export function stepsToPlay(steps: readonly BotStep[], roll?: (sides: number) => number): Action[] {
  return steps.flatMap((s, i) => [actionToPlay(s.chosen, roll), ...(i < steps.length - 1 ? s.then : [])]);
}

/** Uniform 1..s from the browser's cryptographic generator (rejection sampling). */
export function cryptoDie(s: number): number {
  const buf = new Uint32Array(1);
  const limit = Math.floor(0x100000000 / s) * s;
  do crypto.getRandomValues(buf);
  while (buf[0]! >= limit);
  return (buf[0]! % s) + 1;
}

export { newSeed } from './seed';

/**
 * The action to play for the bot's choice. An action with dice (Withdraw's United States roll, a
 * Leader's rally) gets the dice rolled by the app (`rolledBy: 'app'`, as the dice pad's own
 * "Roll in the app"); the dice are no decision of the bot's.
 */
export function actionToPlay(chosen: LegalAction, roll: (sides: number) => number = cryptoDie): Action {
  const sides = chosen.dice;
  if (!sides || sides.length === 0) return chosen.action;
  return { ...chosen.action, dice: sides.map(roll), rolledBy: 'app' } as Action;
}

export { actionMarks } from './opponent-card';
