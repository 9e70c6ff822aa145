// One decision of the bot: the options of the step it is asked about, each scored with its
// reasons, best first. Deterministic: the same level, seed and view give the same answer (the
// seeded generator depends on the seed, the game's length and last action, the seat and the hand).
import { prompt, type LegalAction } from '../rules';
import { makeCtx, scoreByJudgement, type Ctx } from './ctx';
import { cardStepOptions, combatPhaseOptions, withdrawOptions } from './fight';
import { LEVEL_PARAMS, ROLLOUT_PARAMS, type LevelParams } from './levels';
import { legalMoves } from './moves';
import { chooseMap, setupOptions } from './opening';
import { movementOptions } from './plan';
import { hashString, mix, rng } from './rng';
import { searchSteps, SYSTEM_CLOCK, type Clock, type Line, type Sample } from './search/search';
import type { Playout, Policy } from './search/playout';
import { quickPolicy } from './search/policy';
import { finish, type Steps } from './steps';
import { discardOptions, drawOptions, guerrillaOptions, restorationOptions } from './turn';
import type { BotView, Decision, Level, ScoredOption } from './types';

/** The options lister of each step; any other step (choose 6.5-R2, retreat 6.5-R7, advance 6.5-R13, assign-hits 9.2-R8, skirmish-move 9.2-R23) is scored by judgement. */
const OPTIONS: Readonly<Record<string, (c: Ctx, legal: LegalAction[]) => ScoredOption[]>> = {
  nations: setupOptions,
  army: setupOptions,
  edge: setupOptions,
  deploy: setupOptions,
  discard: discardOptions,
  draw: drawOptions,
  movement: movementOptions,
  combat: combatPhaseOptions,
  restoration: restorationOptions,
  guerrilla: guerrillaOptions,
  'combat:withdraw': withdrawOptions,
  'combat:defender': cardStepOptions,
  'combat:attacker': cardStepOptions
};

function optionsFor(c: Ctx, step: string, legal: LegalAction[]): ScoredOption[] {
  const options = OPTIONS[step];
  return options ? options(c, legal) : legal.map((la) => scoreByJudgement(c, la));
}

/** The seeded generator of one decision (never the undrawn cards: only what the view shows). */
export function decisionSeed(seed: number, view: BotView): number {
  const g = view.game;
  return mix(seed, g.length, view.seat, hashString(JSON.stringify(g.lastAction ?? null)), hashString([...view.hand].sort().join(',')));
}

const clone = (la: LegalAction): LegalAction => structuredClone(la.dice ? { action: la.action, dice: la.dice } : { action: la.action });

/** The bot's decision at this view: the action it plays and its options, best first. */
export function decide(level: Level, seed: number, view: BotView): Decision {
  return decideTop(level, seed, view, Infinity);
}

/** The same with only the best `top` options (copied out of the engine's shared lists). */
export function decideTop(level: Level, seed: number, view: BotView, top: number, opts: DecideOptions = {}): Decision {
  return decideWith(LEVEL_PARAMS[level], seed, view, top, opts);
}

/** What a decision may be given besides its view: the search's clock, a look at every future (tests). */
export interface DecideOptions {
  clock?: Clock;
  onSample?: (option: number, p: Playout, s: Sample) => void;
}

/** How both seats play in the search's futures: quick rules of thumb, or normal's judgement (no search of its own). */
const ROLLOUTS: Readonly<Record<'quick' | 'normal', Policy>> = {
  quick: quickPolicy(ROLLOUT_PARAMS),
  normal: (view) => decideWith(LEVEL_PARAMS.normal, 0, view, 1).chosen
};

/** The same for a level's parameters (the bench tries variants of a level with it). */
export function decideWith(lp: LevelParams, seed: number, view: BotView, top: number, opts: DecideOptions = {}): Decision {
  return finish(decideSteps(lp, seed, view, top, opts));
}

/**
 * The same in steps: the look-ahead yields after each simulated action (search.ts), so the app's
 * worker can pause between two of them; run at once (`finish`) it is `decideWith`.
 */
export function* decideSteps(lp: LevelParams, seed: number, view: BotView, top: number, opts: DecideOptions = {}): Steps<Decision> {
  const p = prompt(view.game);
  const dseed = decisionSeed(seed, view);
  const r = rng(dseed);
  if (p.stage === 'setup' && p.step === 'map') {
    const action = chooseMap(decisionSeed(seed, view), view.game.catalog);
    return { chosen: { action }, options: [{ action, score: 0, reasons: [{ kind: 'setup', what: 'map', value: 0 }] }] };
  }
  const legal = legalMoves(view);
  if (legal.length === 0) throw new Error(`bot: no legal action for seat ${view.seat} at ${p.step}`);
  if (legal.length === 1) return { chosen: clone(legal[0]!), options: [{ ...clone(legal[0]!), score: 0, reasons: [{ kind: 'only' }] }] };
  const c = makeCtx(view, lp, r, dseed);
  let lines: Line[] = optionsFor(c, p.step, legal);
  if (lp.search?.steps.includes(p.step))
    lines = (yield* searchSteps(c, lines, lp.search, ROLLOUTS[lp.search.policy], opts.clock ?? SYSTEM_CLOCK, opts.onSample)).options;
  const scored = lines.map((o, i) => ({ o, i }));
  if (lp.noise) for (const x of scored) if (Number.isFinite(x.o.score)) x.o.score += (r() - 0.5) * 2 * lp.noise;
  scored.sort((a, b) => b.o.score - a.o.score || a.i - b.i);
  const options = scored.slice(0, top).map(({ o }) => ({
    action: structuredClone(o.action),
    ...(o.dice ? { dice: [...o.dice] } : {}),
    score: Number.isFinite(o.score) ? Math.round(o.score * 100) / 100 : -1e9,
    reasons: o.reasons
  }));
  const best = legal[scored[0]!.i]!;
  return { chosen: clone(best), options };
}
