// Actions in words (src/lib/ui/describe.ts): real games built with the engine, texts checked in
// Polish and English; every action type of long random games gets a clean description.
import { describe, expect, it } from 'vitest';
import { setLanguage } from '$lib/i18n.svelte';
import { combatResult, newGame, prompt, type ActionType, type Game } from '$lib/rules';
import { describeAction, historyEntries, phaseName } from '$lib/ui/describe';
import { act, scenario, setupActions, totals } from '../rules/game-helpers';
import { playRandomGame } from '../../fuzz/sim';

const text = (g: Game, i: number, locale: 'pl' | 'en') => describeAction(g, i, locale)!.text;
const lastText = (g: Game, locale: 'pl' | 'en') => text(g, g.length - 1, locale);

/** France (Ala, seat 0, First Player, south) against Great Britain (Bartek, north). */
function setUp(): Game {
  return act(
    newGame({ players: ['Ala', 'Bartek'] }),
    ...setupActions({ nations: ['france', 'great-britain'], first: 0, edge: 'north', deployFirst: { 'imperial-guard': 'd2' } })
  );
}

describe('setup actions in words', () => {
  const g = setUp();

  it('tells the first-player roll, a tie included', () => {
    const tie = act(newGame({ players: ['Ala', 'Bartek'] }), { type: 'roll-first-player', dice: [4, 4] });
    expect(lastText(tie, 'pl')).toBe('Rzut o pierwszego gracza — Ala: 4, Bartek: 4; remis, rzut powtórzony');
    expect(lastText(tie, 'en')).toBe('Roll for the First Player — Ala: 4, Bartek: 4; a tie, roll again');
    expect(text(g, 0, 'pl')).toBe('Rzut o pierwszego gracza — Ala: 8, Bartek: 3; pierwszym graczem jest Ala');
    expect(text(g, 0, 'en')).toBe('Roll for the First Player — Ala: 8, Bartek: 3; Ala is the First Player');
    expect(describeAction(g, 0, 'en')!.dice).toEqual([8, 3]);
    expect(describeAction(g, 0, 'en')!.seat).toBeNull();
  });

  it('tells the map, nations, army, edge and deal', () => {
    expect(text(g, 1, 'pl')).toBe('Ala ustala teren mapy pole po polu');
    expect(text(g, 1, 'en')).toBe('Ala sets the map terrain square by square');
    expect(text(g, 2, 'pl')).toBe('Bartek wybiera armie do bitwy: Francja i Wielka Brytania');
    expect(text(g, 2, 'en')).toBe('Bartek picks the armies: France and Great Britain');
    expect(text(g, 3, 'pl')).toBe('Ala dowodzi armią: Francja; Bartek: Wielka Brytania');
    expect(text(g, 3, 'en')).toBe('Ala commands France; Bartek commands Great Britain');
    expect(text(g, 4, 'pl')).toBe('Bartek (Wielka Brytania) zaczyna od krawędzi północnej, Ala od krawędzi południowej');
    expect(text(g, 4, 'en')).toBe('Bartek (Great Britain) takes the north edge, Ala the south edge');
    expect(text(g, 5, 'pl')).toBe('Talie potasowane i przełożone; każdy gracz dobiera 5 kart (zasada 3)');
    expect(text(g, 5, 'en')).toBe('Decks shuffled and cut; each player draws 5 cards (rule 3)');
  });

  it('tells the map by its sections', () => {
    const sections = [
      { id: 1, rotation: 0 },
      { id: 5, rotation: 90 },
      { id: 10, rotation: 180 },
      { id: 22, rotation: 270 }
    ] as const;
    const m = act(
      newGame({ players: ['Ala', 'Bartek'] }),
      { type: 'roll-first-player', dice: [2, 9] },
      { type: 'choose-map', sections: [...sections] }
    );
    expect(lastText(m, 'pl')).toBe('Bartek układa mapę z sekcji 1 (0°), 5 (90°), 10 (180°), 22 (270°)');
    expect(lastText(m, 'en')).toBe('Bartek lays out the map from sections 1 (0°), 5 (90°), 10 (180°), 22 (270°)');
  });

  it('tells a deployment with the unit name', () => {
    const i = g.record.actions.findIndex((a) => a.type === 'deploy' && a.unit === 'imperial-guard');
    expect(text(g, i, 'pl')).toBe('Ala (Francja) rozstawia jednostkę Imperial Guard na polu d2');
    expect(text(g, i, 'en')).toBe('Ala (France) deploys Imperial Guard on d2');
    const e = describeAction(g, i, 'en')!;
    expect(e).toMatchObject({ index: i, type: 'deploy', turn: 0, phase: 'setup', seat: 0 });
    expect(lastText(g, 'en')).toMatch(/^Bartek \(Great Britain\) deploys .+ on [a-h][78]$/);
  });
});

describe('a player turn in words', () => {
  let g = setUp();
  const start = g.length;
  g = act(
    g,
    { type: 'discard', cards: ['imperial-guard-1', 'supply'] },
    { type: 'end-phase' },
    { type: 'draw' },
    { type: 'end-phase' },
    { type: 'move', from: 'd2', to: 'd3' },
    { type: 'end-phase' },
    { type: 'end-phase' },
    { type: 'end-phase' }
  );

  it('tells a discard by its count only (4-R6: the discard pile is not for browsing)', () => {
    expect(text(g, start, 'pl')).toBe('Ala (Francja) odrzuca 2 karty');
    expect(text(g, start, 'en')).toBe('Ala (France) discards 2 cards');
    expect(describeAction(g, start, 'en')).toMatchObject({ turn: 1, phase: 'discard', seat: 0 });
    const one = act(setUp(), { type: 'discard', cards: ['supply'] });
    expect(lastText(one, 'pl')).toBe('Ala (Francja) odrzuca 1 kartę');
    expect(lastText(one, 'en')).toBe('Ala (France) discards 1 card');
  });

  it('tells the end of each phase and of the turn', () => {
    expect(text(g, start + 1, 'pl')).toBe('Ala (Francja) kończy Fazę Odrzucenia');
    expect(text(g, start + 1, 'en')).toBe('Ala (France) ends the Discard Phase');
    expect(text(g, start + 7, 'pl')).toBe('Ala (Francja) kończy Fazę Przywrócenia i swoją turę');
    expect(text(g, start + 7, 'en')).toBe('Ala (France) ends the Restoration Phase and their turn');
    expect(describeAction(g, start + 7, 'en')).toMatchObject({ turn: 1, phase: 'restoration', seat: 0 });
  });

  it('tells a draw with the number of cards drawn', () => {
    expect(text(g, start + 2, 'pl')).toBe('Ala (Francja) dobiera 2 karty');
    expect(text(g, start + 2, 'en')).toBe('Ala (France) draws 2 cards');
    expect(describeAction(g, start + 2, 'en')).toMatchObject({ turn: 1, phase: 'draw', seat: 0, type: 'draw' });
  });

  it('tells a move with the unit and squares', () => {
    expect(text(g, start + 4, 'pl')).toBe('Ala (Francja) porusza jednostkę Imperial Guard d2→d3');
    expect(text(g, start + 4, 'en')).toBe('Ala (France) moves Imperial Guard d2→d3');
    expect(describeAction(g, start + 4, 'pl')!.dice).toBeUndefined();
  });

  it('lists the whole game in order with turn and phase before each action', () => {
    const pl = historyEntries(g, 'pl');
    const en = historyEntries(g, 'en');
    expect(pl).toHaveLength(g.length);
    expect(en.map((e) => e.index)).toEqual([...Array(g.length).keys()]);
    expect(en[start + 4]!.text).toBe('Ala (France) moves Imperial Guard d2→d3');
    expect(pl[start + 4]!.text).toBe('Ala (Francja) porusza jednostkę Imperial Guard d2→d3');
    expect(en.slice(start).map((e) => e.phase)).toEqual([
      'discard',
      'discard',
      'draw',
      'draw',
      'movement',
      'movement',
      'combat',
      'restoration'
    ]);
    expect(phaseName('movement', { locale: 'pl' })).toBe('Ruch');
    expect(phaseName('setup', { locale: 'en' })).toBe('Setup');
    // the same entry whichever way it is asked for; describeAction follows the current language
    setLanguage('en');
    expect(describeAction(g, start + 4)!.text).toBe(en[start + 4]!.text);
    setLanguage('pl');
    expect(historyEntries(g)[start + 4]!.text).toBe(pl[start + 4]!.text);
    expect(describeAction(g, g.length, 'pl')).toBeNull();
    expect(describeAction(g, -1, 'pl')).toBeNull();
  });
});

describe('a combat in words', () => {
  // Ann's Imperial Guard (d4) assaults Ben's 1st Foot Guards (d5) in the Combat Phase
  let g = scenario({ units: [{ d4: 'imperial-guard' }, { d5: '1st-foot-guards' }], phase: 'combat', turn: 4 });
  g = act(g, { type: 'assault', from: 'd4', target: 'd5', card: 'imperial-guard-1' });
  const assault = g.length - 1;
  while (prompt(g).step !== 'combat:roll') g = act(g, { type: 'pass' });
  const dice = prompt(g).dice!.map((sides) => sides);
  const { attack, defense } = totals(g, dice);
  const outcome = combatResult('assault', attack.total, defense.total);
  const OUTCOMES: Record<string, [string, string]> = {
    'attackers-hit': ['atakujący otrzymują ranę', 'the attackers take a Hit'],
    'no-effect': ['bez efektu', 'no effect'],
    'defender-chooses': ['obrońca wybiera: Ucieczka albo Rana', 'the defender chooses: Retreat or Hit'],
    'attacker-chooses': ['aktywny gracz wybiera: Ucieczka albo Rana', 'the active player chooses: Retreat or Hit'],
    'retreat-and-hit': ['Rana i Ucieczka', 'Hit and Retreat'],
    eliminated: ['Eliminacja', 'Elimination'],
    hit: ['Rana', 'Hit']
  };
  const before = g;
  g = act(g, { type: 'roll', dice });

  it('tells the assault with both units and the card', () => {
    expect(text(g, assault, 'pl')).toBe('Ann (Francja): Natarcie — Imperial Guard (d4) na 1st Foot Guards (d5), karta [A 2k8 / O 7 / NMZ]');
    expect(text(g, assault, 'en')).toBe('Ann (France): Assault — Imperial Guard (d4) on 1st Foot Guards (d5), card [A 2d8 / D 7 / NRA]');
    expect(describeAction(g, assault, 'en')).toMatchObject({ turn: 4, phase: 'combat', seat: 0 });
  });

  it('tells the passes of each side', () => {
    for (let i = assault + 1; i < before.length; i++) {
      expect(text(g, i, 'en')).toMatch(
        /^(Ben \(Great Britain\) (does not withdraw|plays no more defence cards)|Ann \(France\) plays no more attack cards)$/
      );
      expect(text(g, i, 'pl')).toMatch(
        /^(Ben \(Wielka Brytania\) (nie wycofuje jednostki|nie zagrywa więcej kart obrony)|Ann \(Francja\) nie zagrywa więcej kart ataku)$/
      );
    }
  });

  it('tells the roll: the dice, both totals and the result', () => {
    const e = describeAction(g, g.length - 1, 'pl')!;
    expect(e.dice).toEqual([8, 8]);
    const [pl, en] = OUTCOMES[outcome]!;
    expect(e.text.startsWith(`Ann (Francja) — rzut: 8, 8; atak ${attack.total} przeciw obronie ${defense.total}: ${pl}`)).toBe(true);
    expect(lastText(g, 'en').startsWith(`Ann (France) — roll: 8, 8; attack ${attack.total} against defence ${defense.total}: ${en}`)).toBe(
      true
    );
    // what the roll caused follows the arrow (the engine's state after it)
    if (outcome === 'hit') {
      expect(lastText(g, 'pl')).toContain('→ 1st Foot Guards otrzymuje trafienie');
      expect(lastText(g, 'en')).toContain('→ 1st Foot Guards takes a hit');
    }
  });
});

describe('a whole random game in words', () => {
  const ALL: ActionType[] = [
    'roll-first-player',
    'choose-map',
    'choose-nations',
    'choose-army',
    'choose-edge',
    'deal',
    'deploy',
    'end-phase',
    'discard',
    'draw',
    'scout',
    'move',
    'supply',
    'forced-march',
    'guerrilla',
    'pass',
    'assault',
    'ambush',
    'bombard',
    'volley',
    'grand-battery',
    'withdraw',
    'play',
    'roll',
    'choose-result',
    'retreat',
    'advance',
    'assign-hit',
    'skirmish-move',
    'restore',
    'rally',
    'redoubt'
  ];

  it('describes every action of every type in both languages', () => {
    const seen = new Set<string>();
    // these seeds between them reach every action type; more are played if the engine changes
    const seeds = [22, 23, 24, ...Array.from({ length: 40 }, (_, i) => i + 1)];
    for (const seed of seeds) {
      if (ALL.every((t) => seen.has(t))) break;
      const r = playRandomGame(seed, { aggressive: seed % 2 === 0 });
      expect(r.failure).toBeUndefined();
      const pl = historyEntries(r.game, 'pl');
      const en = historyEntries(r.game, 'en');
      expect(pl).toHaveLength(r.game.length);
      pl.forEach((p, i) => {
        const e = en[i]!;
        seen.add(p.type);
        for (const x of [p, e]) {
          expect(x.text.length, `${x.index} ${x.type}`).toBeGreaterThan(8);
          expect(x.text, `${x.index} ${x.type}`).not.toMatch(/undefined|NaN|\[object|null|\{|\}/);
          expect(x.text.endsWith(`: ${x.type}`), `fallback for ${x.type}: ${x.text}`).toBe(false);
        }
        expect(p.text, `${p.index} ${p.type}`).not.toBe(e.text);
        expect([p.turn, p.phase, p.seat, p.dice]).toEqual([e.turn, e.phase, e.seat, e.dice]);
        if (p.dice) expect(p.text).toMatch(/rzut: \d|Rzut o pierwszego gracza/);
        if (p.dice) expect(e.text).toMatch(/roll: \d|Roll for the First Player/);
      });
    }
    expect(ALL.filter((t) => !seen.has(t))).toEqual([]);
  }, 120_000);
});
