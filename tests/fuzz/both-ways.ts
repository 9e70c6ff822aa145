// The engine checked both ways on one game state: every action `legalActions` lists is accepted by
// `applyAction` (its dice filled in), and every candidate action the engine accepts is listed, up to
// equivalent spellings (tests/fuzz/candidates.ts). The map choice (3-R2) is not listed by design.
import { applyAction, legalActions, type Game } from '../../src/lib/rules';
import { candidates, canonical, filled, listedAs } from './candidates';

export interface BothWays {
  /** candidate actions tried, and how many of them the engine accepted */
  tried: number;
  accepted: number;
  failure?: string;
}

export function checkBothWays(game: Game, r: () => number): BothWays {
  const listed = legalActions(game);
  for (const l of listed) {
    const a = filled(l, r);
    const res = applyAction(game, a);
    if (!res.ok) return { tried: 0, accepted: 0, failure: `listed but refused: ${JSON.stringify(a)}: ${res.error.message}` };
  }
  const keys = new Set(listed.map((l) => canonical(game, l.action)));
  let tried = 0;
  let accepted = 0;
  for (const c of candidates(game, listed, r)) {
    tried++;
    const res = applyAction(game, c);
    if (!res.ok) continue;
    accepted++;
    if ((c as { type?: string }).type === 'choose-map') continue;
    if (!listedAs(game, keys, c)) return { tried, accepted, failure: `accepted but not listed: ${JSON.stringify(c)} at ${where(game)}` };
  }
  return { tried, accepted };
}

function where(game: Game): string {
  const s = game.state;
  if (s.stage !== 'play') return `${s.stage} ${s.setupStep}`;
  return s.pending ? 'guerrilla' : s.combat ? `combat:${s.combat.step}` : s.phase;
}

/** Is an action the engine accepted one of the listed ones (for the simulator's random illegal actions)? */
export function isListed(game: Game, action: unknown): boolean {
  const keys = new Set(legalActions(game).map((l) => canonical(game, l.action)));
  return listedAs(game, keys, action);
}
