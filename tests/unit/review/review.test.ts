// Issue 33 §1: reviewGame. On a hand-made record (sure-elimination.ts), a Movement that walks the
// reduced Lancers next to the Guard Cavalry — a sure elimination whatever France holds (its hand is
// known: its whole deck drawn), and Britain's fifth loss — is the worst moment, a blunder, and the
// better move is the free square out of reach (h7); the engine checks the elimination for every
// roll and every choice after it. On another, the decision that walks a reduced unit into a likely
// elimination (declining a Withdraw to the free square behind it, 6.5-R11) is found, and the
// better move is the Withdraw. On whole bot-against-bot games (seat 1 Adiutant, seat 0 a person
// whose hand is not in the record): every decision's known hand is part of the seat's true hand
// (Adiutant's is all of it), no moment names a card the seat could not have known, the chances are
// one per action of play, certain at the end, and the moments are real decisions of the record,
// worst first, each kind by the thresholds.
import { describe, expect, it } from 'vitest';
import { cardsOf, emptyCards, engineReasons, foldInPlace, makeBot, matchDeckSeed, playMatch, reasonCards } from '$lib/bot';
import { applyAction, copiesLeft, legalActions, prompt, toRecord, type Action, type Game, type GameRecord, type Seat } from '$lib/rules';
import { END, fight, gameRecord, moveTurn, mv, turn, type GameSpec } from '$lib/learn/build';
import {
  actionKey,
  decisionAt,
  deciderOf,
  gamesOf,
  handChoices,
  handSize,
  judgeDecision,
  kindOf,
  knownHands,
  reviewGame,
  THRESHOLDS,
  tryPractice,
  typedHandOk
} from '$lib/review';
import { BRITAIN_HAND, FRANCE_HAND, sureElimination } from './sure-elimination';

/** A bot-against-bot game recorded as the app keeps a game against Adiutant (seat 1). */
function botGame(seed: number): { record: GameRecord; winner: Seat | null } {
  const m = playMatch({ seed, players: [makeBot('easy', seed), makeBot('normal', seed + 1)], nations: ['france', 'russia'] });
  const record = toRecord(m.game);
  record.setup = { ...record.setup, opponent: { seat: 1, level: 'normal', seed: matchDeckSeed(seed, 1) } };
  return { record, winner: m.winner };
}

/** The true hands of both seats before each action (the match's own folds). */
function trueHands(record: GameRecord, seed: number): [string[], string[]][] {
  const games = gamesOf(record);
  const f = [emptyCards(), emptyCards()];
  const out: [string[], string[]][] = [];
  for (let i = 0; i < record.actions.length; i++) {
    out.push([[...f[0]!.hand], [...f[1]!.hand]]);
    for (const seat of [0, 1] as Seat[])
      foldInPlace(f[seat]!, seat, matchDeckSeed(seed, seat), games[0]!.catalog, games[i]!.state, games[i + 1]!.state, record.actions[i]!);
  }
  return out;
}

const within = (part: readonly string[], whole: readonly string[]) => {
  const left = [...whole];
  return part.every((c) => {
    const k = left.indexOf(c);
    if (k < 0) return false;
    left.splice(k, 1);
    return true;
  });
};

const FRONT: GameSpec = {
  deploy: [
    { '1st-cuirassiers': 'd2', 'imperial-guard': 'f2' },
    { '9th-queens-royal-lancers': 'd7', 'kings-dragoons-guards': 'f7' }
  ]
};
/** France's Guard assaults the reduced King's Dragoon Guards (f5, f6 free behind them); Great Britain passes instead of withdrawing. */
const WITHDRAW = gameRecord(
  FRONT,
  moveTurn('d2', 'd4'),
  turn({ movement: [mv('d7', 'd5'), { type: 'supply' }, mv('f7', 'f5')] }),
  turn({ movement: [mv('f2', 'f3')], stop: 'combat' }),
  // the Guard's Bombardment hits the King's Dragoon Guards: reduced (6.5-R5)
  fight('bombard', 'f3', 'f5', 'imperial-guard-2'),
  { type: 'roll', dice: [6, 6] },
  END,
  END,
  turn({ draw: true, movement: [mv('d5', 'd6')] }),
  turn({ draw: true, movement: [mv('f3', 'f4')], stop: 'movement' }),
  END,
  // the Guard assaults the reduced unit; Great Britain holds Withdraw (typed in) and passes
  fight('assault', 'f4', 'f5', 'imperial-guard-1'),
  { type: 'pass' }
);

describe('reviewGame (issue 33)', () => {
  it('finds the hand-made blunder of a Movement: the reduced Lancers walk next to the Guard Cavalry, a sure elimination and the fifth (2.1-R1, 6.1 step 7, 6.5-R5), while h7 was free; better is h7', () => {
    const record = sureElimination(mv('h5', 'h4'));
    const at = record.actions.length - 1;
    const games = gamesOf(record);
    const before = games[at]!;
    const s = before.state;
    expect(prompt(before)).toMatchObject({ stage: 'play', step: 'movement', player: 1 });
    // the fifth loss ends the game (2.1-R1): both sides have lost four
    expect([s.armies![0].eliminated.length, s.armies![1].eliminated.length]).toEqual([4, 4]);
    expect(s.armies![1].units.find((u) => u.unit === '9th-queens-royal-lancers')).toEqual({
      unit: '9th-queens-royal-lancers',
      square: 'h5',
      reduced: true
    });
    expect(s.armies![0].units.find((u) => u.unit === 'guard-cavalry')?.square).toBe('g4');
    // France has drawn its whole deck (2.3-R1) and not reshuffled: the cards it may hold are its hand, known to Britain
    expect(s.decks[0]).toMatchObject({ drawPile: 0, hand: 5, exhausted: true, reshuffles: 0 });
    const possible = before.catalog
      .army('france')
      .deck.flatMap((d) => new Array<string>(copiesLeft(s.decks[0], before.catalog, 'france', d.id)).fill(d.id));
    expect(possible.sort()).toEqual([...FRANCE_HAND].sort());

    // sure: whatever the dice of France's Assault with the Guard Cavalry (2d8), the Lancers are eliminated and France wins
    const step = (g: Game, a: Action): Game => {
      const r = applyAction(g, a);
      if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code}`);
      return r.value;
    };
    let g = games[at + 1]!;
    // Britain's Movement ends, its Combat (no card for a unit next to a French one) and Restoration; France keeps its hand, moves the 19th
    for (const a of [END, END, END, END, END, mv('h1', 'h2'), END, fight('assault', 'g4', 'h4', 'guard-cavalry-2')]) g = step(g, a);
    // Britain holds no card for the Lancers, no Leader, no Withdraw: it passes; France plays nothing more
    while (prompt(g).step !== 'combat:roll') g = step(g, { type: 'pass' });
    // after the dice, every choice the engine offers (France's advance, 6.5-R13/R14) until the combat is over
    const ends = (x: Game): Game[] =>
      x.state.stage === 'over' || !prompt(x).step.startsWith('combat:') ? [x] : legalActions(x).flatMap((la) => ends(step(x, la.action)));
    let outcomes = 0;
    for (let a = 1; a <= 8; a++)
      for (let b = 1; b <= 8; b++)
        for (const end of ends(step(g, { type: 'roll', dice: [a, b] }))) {
          expect(
            end.state.armies![1].units.some((u) => u.unit === '9th-queens-royal-lancers'),
            `roll ${a}+${b}`
          ).toBe(false);
          expect(end.state.stage, `roll ${a}+${b}`).toBe('over');
          expect(end.state.result?.winner, `roll ${a}+${b}`).toBe(0);
          outcomes++;
        }
    expect(outcomes).toBeGreaterThanOrEqual(64);

    // h7 was safe: France's one unit with a card in its hand is the Guard Cavalry, and none of its moves ends next to h7
    const safe = sureElimination(mv('h5', 'h7'));
    let f = gamesOf(safe).at(-1)!;
    for (const a of [END, END, END, END, END]) f = step(f, a);
    expect(prompt(f)).toMatchObject({ step: 'movement', player: 0 });
    const cardUnits = new Set(
      FRANCE_HAND.flatMap((c) => {
        const d = f.catalog.card('france', c);
        return d?.kind === 'unit' ? [d.unit] : [];
      })
    );
    expect([...cardUnits]).toEqual(['guard-cavalry']);
    const gcMoves = legalActions(f).flatMap((la) => (la.action.type === 'move' && la.action.from === 'g4' ? [la.action.to] : []));
    expect(gcMoves.length).toBeGreaterThan(0);
    for (const to of gcMoves) expect(['h6', 'g7', 'h8'], `the Guard Cavalry to ${to}`).not.toContain(to);

    // the review: Britain's worst decision, a blunder; Adiutant's move is the Lancers to h7
    const r = reviewGame(record, { seats: [1], hands: { [at]: BRITAIN_HAND } });
    const worst = r.moments[0]!;
    expect(worst).toMatchObject({ index: at, seat: 1, kind: 'blunder', known: 'hand', played: mv('h5', 'h4'), better: mv('h5', 'h7') });
    expect(worst.swing).toBeGreaterThanOrEqual(THRESHOLDS.blunder);
  });

  it('finds the hand-made blunder: a reduced unit declines the Withdraw to a free square (6.5-R11) and stays to be eliminated; better is the Withdraw', () => {
    const record = WITHDRAW;
    const at = record.actions.length - 1;
    const games = gamesOf(record);
    expect(games[at]!.state.armies![1].units.find((u) => u.unit === 'kings-dragoons-guards')).toMatchObject({
      square: 'f5',
      reduced: true
    });
    const armies = games[at]!.state.armies!;
    expect([...armies[0].units, ...armies[1].units].some((u) => u.square === 'f6')).toBe(false);
    const r = reviewGame(record, { seats: [1], hands: { [at]: ['withdraw'] } });
    // the blunder is a moment (the game's other moves may be judged worse by the bot's eye)
    const blunder = r.moments.find((m) => m.index === at)!;
    expect(blunder).toMatchObject({ index: at, seat: 1, played: { type: 'pass' }, better: { type: 'withdraw', card: 'withdraw' } });
    expect(blunder.swing).toBeGreaterThanOrEqual(THRESHOLDS.inaccuracy);
    expect(blunder.kind).toBe(kindOf(blunder.swing));
    expect(blunder.known).toBe('hand');
    // not typed in, the Withdraw card is not known (never played): the pass is the only choice compared
    expect(reviewGame(record, { seats: [1] }).moments.find((m) => m.index === at)).toBeUndefined();
  });

  const SEEDS = [11, 12];
  const games = SEEDS.map((seed) => ({ seed, ...botGame(seed) }));

  it('every decision: what a review knows of a hand is in the true hand (all of it for Adiutant), and no judged option, reason or moment names a card the seat could not know', () => {
    for (const { seed, record } of games) {
      const gs = gamesOf(record);
      const known = knownHands(gs);
      const truth = trueHands(record, seed);
      let decisions = 0;
      for (let i = 0; i < record.actions.length; i++) {
        const seat = deciderOf(gs[i]!);
        if (seat === null) continue;
        decisions++;
        const h = known.hand(i, seat);
        if (seat === 1) expect(h).toEqual({ cards: truth[i]![1], whole: true });
        else {
          // known whole only when every card it held was played before the next draw
          expect(h.whole).toBe(h.cards.length === truth[i]![0].length);
          expect(within(h.cards, truth[i]![0]), `seat 0 at ${i}: ${h.cards} in ${truth[i]![0]}`).toBe(true);
        }
      }
      expect(decisions).toBeGreaterThan(100);
      // every judged decision, a moment or not: the option played, the best and their reasons name only known cards
      let judged = 0;
      for (let i = 0; i < record.actions.length; i++) {
        const seat = deciderOf(gs[i]!);
        if (seat === null) continue;
        const h = known.hand(i, seat).cards;
        const j = judgeDecision(gs[i]!, decisionAt(gs, record.actions, i).played, seat, h);
        if (!j) continue;
        judged++;
        const named = [j.played, j.best].flatMap((o) => [...cardsOf(o.action), ...engineReasons(j.view, o).flatMap(reasonCards)]);
        for (const c of named) expect([...h, 'supply', 'forced-march'], `decision at ${i} names ${c}`).toContain(c);
      }
      expect(judged).toBeGreaterThan(100);
      const r = reviewGame(record);
      for (const m of r.moments) {
        const h = known.hand(m.index, m.seat).cards;
        const named = [...cardsOf(m.played), ...(m.better ? cardsOf(m.better) : []), ...m.reasons.flatMap(reasonCards)];
        const own = [...h, 'supply', 'forced-march'];
        for (const c of named) expect(own, `moment at ${m.index} names ${c}`).toContain(c);
        expect(within(cardsOf(m.played), h) || cardsOf(m.played).length === 0).toBe(true);
      }
    }
  });

  it('the chances are one per action of play, 0…1, certain at the end; the moments are the record’s decisions, worst first, kinds by the thresholds', () => {
    let moments = 0;
    for (const { record, winner } of games) {
      const gs = gamesOf(record);
      const r = reviewGame(record);
      const play = record.actions.flatMap((_, i) => (gs[i]!.state.stage === 'play' ? [i] : []));
      expect(r.chances.map((c) => c.index)).toEqual(play);
      for (const c of r.chances) (expect(c.seat0).toBeGreaterThanOrEqual(0), expect(c.seat0).toBeLessThanOrEqual(1));
      if (winner !== null) expect(r.chances.at(-1)!.seat0).toBe(winner === 0 ? 1 : 0);
      // (a game the losing side trails from the start may have none: its chance is near 0 throughout)
      moments += r.moments.length;
      for (const [k, m] of r.moments.entries()) {
        if (k > 0) expect(m.swing).toBeLessThanOrEqual(r.moments[k - 1]!.swing);
        expect(m.seat).toBe(deciderOf(gs[m.index]!));
        expect(actionKey(m.played)).toBe(actionKey(decisionAt(gs, record.actions, m.index).played as Action));
        expect(m.better).not.toBeNull();
        expect(actionKey(m.better!)).not.toBe(actionKey(m.played));
        expect(m.kind).toBe(kindOf(m.swing));
        expect(m.kind).not.toBeNull();
      }
      // a seat left out is not judged
      expect(reviewGame(record, { seats: [0] }).moments.every((m) => m.seat === 0)).toBe(true);
    }
    expect(moments).toBeGreaterThan(0);
  });

  it('practice at the moment (issue 33 §3): every legal try is accepted exactly when it loses less than the inaccuracy threshold; the pass is refused, the Withdraw accepted; a wrong try’s reply is the other seat’s legal step', () => {
    const at = WITHDRAW.actions.length - 1;
    const g = gamesOf(WITHDRAW)[at]!;
    const hand = ['withdraw'];
    const legal = legalActions(g).map((la) => la.action);
    expect(legal.map((a) => a.type).sort()).toEqual(['pass', 'withdraw']);
    for (const a of legal) {
      const t = tryPractice(g, 1, hand, a);
      expect(t.judged).not.toBeNull();
      expect(t.ok).toBe(t.judged!.swing < THRESHOLDS.inaccuracy);
      expect(t.ok).toBe(a.type === 'withdraw');
      // right: no reply; wrong: France's cards and the dice come before any move of France's (no reply to show)
      expect(t.reply).toBeNull();
    }
    // in a bot game's movement: every legal try of the seat, accepted exactly within the threshold; Adiutant's best always
    const { record } = games[0]!;
    const gs = gamesOf(record);
    const i = record.actions.findIndex((_, k) => k > 60 && prompt(gs[k]!).step === 'movement' && deciderOf(gs[k]!) === 0);
    const tries = legalActions(gs[i]!).map((la) => tryPractice(gs[i]!, 0, [], la.action));
    for (const t of tries) {
      if (t.judged) expect(t.ok).toBe(t.judged.swing < THRESHOLDS.inaccuracy);
      // a reply is the other seat's legal step there, one that shows on the table
      if (t.reply) {
        expect(prompt(t.replyGame!).player).toBe(1);
        expect(['end-phase', 'draw', 'discard', 'pass']).not.toContain(t.reply.type);
        expect(legalActions(t.replyGame!).some((la) => actionKey(la.action) === actionKey(t.reply!))).toBe(true);
      }
    }
    expect(tries.some((t) => t.ok)).toBe(true);
    expect(tries.some((t) => !t.ok && t.reply)).toBe(true);
  });

  it('kindOf: blunder from 20 points of chance, mistake from 10, inaccuracy from 5, nothing below', () => {
    expect([0.2, 0.5, 1].map(kindOf)).toEqual(['blunder', 'blunder', 'blunder']);
    expect([0.1, 0.1999].map(kindOf)).toEqual(['mistake', 'mistake']);
    expect([0.05, 0.0999].map(kindOf)).toEqual(['inaccuracy', 'inaccuracy']);
    expect([0, 0.0499].map(kindOf)).toEqual([null, null]);
  });
});

describe('a hand typed in by the player (issue 33: "its own hand … as typed by the player")', () => {
  const seed = 11;
  const { record } = botGame(seed);
  const gs = gamesOf(record);
  const truth = trueHands(record, seed);
  const known = knownHands(gs);
  const mine = record.actions.flatMap((_, i) => (deciderOf(gs[i]!) === 0 ? [i] : []));

  it('at every decision of the person: the true hand is accepted; the cards offered are their own deck’s, each up to the copies not on their discard pile or the table (4-R6); a card too many, a proven card left out or a wrong size is refused', () => {
    expect(mine.length).toBeGreaterThan(50);
    for (const i of mine) {
      const before = gs[i]!;
      const d = before.state.decks[0];
      const deck = before.catalog.army(before.state.armies![0].nation).deck;
      const proven = known.hand(i, 0).cards;
      const hand = truth[i]![0];
      expect(handSize(before, 0)).toBe(hand.length);
      expect(typedHandOk(before, 0, proven, hand), `true hand at ${i}`).toBe(true);
      const choices = handChoices(before, 0, proven);
      for (const c of choices) {
        const def = deck.find((x) => x.id === c.card);
        expect(def, `${c.card} is not of seat 0's deck`).toBeDefined();
        const out = [...d.discard, ...d.inPlay].filter((x) => x === c.card).length;
        expect(c.max).toBe(Math.min(d.hand, def!.copies - out));
        expect(c.min).toBe(proven.filter((x) => x === c.card).length);
        // one more of this card in place of a card not proven: accepted exactly when the copies allow
        const free = hand.findIndex(
          (x, k) => x !== c.card && hand.slice(0, k + 1).filter((y) => y === x).length > proven.filter((y) => y === x).length
        );
        if (free >= 0) {
          const swapped = hand.map((x, k) => (k === free ? c.card : x));
          expect(typedHandOk(before, 0, proven, swapped)).toBe(hand.filter((x) => x === c.card).length + 1 <= c.max);
        }
      }
      // every card of the true hand is offered; one more card, one less, a proven card replaced: refused
      for (const c of hand) expect(choices.some((x) => x.card === c)).toBe(true);
      if (hand.length) {
        expect(typedHandOk(before, 0, proven, hand.slice(1))).toBe(false);
        expect(typedHandOk(before, 0, proven, [...hand, hand[0]!])).toBe(false);
      }
      for (const p of new Set(proven)) {
        const other = choices.find((x) => x.card !== p && hand.filter((y) => y === x.card).length < x.max);
        if (!other) continue;
        const k = hand.indexOf(p);
        expect(
          typedHandOk(
            before,
            0,
            proven,
            hand.map((x, j) => (j === k ? other.card : x))
          )
        ).toBe(false);
      }
    }
  });

  it('the person’s true hands typed in judge their decisions exactly as the same seat’s hand known from its deck’s seed (as Adiutant’s is)', () => {
    const hands = Object.fromEntries(mine.map((i) => [i, truth[i]![0]]));
    const typed = reviewGame(record, { seats: [0], hands });
    const folded = reviewGame(
      { ...record, setup: { ...record.setup, opponent: { seat: 0, level: 'normal', seed: matchDeckSeed(seed, 0) } } },
      { seats: [0] }
    );
    expect(typed.moments).toEqual(folded.moments);
    expect(typed.moments.length).toBeGreaterThan(0);
    expect(typed.moments.every((m) => m.known === 'hand')).toBe(true);
    expect(typed.hands).toEqual(hands);
    // and unlike the review that knows only the cards played later
    const played = reviewGame(record, { seats: [0] });
    expect(played.moments.every((m) => m.known === (known.hand(m.index, 0).whole ? 'hand' : 'played'))).toBe(true);
    expect(played.moments.some((m) => m.known === 'played')).toBe(true);
    expect(played.hands).toBeUndefined();
  });
});
