// One decision of the bot: the options of the step it is asked about, each scored with its
// reasons, best first. Deterministic: the same level, seed and view give the same answer (the
// seeded generator depends on the seed, the game's length and last action, the seat and the hand).
import { prompt, type LegalAction } from '../../src/lib/rules';
import { makeCtx, scoreByJudgement, type Ctx } from './ctx';
import { cardStepOptions, combatPhaseOptions, withdrawOptions } from './fight';
import { LEVEL_PARAMS } from './levels';
import { legalMoves } from './moves';
import { chooseMap, setupOptions } from './opening';
import { movementOptions } from './plan';
import { hashString, mix, rng } from './rng';
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
export function decideTop(level: Level, seed: number, view: BotView, top: number): Decision {
  const lp = LEVEL_PARAMS[level];
  const p = prompt(view.game);
  const r = rng(decisionSeed(seed, view));
  if (p.stage === 'setup' && p.step === 'map') {
    const action = chooseMap(decisionSeed(seed, view));
    return { chosen: { action }, options: [{ action, score: 0, reasons: [{ kind: 'setup', what: 'map', value: 0 }] }] };
  }
  const legal = legalMoves(view);
  if (legal.length === 0) throw new Error(`bot: no legal action for seat ${view.seat} at ${p.step}`);
  if (legal.length === 1) return { chosen: clone(legal[0]!), options: [{ ...clone(legal[0]!), score: 0, reasons: [{ kind: 'only' }] }] };
  const c = makeCtx(view, lp, r);
  const scored = optionsFor(c, p.step, legal).map((o, i) => ({ o, i }));
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
