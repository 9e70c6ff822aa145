// "Why?" in words (issue 26): every reason kind of the bot (README, "The opponent") is worded in
// Polish and English, with its numbers, and the options of a real decision read as sentences.
// Issue 30 §3/§6: every number is written as the language writes it (a decimal comma in Polish),
// every count goes through the Polish plural rules, "na ręce", and no placeholder is left.
import { describe, expect, it } from 'vitest';
import { explainChoice, opponentHand, type Reason } from '$lib/bot';
import { applyAction, NATION_IDS, newGame, type Action, type Game } from '$lib/rules';
import { hqName } from '$lib/ui/words/cards';
import { diceSides, handCountText, numberText, optionsWords, percent, reasonText, signed } from '$lib/ui/solo/reasons';
import { beforeText, mainText, proposalText, stepHint } from '$lib/ui/solo/words';
import { botSteps } from '$lib/app/solo';
import { fixture } from '../../e2e/steps';
import { replay, type GameRecord } from '$lib/rules';
import { seatCardName } from '$lib/ui/words/seat-names';
import { load } from '../../e2e/steps';
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
  { kind: 'odds', attack: 0, dice: [10], defense: 6, win: 0.5, lose: 0, form: 'ambush', harmless: true, committed: 0 },
  { kind: 'odds', attack: 2, dice: [6, 6], defense: 5, win: 0.72, lose: 0, form: 'bombardment' },
  { kind: 'odds', attack: 5, dice: [10, 6, 6], defense: 9, win: 0.8, lose: 0.04, form: 'assault', committed: 1 },
  { kind: 'threat', square: 'c5', change: -2, reach: [true, false] },
  { kind: 'threat', square: 'c5', change: 2, reach: [false, true] },
  { kind: 'attack-next', target: 'd7', win: 0.4, from: 'd6', form: 'bombardment' },
  { kind: 'restore', square: 'e4', chance: 1, guerrilla: true },
  { kind: 'restore', square: 'e4', chance: 1 },
  { kind: 'pace', lead: 0, sooner: true },
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

  it('6.1 step 7: the odds name the totals as the combat panel does (Attack, Defence), the dice (k in Polish) and the chances in per cent', () => {
    const r = EVERY[0]!;
    expect(reasonText(GAME, 1, r, 'en')).toBe('Attack 7 + 2d8 against Defence 10: the attack succeeds 62%, the attackers are hit 5%');
    expect(reasonText(GAME, 1, r, 'pl')).toBe('atak 7 + 2k8, obrona 10: szansa powodzenia ataku 62%, ryzyko rany atakujących 5%');
    expect(diceSides([6, 8], 'en')).toBe('1d6 + 1d8');
    // the odds bar's rounding: a chance that is neither nil nor certain never reads 0% or 100%
    expect([percent(0.001, 'en'), percent(0.9996, 'pl'), percent(0, 'pl'), percent(1, 'en')]).toEqual(['<1%', '>99%', '0%', '100%']);
  });

  it('6.1-R18: a lone Ambush says nobody can be hit; 9.2-R8: a Committed Attack says its Hits are certain, with the plural', () => {
    expect(reasonText(GAME, 1, EVERY[1]!, 'en')).toContain('nobody can be hit');
    expect(reasonText(GAME, 1, EVERY[1]!, 'en')).not.toMatch(/hit \d/);
    expect(reasonText(GAME, 1, EVERY[1]!, 'pl')).toContain('nikt nie może otrzymać rany');
    expect(reasonText(GAME, 1, EVERY[2]!, 'en')).toBe('Attack 2 + 2d6 against Defence 5: a Hit 72%');
    const committed = (n: number) => reasonText(GAME, 1, { ...(EVERY[3] as Extract<Reason, { kind: 'odds' }>), committed: n }, 'pl');
    expect(committed(1)).toContain('Atak z poświęceniem: 1 rana dla jego jednostki');
    expect(committed(2)).toContain('Atak z poświęceniem: 2 rany dla jego jednostek');
    expect(committed(5)).toContain('Atak z poświęceniem: 5 ran dla jego jednostek');
    expect(reasonText(GAME, 1, EVERY[3]!, 'en')).toContain('Committed Attack: 1 Hit on one of its participating units');
  });

  it("the enemy's reach (the engine's) is said only when it changes; otherwise the bot's estimate, as an estimate", () => {
    expect(reasonText(GAME, 1, EVERY[4]!, 'en')).toMatch(/out of the enemy's Assault reach next turn$/);
    expect(reasonText(GAME, 1, EVERY[5]!, 'en')).toMatch(/within the enemy's Assault reach next turn$/);
    expect(reasonText(GAME, 1, { kind: 'threat', square: 'c5', change: -2, reach: [true, true] }, 'en')).toMatch(/weaker \(estimate −2\)$/);
    expect(reasonText(GAME, 1, { kind: 'threat', square: 'c5', change: -2 }, 'en')).not.toContain('reach');
  });

  it('issue 32: the futures the search played read as a player says them; the turns left before nightfall take the Polish plural', () => {
    expect(
      reasonText(
        GAME,
        1,
        EVERY.find((r) => r.kind === 'futures')!,
        'en'
      )
    ).toBe('wins the count at nightfall in 7 of 10 possible futures played on (typically 5–4)');
    expect(reasonText(GAME, 1, { kind: 'day-left', turns: 1 }, 'pl')).toMatch(/^do zmierzchu została mu 1 tura:/);
    expect(reasonText(GAME, 1, { kind: 'day-left', turns: 3 }, 'pl')).toMatch(/^do zmierzchu zostały mu 3 tury:/);
    expect(reasonText(GAME, 1, { kind: 'day-left', turns: 5 }, 'pl')).toMatch(/^do zmierzchu zostało mu 5 tur:/);
    expect(reasonText(GAME, 1, { kind: 'day-left', turns: 3 }, 'en')).toMatch(/^3 turns of its own left before nightfall:/);
  });

  it('2.2: the nightfall squares and the lead are signed', () => {
    expect(reasonText(GAME, 1, { kind: 'nightfall', squares: 2, lead: -1 }, 'en')).toBe('squares at nightfall: lead −1 (+2)');
    expect(reasonText(GAME, 1, { kind: 'nightfall', squares: 2, lead: -1 }, 'pl')).toBe('przewaga w polach o zmierzchu: −1 (+2)');
  });

  it('the hidden hand is a count with the Polish plural, "na ręce" and the accusative (1 kartę, 2 karty, 5 kart, 22 karty)', () => {
    const pl = (n: number) => handCountText('Adiutant', n, 'pl');
    expect([0, 1, 2, 4, 5, 12, 22, 25].map(pl)).toEqual([
      'Adiutant ma na ręce 0 kart',
      'Adiutant ma na ręce 1 kartę',
      'Adiutant ma na ręce 2 karty',
      'Adiutant ma na ręce 4 karty',
      'Adiutant ma na ręce 5 kart',
      'Adiutant ma na ręce 12 kart',
      'Adiutant ma na ręce 22 karty',
      'Adiutant ma na ręce 25 kart'
    ]);
    expect(handCountText('Adiutant', 1, 'en')).toBe('Adiutant holds 1 card');
    expect(handCountText('Adiutant', 5, 'en')).toBe('Adiutant holds 5 cards');
  });

  it('numbers as the language writes them: a decimal comma and a real minus in Polish ("ocena 12,5"), a point in English', () => {
    expect([numberText(12.5, 'pl'), numberText(12.5, 'en'), numberText(3, 'pl')]).toEqual(['12,5', '12.5', '3']);
    expect([signed(1.5, 'pl'), signed(-0.8, 'pl'), signed(-0.8, 'en'), signed(0, 'pl'), signed(0.04, 'pl')]).toEqual([
      '+1,5',
      '−0,8',
      '−0.8',
      '0',
      '0'
    ]);
    expect(reasonText(GAME, 1, { kind: 'setup', what: 'edge', value: 12.5 }, 'pl')).toBe('krawędź: ocena 12,5');
    expect(reasonText(GAME, 1, { kind: 'card', card: 'supply', worth: 1.5 }, 'pl')).toBe('Zaopatrzenie: wartość na ręce +1,5 (ocena)');
    expect(reasonText(GAME, 1, { kind: 'material', change: -2.5 }, 'pl')).toBe('bilans siły armii: −2,5 (ocena)');
  });

  it('every reason with every count 0…25 and fractional values: no decimal point in Polish, the plural forms of the counts, no placeholder', () => {
    const values = [...Array.from({ length: 26 }, (_, i) => i), 0.5, 1.25, 12.55, -3.75];
    for (const n of values)
      for (const r of EVERY) {
        const x = JSON.parse(JSON.stringify(r), (k, v) =>
          typeof v === 'number' &&
          ['squares', 'lead', 'change', 'loss', 'worth', 'value', 'mine', 'theirs', 'attack', 'defense'].includes(k)
            ? n
            : k === 'hands' || k === 'committed'
              ? Math.max(1, Math.round(Math.abs(n)))
              : v
        ) as Reason;
        const pl = reasonText(GAME, 1, x, 'pl');
        // (a rule number in brackets, "(9.2)", keeps its point)
        expect(pl.replace(/\(\d+(\.\d+)*\)/g, ''), JSON.stringify(x)).not.toMatch(/\d\.\d|[{}]|undefined|NaN/);
        // a count with its noun: "1 rana", "2 rany", "5 ran" / "1 możliwym zestawie", "2 możliwych zestawach"
        const c = Math.max(1, Math.round(Math.abs(n)));
        if (x.kind === 'reply') expect(pl).toContain(c === 1 ? `na 1 możliwym zestawie kart` : `na ${c} możliwych zestawach kart`);
        if (x.kind === 'odds' && (x.committed ?? 0) > 0) {
          const d = c % 10;
          const dd = c % 100;
          const form = c === 1 ? 'rana' : d >= 2 && d <= 4 && (dd < 12 || dd > 14) ? 'rany' : 'ran';
          expect(pl).toContain(`${c} ${form} `);
        }
      }
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

  it('each step worded for what it is: the rally and the withdraw roll before the die (no result), the discard with its cards, the map with its places; the hint by the step', () => {
    let g = GAME;
    for (const sq of ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1'])
      g = play(g, { type: 'deploy', unit: g.state.armies![0].toDeploy[0]!, square: sq });
    const map: Action = {
      type: 'choose-map',
      sections: [7, 12, 3, 9].map((id, i) => ({ id, rotation: ([0, 90, 180, 270] as const)[i]! }))
    };
    const fresh = play(newGame(soloSetup({ players: ['Ala', 'Adiutant'] }, 'normal', 5)), { type: 'roll-first-player', dice: [3, 8] });
    expect(proposalText(fresh, map, undefined, 'en')).toBe(
      'Adiutant lays out the map — north-west: section 7, turned 0°; north-east: section 12, turned 90°; south-west: section 3, turned 180°; south-east: section 9, turned 270°'
    );
    expect(stepHint(fresh, map, undefined, 'en')).toBe('Lay the four sections as drawn, then tap Done.');
    expect(stepHint(g, { type: 'deploy', unit: 'x', square: 'a7' }, undefined, 'en')).toBe(
      'Put its counter on that square, then tap Done.'
    );
    const inPlay = load('combat-france-britain');
    expect(stepHint(inPlay, { type: 'end-phase' }, undefined, 'pl')).toBe('Na stole nic się nie zmienia: dotknij Gotowe.');
    expect(stepHint(inPlay, { type: 'discard', cards: ['supply'] }, undefined, 'en')).toBe('Nothing changes on the table: tap Done.');
    expect(stepHint(inPlay, { type: 'assault', from: 'd6', target: 'd7', card: 'x' }, undefined, 'en')).toContain('tap Done to declare it');
    expect(stepHint(inPlay, { type: 'move', from: 'a7', to: 'a6' }, undefined, 'pl')).toBe(
      'Przesuń jego żeton tak, jak pokazuje plansza na ekranie, i dotknij Gotowe.'
    );
    expect(stepHint(inPlay, { type: 'rally', card: 'x', unit: 'a7' } as Action, [6], 'en')).toBe(
      'The app rolls its dice when you tap Done.'
    );
    expect(stepHint(inPlay, { type: 'choose-result', choice: 'hit' }, undefined, 'en')).toContain(
      "Turn that unit's counter to its reduced side"
    );
    expect(stepHint(inPlay, { type: 'choose-result', choice: 'retreat' }, undefined, 'en')).toBe('Nothing changes on the table: tap Done.');
  });

  it('the quiet steps of one Done in one short line (its discards by name, the cards it draws, no phase end), then the main sentence', () => {
    const rec = fixture('france-britain') as GameRecord;
    const r = replay({ ...rec, setup: { ...rec.setup, opponent: { seat: 0, level: 'normal', seed: 77 } } });
    if (!r.ok) throw new Error(r.error.message);
    const raw = botSteps(r.value);
    expect(raw.length).toBeGreaterThan(1);
    // the game each step is decided at
    const steps: { game: Game; chosen: (typeof raw)[number]['chosen']; then: Action[] }[] = [];
    let g = r.value;
    for (const s of raw) {
      steps.push({ game: g, chosen: s.chosen, then: s.then });
      g = play(g, s.chosen.action, ...s.then);
    }
    const en = beforeText(steps, 'en');
    const pl = beforeText(steps, 'pl');
    expect(en).toMatch(/^First: .+\.$/);
    expect(pl).toMatch(/^Najpierw: .+\.$/);
    expect(en).not.toMatch(/ends|Phase/);
    for (const s of steps.slice(0, -1)) {
      const a = s.chosen.action;
      if (a.type === 'discard') for (const c of a.cards) expect(en).toContain(seatCardName(s.game, 0, c));
    }
    const drawn = steps.flatMap((s) => [s.chosen.action, ...s.then]).some((a) => a.type === 'draw');
    if (drawn) expect(en).toMatch(/draws \d+ cards?/);
    expect(mainText(steps, 'en')).toBe(proposalText(steps.at(-1)!.game, steps.at(-1)!.chosen.action, undefined, 'en'));
  });
});

describe('cards named in the reader’s language (issue 30 §3)', () => {
  it('every HQ card of every army: its "worth in hand" reason and its discard name it as the rulebook does in Polish and English, never by its English title alone', () => {
    const catalog = GAME.catalog;
    let checked = 0;
    for (const nation of NATION_IDS) {
      const other = NATION_IDS.find((x) => x !== nation)!;
      const armies = [0, 1].map((seat) => ({ ...GAME.state.armies![seat]!, nation: seat === 0 ? nation : other }));
      const game = { ...GAME, state: { ...GAME.state, armies } } as unknown as Game;
      for (const def of catalog.army(nation).deck) {
        if (def.kind !== 'hq') continue;
        for (const locale of ['pl', 'en'] as const) {
          const name = hqName(def, locale);
          expect(seatCardName(game, 0, def.id, locale)).toBe(name);
          expect(reasonText(game, 0, { kind: 'card', card: def.id, worth: 1.5 }, locale)).toContain(name);
          checked++;
        }
      }
    }
    // Polish names differ from the printed English titles (Wycofanie, not Withdraw)
    const withdraw = catalog.army('france').deck.find((d) => d.kind === 'hq' && d.type === 'withdraw')!;
    expect(reasonText(GAME, 0, { kind: 'card', card: withdraw.id, worth: 2.4 }, 'pl')).toBe('Wycofanie: wartość na ręce +2,4 (ocena)');
    expect(checked).toBeGreaterThan(50);
  });
});
