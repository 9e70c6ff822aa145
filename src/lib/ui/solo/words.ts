// Adiutant's proposal in words (issue 30 §3): the history's sentence of each step, except where the
// history's would say what is not known yet or not enough — a roll still to make (a Leader's rally,
// the United States' withdraw roll: no result before the die), a discard (which cards go: they
// become public), the map (each section's place and turn) — and the hint of what the human does
// on the table, worded for the step.
import { m } from '$lib/paraglide/messages.js';
import { i18n, type Locale } from '$lib/i18n.svelte';
import { plural, pluralForm } from '$lib/i18n/plural';
import { applyAction, other, type Action, type Game, type LegalAction } from '$lib/rules';
import { describeProposal } from '$lib/ui/describe';
import { Words } from '$lib/ui/describe/words';
import { cardName } from '$lib/ui/words/cards';
import { seatCardName } from '$lib/ui/words/seat-names';

/** The four places of the map, 0 north-west … 3 south-east (3-R2). */
const SLOTS = [m.setup_slot_nw, m.setup_slot_ne, m.setup_slot_sw, m.setup_slot_se];

/** The Words of an action at `game` (its dice, still to roll, counted as 1s): null if the engine refuses it. */
function wordsOf(game: Game, action: Action, dice: readonly number[] | undefined, locale: Locale): Words | null {
  const a = dice?.length ? ({ ...action, dice: dice.map(() => 1) } as Action) : action;
  const r = applyAction(game, a);
  return r.ok ? new Words(game, r.value, a, locale) : null;
}

/** The step the bot proposes at `game`, in one sentence; null if the engine refuses it. */
export function proposalText(game: Game, action: Action, dice?: readonly number[], locale: Locale = i18n.locale): string | null {
  const o = { locale };
  const special = action.type === 'discard' || action.type === 'choose-map' || !!dice?.length;
  if (!special) return describeProposal(game, action, undefined, locale);
  const w = wordsOf(game, action, dice, locale);
  if (!w) return null;
  const actor = w.actorName;
  if (action.type === 'discard') {
    const nation = w.nation(w.me);
    const cards = action.cards.map((c) => (nation ? cardName(game.catalog, nation, c, locale) : c)).join(', ');
    return m.solo_step_discard({ actor, cards }, o);
  }
  if (action.type === 'choose-map') {
    const places = (action.sections ?? [])
      .map((x, i) => `${SLOTS[i]!({}, o)}: ${m.setup_slot_content({ id: x.id, deg: x.rotation }, o)}`)
      .join('; ');
    return m.solo_step_map({ actor, places }, o);
  }
  if (action.type === 'rally') {
    const d = w.cardDef(w.me, action.card);
    const leader = d?.kind === 'leader' ? d.name : action.card;
    return m.solo_propose_rally({ actor, leader, unit: w.unitAt(action.unit), value: d?.kind === 'leader' ? d.rally : '?' }, o);
  }
  if (action.type === 'withdraw') {
    const seat = other(w.me);
    const d = w.cardDef(seat, action.card);
    const unit = w.s.combat ? w.unitById(seat, w.s.combat.defender) : '—';
    return m.solo_propose_withdraw(
      { actor, unit, card: w.card(seat, action.card), value: d?.kind === 'unit' ? (d.withdraw ?? '?') : '?' },
      o
    );
  }
  return describeProposal(game, action, dice ? [...dice] : undefined, locale);
}

const MOVES = new Set(['move', 'forced-march', 'retreat', 'advance', 'skirmish-move', 'deploy']);
const ATTACKS = new Set(['assault', 'ambush', 'bombard', 'volley', 'grand-battery']);
const NOTHING = new Set(['end-phase', 'draw', 'pass', 'discard', 'scout', 'guerrilla', 'supply']);

/** What the human does on the table for this step, in one short sentence. */
export function stepHint(game: Game, action: Action, dice: readonly number[] | undefined, locale: Locale = i18n.locale): string {
  const o = { locale };
  if (dice?.length) return m.solo_dice_note({}, o);
  if (action.type === 'deploy') return m.solo_done_hint_deploy({}, o);
  if (action.type === 'choose-map') return m.solo_hint_map({}, o);
  if (game.state.stage === 'setup') return m.solo_done_hint_setup({}, o);
  if (MOVES.has(action.type)) return m.solo_done_hint({}, o);
  if (ATTACKS.has(action.type)) return m.solo_hint_attack({}, o);
  if (action.type === 'play') return m.solo_hint_card({}, o);
  if (action.type === 'restore' || action.type === 'rally') return m.solo_hint_restore({}, o);
  if (action.type === 'redoubt') return m.solo_hint_redoubt({}, o);
  // 6.5: a Hit on its unit (its choice of result, or a Committed Attack Hit it shares out, 9.2-R8)
  if (action.type === 'assign-hit' || (action.type === 'choose-result' && action.choice === 'hit')) return m.solo_hint_hit({}, o);
  if (action.type === 'choose-result') return m.solo_hint_nothing({}, o);
  if (NOTHING.has(action.type)) return m.solo_hint_nothing({}, o);
  return m.solo_hint_table({}, o);
}

/** A step of a proposal: the game it is decided at and the bot's choice there. */
export interface StepAt {
  game: Game;
  chosen: LegalAction;
  /** the steps the app took at once after it */
  then?: readonly Action[];
}

/** A quiet action in a few words, without the actor ("discards Supply", "draws 2 cards"); null for a phase end. */
function shortText(game: Game, a: Action, locale: Locale): string | null {
  const o = { locale };
  const seat = game.state.active;
  switch (a.type) {
    case 'discard':
      return m.solo_short_discard({ cards: a.cards.map((c) => seatCardName(game, seat, c, locale)).join(', ') }, o);
    case 'draw': {
      const r = applyAction(game, a);
      const n = r.ok ? r.value.state.decks[seat].hand - game.state.decks[seat].hand : 0;
      if (pluralForm(n, locale) === 'one') return m.solo_short_draw_one({}, o);
      return plural(n, m.solo_short_draw_few, m.solo_short_draw_few, m.solo_short_draw_many, locale)({ count: n }, o);
    }
    case 'pass':
      return m.solo_short_pass({}, o);
    case 'supply':
      return m.solo_short_supply({}, o);
    default:
      return null;
  }
}

/**
 * The quiet steps confirmed with the main one, in one short line ("First: discards Supply,
 * Ney; draws 2 cards."); the phase ends are left out (the phase strip shows them). '' when none
 * has anything to say.
 */
export function beforeText(steps: readonly StepAt[], locale: Locale = i18n.locale): string {
  const list: string[] = [];
  for (const s of steps.slice(0, -1)) {
    // the step, then the steps the app took at once after it (a draw with nothing to decide)
    let g = s.game;
    for (const a of [s.chosen.action, ...(s.then ?? [])]) {
      const text = shortText(g, a, locale);
      if (text) list.push(text);
      const r = applyAction(g, a);
      if (!r.ok) break;
      g = r.value;
    }
  }
  return list.length ? m.solo_before({ list: list.join('; ') }, { locale }) : '';
}

/** The main step's sentence: its history sentence, or "… ends its player turn" for the end of its Restoration Phase (7). */
export function mainText(steps: readonly StepAt[], locale: Locale = i18n.locale): string {
  const last = steps[steps.length - 1];
  if (!last) return '';
  const { game, chosen } = last;
  if (chosen.action.type === 'end-phase' && game.state.stage === 'play' && game.state.phase === 'restoration') {
    const w = wordsOf(game, chosen.action, undefined, locale);
    if (w) return m.solo_step_end_turn({ actor: w.actorName }, { locale });
  }
  return proposalText(game, chosen.action, chosen.dice, locale) ?? '';
}
