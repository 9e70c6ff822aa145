// The action bar's words about the step: its title, and what the player's last tap did
// — the cards drawn, the steps the app took because there was nothing to decide, what the turn's
// combat did — read from the game before the tap and after it. The engine decided all of it.
import type { Session } from '$lib/app/session.svelte';
import { m } from '$lib/paraglide/messages.js';
import type { Game, Prompt } from '$lib/rules';
import { describeAction } from '$lib/ui/describe';
import { combatAftermath } from '../combat/aftermath';
import { PHASE_GUIDE } from '$lib/ui/words/phase-guide';
import { tapLines } from '$lib/ui/game/dice-report';

const COMBAT_STEPS: Record<string, () => string> = {
  'combat:withdraw': m.bar_step_withdraw,
  'combat:defender': m.bar_step_defender,
  'combat:attacker': m.bar_step_attacker,
  'combat:roll': m.bar_step_roll,
  'combat:choose': m.bar_step_choose,
  'combat:retreat': m.cmb_choose_retreat,
  'combat:advance': m.bar_step_advance,
  'combat:pursuit': m.card_pursuit,
  'combat:assign-hits': m.bar_step_assign_hits,
  'combat:skirmish-move': m.bar_step_skirmish_move
};

/** The step's name: a phase, a combat step, the Guerrilla answer, the end of the game. */
export function stepTitle(game: Game, p: Prompt): string {
  if (p.step === 'over') return m.bar_step_over();
  if (p.step === 'guerrilla') return m.card_hq_guerrilla();
  const combat = COMBAT_STEPS[p.step];
  if (combat) return combat();
  const phase = PHASE_GUIDE.find((x) => x.phase === game.state.phase);
  return phase ? phase.name() : p.step;
}

/** The games after `before`, up to `game`, with the action that led to each, oldest first. */
function since(game: Game, before: Game | null): { before: Game; after: Game }[] {
  if (!before || before.length >= game.length) return [];
  const out: { before: Game; after: Game }[] = [];
  for (let g: Game = game; g.previous && g.length > before.length; g = g.previous) out.push({ before: g.previous, after: g });
  return out.reverse();
}

/**
 * What the player's last tap did, in a few short sentences: the dice rolled and what they gave
 * (for either seat, dice-report.ts), Adiutant's hand shown by a Scout/Spy (9.2-R25), the combat's
 * aftermath, the cards drawn, the steps the app took by itself.
 */
export function stepReport(session: Session): string[] {
  const game = session.game;
  const out: string[] = tapLines(game, session.before);
  const steps = since(game, session.before);
  const aftermath = combatAftermath(game, true);
  if (aftermath) out.push(aftermath);
  for (const { before, after } of steps) {
    const a = after.lastAction!;
    if (a.type !== 'draw') continue;
    const seat = before.state.active;
    const d0 = before.state.decks[seat];
    const d1 = after.state.decks[seat];
    const drawn = d1.hand - d0.hand;
    out.push(
      drawn === 1 ? m.bar_drew_one({ hand: d1.hand, pile: d1.drawPile }) : m.bar_drew({ count: drawn, hand: d1.hand, pile: d1.drawPile })
    );
    if (d1.reshuffles > d0.reshuffles) out.push(m.dd_reshuffled());
    if (d1.exhausted && !d0.exhausted) out.push(m.dd_exhausted());
  }
  // a player turn the app ended because nothing more could be done in it (7-R5: e.g. after a Redoubt)
  const firstAuto = game.length - session.automatic.length;
  for (const { before, after } of steps) {
    const a = after.lastAction!;
    if (after.length > firstAuto && a.type === 'end-phase' && before.state.phase === 'restoration' && before.state.stage === 'play')
      out.push(m.bar_turn_passed({ name: game.setup.players[before.state.active] }));
  }
  // the steps the app took because there was nothing to decide (not the draws and phase ends
  // the bar's phases already show)
  const automatic = session.automatic.filter((a) => a.type !== 'end-phase' && a.type !== 'draw');
  if (automatic.length && !aftermath) {
    const texts: string[] = [];
    for (let i = game.length - session.automatic.length; i < game.length; i++) {
      const a = describeAction(game, i);
      if (a && a.type !== 'end-phase' && a.type !== 'draw') texts.push(a.text);
    }
    if (texts.length) out.push(m.bar_automatic({ list: texts.join('; ') }));
  }
  return out;
}

/** The player's action the next undo takes back, in words (the steps the app took after it go too). */
export function undoText(session: Session): string | null {
  const game = session.game;
  if (!game.previous) return null;
  const index = game.length - session.undoDepth;
  return describeAction(game, index)?.text ?? null;
}
