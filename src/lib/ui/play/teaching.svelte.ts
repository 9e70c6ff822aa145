// The play screen's teaching texts and preferences (Svelte 5 runes).
//
// - `teaching`: teaching mode (phase explanations and the "What now?" hint), on for a new player,
//   remembered in localStorage. `turnBoard`: turn the board so the active player sits at the bottom.
// - The phase stepper's texts (rule 4-R2) and `whatNow`, a hint derived only from what the engine
//   says: `prompt(game)` (who acts, which step, which rule) and `legalActions(game)`.
import { m } from '$lib/paraglide/messages.js';
import { bookRule } from '$lib/ui/rules/sections';
import { other, type Game, type LegalAction, type Phase, type Prompt } from '$lib/rules';
export { nationName } from '$lib/ui/names';

/** A yes/no preference kept in localStorage (private mode: kept for this visit only). */
export class StoredToggle {
  on: boolean = $state(true);

  constructor(
    private readonly key: string,
    fallback: boolean
  ) {
    this.on = StoredToggle.read(key) ?? fallback;
  }

  private static read(key: string): boolean | undefined {
    try {
      const v = globalThis.localStorage?.getItem(key);
      return v === 'on' ? true : v === 'off' ? false : undefined;
    } catch {
      return undefined;
    }
  }

  set(on: boolean): void {
    this.on = on;
    try {
      globalThis.localStorage?.setItem(this.key, on ? 'on' : 'off');
    } catch {
      // storage disabled: the choice lasts for this visit
    }
  }
}

/** Teaching mode: on by default for a new player. */
export const teaching = new StoredToggle('adiutant.teaching', true);
/** Turn the board with the active player: on by default. */
export const turnBoard = new StoredToggle('adiutant.turnBoard', true);
/**
 * Face to face: the players sit on opposite sides of the device. The board stays put
 * (the first seat's edge at the bottom) and the action bar turns to face the player who decides.
 */
export const faceToFace = new StoredToggle('adiutant.faceToFace', false);

/** The active player is in this phase of play, no combat and no Guerrilla window open. */
export function inPhase(game: Game, phase: Phase): boolean {
  const s = game.state;
  return s.stage === 'play' && s.phase === phase && !s.pending && !s.combat;
}

export interface PhaseGuide {
  phase: Phase;
  /** the rule that says what may be done */
  rule: string;
  name: () => string;
  does: () => string;
  teach: () => string;
}

/** 4-R2: the five phases of a player turn, in order. */
export const PHASE_GUIDE: readonly PhaseGuide[] = [
  { phase: 'discard', rule: '4-R5', name: m.play_phase_discard, does: m.play_do_discard, teach: m.play_teach_discard },
  { phase: 'draw', rule: '4-R8', name: m.play_phase_draw, does: m.play_do_draw, teach: m.play_teach_draw },
  { phase: 'movement', rule: '5-R1', name: m.play_phase_movement, does: m.play_do_movement, teach: m.play_teach_movement },
  { phase: 'combat', rule: '4-R10', name: m.play_phase_combat, does: m.play_do_combat, teach: m.play_teach_combat },
  {
    phase: 'restoration',
    rule: '4-R11',
    name: m.play_phase_restoration,
    does: m.play_do_restoration,
    teach: m.play_teach_restoration
  }
];

/** A unit's printed name, e.g. "1st Cuirassiers". */
export function unitName(game: Game, seat: 0 | 1, unitId: string): string {
  const army = game.state.armies?.[seat];
  return (army && game.catalog.unit(army.nation, unitId)?.name) || unitId;
}

/** The printed name of the unit on a square, or the square. */
export function unitNameOn(game: Game, square: string): string {
  const armies = game.state.armies;
  if (!armies) return square;
  for (const seat of [0, 1] as const) {
    const u = armies[seat].units.find((x) => x.square === square);
    if (u) return unitName(game, seat, u.unit);
  }
  return square;
}

/** A card in a Guerrilla window: Supply, Forced March, Regroup or a unit card (named by its unit). */
export function cardName(game: Game, seat: 0 | 1, cardId: string): string {
  if (cardId === 'supply') return m.play_card_supply();
  if (cardId === 'forced-march') return m.play_card_forced_march();
  if (cardId === 'regroup') return m.play_card_regroup();
  const army = game.state.armies?.[seat];
  const card = army ? game.catalog.card(army.nation, cardId) : undefined;
  if (!card) return cardId;
  if (card.kind === 'unit') return unitName(game, seat, card.unit);
  return card.kind === 'leader' ? card.name : card.title;
}

/** What the movement assistant knows of the player's taps. */
export interface MovementView {
  /** the selected unit's square (basic move) */
  selected: string | null;
  /** the unit's square while choosing its Forced March square */
  forcedMarchFrom: string | null;
  /** the highlighted squares */
  destinations: readonly string[];
}

/**
 * "What now?": one or more short sentences for the player who must act, derived from the engine's
 * prompt and legal actions (never from a rule of its own).
 */
export function whatNow(game: Game, p: Prompt, legal: readonly LegalAction[], view: MovementView): string[] {
  const s = game.state;
  const names = game.setup.players;
  const has = (type: string) => legal.some((l) => l.action.type === type);
  if (s.stage !== 'play') return [];
  if (p.step === 'guerrilla' && s.pending) {
    return [m.play_hint_guerrilla({ name: names[p.player ?? 0], card: cardName(game, s.active, s.pending.card) })];
  }
  if (p.step.startsWith('combat:')) return [m.play_hint_combat_step({ rule: bookRule(p.rule) })];
  switch (s.phase) {
    case 'discard':
      return [m.play_hint_discard()];
    case 'draw':
      return [has('draw') ? m.play_hint_draw() : m.play_hint_draw_full()];
    case 'movement': {
      if (view.forcedMarchFrom) return [m.play_hint_forced_march_pick({ unit: unitNameOn(game, view.forcedMarchFrom) })];
      if (view.selected) {
        const unit = unitNameOn(game, view.selected);
        return [
          view.destinations.length
            ? m.play_hint_move_selected({ unit, count: view.destinations.length })
            : m.play_hint_move_blocked({ unit })
        ];
      }
      const moved = s.movement.moved.length;
      if (moved === 0) {
        if (!has('move')) return [m.play_hint_no_move()];
        return has('supply') ? [m.play_hint_move_first(), m.play_hint_move_supply()] : [m.play_hint_move_first()];
      }
      if (has('move')) return [m.play_hint_move_second()];
      const out: string[] = [];
      const marchers = new Set(legal.flatMap((l) => (l.action.type === 'forced-march' ? [l.action.from] : [])));
      for (const sq of marchers) out.push(m.play_hint_forced_march({ unit: unitNameOn(game, sq) }));
      if (has('supply')) out.push(m.play_hint_move_supply());
      out.push(m.play_hint_move_done());
      return out;
    }
    case 'combat':
      return [m.play_hint_combat()];
    case 'restoration':
      return [m.play_hint_restoration({ name: names[other(s.active)] })];
  }
  return [];
}
