// The opponent's contract (issue 26): what it is shown, what it returns, and why it chose.
import type { Action, CombatForm, Game, LegalAction, Seat, Square, Terrain } from '../rules';

export type Level = 'easy' | 'normal' | 'hard' | 'expert';
export const LEVELS: readonly Level[] = ['easy', 'normal', 'hard', 'expert'];

/** What a seat may know: the game (board, public cards, discard piles, counts) and its own hand. */
export interface BotView {
  game: Game;
  seat: Seat;
  /** the seat's own hand: card ids */
  hand: string[];
}

/** A seat's decision maker. Dice are filled in by whoever rolls (a LegalAction names their sides). */
export type Player = (view: BotView) => Action | LegalAction;

/**
 * Why an option scored as it did, for "Why?" and the bot's sentence (worded by the screen in Polish
 * and English). Numbers are the bot's own estimates; `win` and `chance` are probabilities 0…1.
 */
export type Reason =
  /** a combat's exact odds: the totals without dice, the dice, and the chance of a good result
   * (Assault/Ambush: the defender harmed; fire: a Hit) and of the attackers being hit. In
   * explainChoice (explain.ts) they are the engine's (`combatOddsOf` after the option), with the
   * combat's `form`, its Committed Attack cards (`committed`: that many certain Hits, 9.2-R8) and
   * `harmless` for an Ambush with no supporting unit (nobody can be hit, 6.1-R18) */
  | {
      kind: 'odds';
      attack: number;
      dice: number[];
      defense: number;
      win: number;
      lose: number;
      form?: CombatForm;
      committed?: number;
      harmless?: boolean;
    }
  /** controlled squares at nightfall (2.2) gained (+) or lost (−) against the position before */
  | { kind: 'nightfall'; squares: number; lead: number }
  /**
   * expert: its line moved toward the enemy half — the rows its units stand out from its own edge,
   * each up to its own row 4 (weights.ts `forward`), changed by `rows`; `mine` and `theirs` after
   */
  | { kind: 'advance'; rows: number; mine: number; theirs: number }
  /** the enemy's best attack on the next turn is weaker (avoided) or stronger (exposed); in
   * explainChoice also the unit and whether an enemy unit can reach it for an Assault next turn
   * before and after the option (`reach`, the engine's moveDestinations, explain.ts) */
  | { kind: 'threat'; square: Square; change: number; unit?: string; reach?: [boolean, boolean] }
  /** Supply moves a second unit (5-R8) */
  | { kind: 'supply' }
  /** Forced March: one square more (5-R10) */
  | { kind: 'forced-march' }
  /** the unit ends on terrain that defends it (6.3) */
  | { kind: 'terrain'; square: Square; terrain: Terrain }
  /** a Redoubt (+3, 9.2-R16) under the unit on this square */
  | { kind: 'redoubt'; square: Square }
  /** restoring a reduced unit (7), with its chance (a Leader's rally: the engine's rallyOdds); in
   * explainChoice a card's restoration is certain, `guerrilla` when the enemy may cancel it (9.2-R11) */
  | { kind: 'restore'; square: Square; chance: number; guerrilla?: boolean }
  /** a card kept or spent: its estimated worth in the hand */
  | { kind: 'card'; card: string; worth: number }
  /** a card for a unit already eliminated: worth nothing (8-R2) */
  | { kind: 'dead-card'; card: string }
  /** the race to five eliminated units (2.1): enemy units I eliminated, mine they eliminated */
  | { kind: 'attrition'; mine: number; theirs: number }
  /** discarding to bring nightfall sooner while ahead, or keeping cards while behind (2.3) */
  | { kind: 'pace'; lead: number; sooner: boolean }
  /** the strength of both armies changes (Hits, eliminations, restorations) */
  | { kind: 'material'; change: number }
  /** hard: the enemy's best answer next turn (its move and its combat), tried on the engine for
   * `hands` hands sampled from its unseen cards, costs this much on average (lower is better) */
  | { kind: 'reply'; loss: number; hands: number }
  /** hard: the option played on in `futures` sampled futures (the enemy's hand, the draws and the
   * dice drawn at random): to nightfall (`night`), where it won `won` of them and the count was
   * typically `mine`–`theirs` squares (2.2); else to the bot's next turn, with that count then */
  | { kind: 'futures'; futures: number; won: number; night: boolean; mine: number; theirs: number }
  /** "Why did it stop?": ending the phase here. Combat: the best combat it declined (its target and
   * chance, as `odds` gives it), when there was one */
  | { kind: 'stop'; phase: 'discard' | 'movement' | 'combat' | 'restoration'; target?: Square; win?: number }
  /** the bot's player turns left before nightfall (2.3, estimated from the decks and the pace): a
   * card kept is worth only what it can still do in them */
  | { kind: 'day-left'; turns: number }
  /** an enemy unit can be attacked from here this turn; in explainChoice `win` is the engine's
   * chance of the best combat the unit may declare from `from` with a card it holds */
  | { kind: 'attack-next'; target: Square; win: number; from?: Square; form?: CombatForm }
  /** a setup choice: stronger army, better edge, deployment square */
  | { kind: 'setup'; what: 'nations' | 'army' | 'edge' | 'deploy' | 'map'; value: number }
  /** nothing else could be done */
  | { kind: 'only' };

export interface ScoredOption {
  action: Action;
  /** sides of the dice to fill, when the action carries dice */
  dice?: number[];
  score: number;
  reasons: Reason[];
}

/** The bot's answer at one decision: what it plays, and its options best first. */
export interface Decision {
  chosen: LegalAction;
  options: ScoredOption[];
}
