// "Why?" in words (issue 26): every reason kind of the bot (README, "The opponent") is worded in
// Polish and English, with its numbers, and the options of a real decision read as sentences.
import { describe, expect, it } from 'vitest';
import { explainChoice, opponentHand, type Reason } from '$lib/bot';
import { applyAction, newGame, type Action, type Game } from '$lib/rules';
import { diceSides, handCountText, optionsWords, reasonText } from '$lib/ui/solo/reasons';
import { soloSetup } from '$lib/ui/home/new-game';

const MAP: Action = { type: 'choose-map', sections: [1, 5, 10, 22].map((id) => ({ id, rotation: 0 as const })) };

function play(g: Game, ...actions: Action[]): Game {
  for (const a of actions) {
    const r = applyAction(g, a);
    if (!r.ok) throw new Error(r.error.message);
    g = r.value;
  }
  return g;
}

const GAME = play(
  newGame(soloSetup({ players: ['Ala', 'Adiutant'] }, 'normal', 5)),
  { type: 'roll-first-player', dice: [8, 3] },
  MAP,
  { type: 'choose-nations', nations: ['france', 'great-britain'] },
  { type: 'choose-army', nation: 'france' },
  { type: 'choose-edge', edge: 'north' },
  { type: 'deal' }
);

/** one reason of every kind of the README's table */
const EVERY: Reason[] = [
  { kind: 'odds', attack: 7, dice: [8, 8], defense: 10, win: 0.623, lose: 0.05 },
  { kind: 'nightfall', squares: 2, lead: 3 },
  { kind: 'threat', square: 'c5', change: -2 },
  { kind: 'threat', square: 'c5', change: 1.5 },
  { kind: 'reply', loss: 1.2, hands: 6 },
  { kind: 'attack-next', target: 'd7', win: 0.4 },
  { kind: 'supply' },
  { kind: 'forced-march' },
  { kind: 'terrain', square: 'e4', terrain: 'hill' },
  { kind: 'redoubt', square: 'e4' },
  { kind: 'restore', square: 'e4', chance: 0.5 },
  { kind: 'card', card: 'supply', worth: 1.5 },
  { kind: 'dead-card', card: 'supply' },
  { kind: 'attrition', mine: 2, theirs: 1 },
  { kind: 'pace', lead: 2, sooner: true },
  { kind: 'pace', lead: -1, sooner: false },
  { kind: 'material', change: -3 },
  { kind: 'setup', what: 'edge', value: 0.6 },
  { kind: 'only' },
  // issue 32
  { kind: 'futures', futures: 10, won: 7, night: true, mine: 5, theirs: 4 },
  { kind: 'futures', futures: 8, won: 0, night: false, mine: 3, theirs: 3 },
  { kind: 'stop', phase: 'discard' },
  { kind: 'stop', phase: 'movement' },
  { kind: 'stop', phase: 'combat' },
  { kind: 'stop', phase: 'combat', target: 'd7', win: 0.35 },
  { kind: 'stop', phase: 'restoration' },
  { kind: 'day-left', turns: 3 }
];

describe('the reasons of "Why?" in words (issue 26)', () => {
  it('every kind reads in Polish and in English, with no placeholder left and different words', () => {
    for (const r of EVERY) {
      const pl = reasonText(GAME, 1, r, 'pl');
      const en = reasonText(GAME, 1, r, 'en');
      for (const t of [pl, en]) {
        expect(t.length, r.kind).toBeGreaterThan(5);
        expect(t, r.kind).not.toMatch(/[{}]|undefined|NaN/);
      }
      if (r.kind !== 'redoubt') expect(pl, r.kind).not.toBe(en);
    }
  });

  it('6.1 step 7: the odds name the totals, the dice (k in Polish) and the chances in per cent', () => {
    const r = EVERY[0]!;
    expect(reasonText(GAME, 1, r, 'en')).toBe('7 + 2d8 against 10: 62 % to succeed, 5 % to be hit');
    expect(reasonText(GAME, 1, r, 'pl')).toBe('atak 7 + 2k8, obrona 10: 62 % na sukces, 5 % na ranę atakujących');
    expect(diceSides([6, 8], 'en')).toBe('1d6 + 1d8');
  });

  it('issue 32: the futures the search played read as a player says them; the turns left before nightfall take the Polish plural', () => {
    expect(reasonText(GAME, 1, EVERY.find((r) => r.kind === 'futures')!, 'en')).toBe(
      'played on to nightfall in 10 possible futures: wins 7 of them (the count typically 5–4)'
    );
    expect(reasonText(GAME, 1, { kind: 'day-left', turns: 1 }, 'pl')).toMatch(/^do Zmierzchu została mu 1 tura:/);
    expect(reasonText(GAME, 1, { kind: 'day-left', turns: 3 }, 'pl')).toMatch(/^do Zmierzchu zostały mu 3 tury:/);
    expect(reasonText(GAME, 1, { kind: 'day-left', turns: 5 }, 'pl')).toMatch(/^do Zmierzchu zostało mu 5 tur:/);
    expect(reasonText(GAME, 1, { kind: 'day-left', turns: 3 }, 'en')).toMatch(/^3 turns of its own left before nightfall:/);
  });

  it('2.2: the nightfall squares and the lead are signed', () => {
    expect(reasonText(GAME, 1, { kind: 'nightfall', squares: 2, lead: -1 }, 'en')).toBe('squares at nightfall: +2 (lead −1)');
  });

  it('the hidden hand is a count with the Polish plural', () => {
    expect(handCountText('Adiutant', 5, 'pl')).toBe('Adiutant ma w ręce 5 kart');
    expect(handCountText('Adiutant', 2, 'pl')).toBe('Adiutant ma w ręce 2 karty');
    expect(handCountText('Adiutant', 1, 'en')).toBe('Adiutant holds 1 card');
  });

  it("a real decision's top options read as the history's sentences, the first marked as the choice", () => {
    const hand = opponentHand(GAME)!.hand;
    // 3-R8: France (the First Player) deploys first; Adiutant's deployment comes after
    let g = GAME;
    for (const sq of ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1']) {
      g = play(g, { type: 'deploy', unit: g.state.armies![0].toDeploy[0]!, square: sq });
    }
    const d = explainChoice('normal', 5, { game: g, seat: 1, hand });
    const words = optionsWords(g, 1, d.options, 'en');
    expect(words).toHaveLength(d.options.length);
    expect(words[0]!.chosen).toBe(true);
    for (const w of words) expect(w.text).toMatch(/^Adiutant \(Great Britain\) deploys .+ on [a-h][78]$/);
  });
});
