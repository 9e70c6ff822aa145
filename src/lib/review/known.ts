// What a seat knew of its own hand at each of its decisions (issue 33: a review considers only what
// the seat could know). Adiutant's hand is the app's (bot/hand.ts, folded from `setup.opponent.seed`),
// so it is known whole. A person's hand is not in the record: what is proven of it is the cards the
// player took out of it from that decision until the hand next gained a card (a draw, a Scout/Spy's
// new card): those were all in the hand at the decision. A Skirmish card back in the hand (6.7-R3)
// and played again is one card, counted once. When those are as many as the hand held, it is known whole.
import { foldInPlace, emptyCards } from '../bot';
import type { Game, GameState, Seat } from '../rules';

/** How the cards of a seat changed by one action: taken out of its hand, put back, and whether the hand gained unknown cards. */
interface Flow {
  out: string[];
  back: string[];
  gained: boolean;
}

function counts(...lists: readonly string[][]): Map<string, number> {
  const m = new Map<string, number>();
  for (const l of lists) for (const x of l) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

/** The cards of `seat` that left its hand (to the table or the discard pile) or came back, between two states. */
export function flowOf(before: GameState, after: GameState, seat: Seat): Flow {
  const b = before.decks[seat];
  const a = after.decks[seat];
  const out: string[] = [];
  const back: string[] = [];
  // a reshuffle (2.3-R2) empties the discard pile into the deck: nothing left the hand by it
  if (a.reshuffles === b.reshuffles) {
    const was = counts(b.discard, b.inPlay);
    const now = counts(a.discard, a.inPlay);
    for (const [card, k] of now) for (let i = 0; i < k - (was.get(card) ?? 0); i++) out.push(card);
    for (const [card, k] of was) for (let i = 0; i < k - (now.get(card) ?? 0); i++) back.push(card);
  }
  return { out, back, gained: a.hand - b.hand + out.length - back.length > 0 };
}

/** The hands a review may use: `hands[i][seat]`, what that seat knew of its hand before action i, and whether it is the whole hand. */
export interface KnownHands {
  hand(index: number, seat: Seat): { cards: string[]; whole: boolean };
}

/**
 * The known hands of a game's decisions. `games[i]` is the game after i actions (games[0] the
 * start); `typed` are hands the player typed in, by action index.
 */
export function knownHands(games: readonly Game[], typed: Record<number, string[]> = {}): KnownHands {
  const last = games[games.length - 1]!;
  const opponent = last.setup.opponent ?? null;
  const n = games.length - 1;
  const flows: [Flow, Flow][] = [];
  for (let i = 0; i < n; i++)
    flows.push([flowOf(games[i]!.state, games[i + 1]!.state, 0), flowOf(games[i]!.state, games[i + 1]!.state, 1)]);
  // Adiutant's hand before each action (its fold, bot/hand.ts)
  const folded: string[][] = [];
  if (opponent) {
    const f = emptyCards();
    for (let i = 0; i < n; i++) {
      folded.push([...f.hand]);
      foldInPlace(f, opponent.seat, opponent.seed, last.catalog, games[i]!.state, games[i + 1]!.state, games[i + 1]!.lastAction!);
    }
  }
  return {
    hand(index, seat) {
      if (opponent && opponent.seat === seat) return { cards: folded[index] ?? [], whole: true };
      const t = typed[index];
      if (t) return { cards: [...t], whole: true };
      const cards: string[] = [];
      const pool: string[] = [];
      for (let j = index; j < n; j++) {
        const f = flows[j]![seat];
        for (const c of f.out) {
          const k = pool.indexOf(c);
          if (k >= 0) pool.splice(k, 1);
          else cards.push(c);
        }
        pool.push(...f.back);
        if (f.gained) break;
      }
      // every card of the hand played before the next draw: the hand is known whole
      return { cards, whole: cards.length >= games[index]!.state.decks[seat].hand };
    }
  };
}
