// combatAftermath (src/lib/ui/play/combat/aftermath.ts, issue 11): what a combat did, in one
// sentence, in English and Polish (Paraglide messages; the language is switched with setLanguage,
// as in tests/unit/ui/describe.test.ts). Real combats: the e2e fixtures played on with applyAction,
// and hand-made positions.
import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '$lib/i18n.svelte';
import { legalActions, prompt, type Action, type Game } from '$lib/rules';
import { combatAftermath, pursuitText } from '$lib/ui/play/combat/aftermath';
import { scenario } from '../rules/game-helpers';
import { assaultRetreatAdvance, assaultToRoll, END, fixture, PASS, play } from '../app/fixtures';

afterAll(() => setLanguage('en'));

/** The sentence in both languages. */
function words(g: Game): { en: string | null; pl: string | null } {
  setLanguage('en');
  const en = combatAftermath(g);
  setLanguage('pl');
  const pl = combatAftermath(g);
  return { en, pl };
}

const ASSAULT: Action = { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' };

describe('combatAftermath', () => {
  it('nothing before a combat, and nothing while it is open', () => {
    expect(words(fixture('combat-france-britain'))).toEqual({ en: null, pl: null });
    expect(words(fixture('ordinary-turn'))).toEqual({ en: null, pl: null });
    expect(words(assaultToRoll())).toEqual({ en: null, pl: null });
    // retreat and advance done, the pursuit still to roll
    expect(words(assaultRetreatAdvance())).toEqual({ en: null, pl: null });
  });

  it('6.5, 6.6-R4: a hit and a retreat, an advance, and a pursuit whose 1 hit eliminates the reduced unit (said by name)', () => {
    const g = play(assaultRetreatAdvance(), { type: 'roll', dice: [3] });
    expect(words(g)).toEqual({
      en: 'Combat: 4th Regiment of Foot took a hit and retreated to c7; 1st Cuirassiers advanced to d7; Pursuit: 1 hit; 4th Regiment of Foot was eliminated.',
      pl: 'Walka: Jednostka 4th Regiment of Foot otrzymała ranę i uciekła na c7; Jednostka 1st Cuirassiers zajęła teren d7; Pogoń: 1 rana; Jednostka 4th Regiment of Foot została wyeliminowana.'
    });
    // the sentence stays until the player turn ends (here: the Restoration Phase)
    const later = play(g, END);
    expect(prompt(later).step).toBe('restoration');
    expect(words(later).en).toBe(words(g).en);
    // the next player turn has had no combat yet
    expect(words(play(later, END)).en).toBeNull();
  });

  it('6.6: a pursuit without a hit', () => {
    expect(words(play(assaultRetreatAdvance(), { type: 'roll', dice: [5] }))).toEqual({
      en: 'Combat: 4th Regiment of Foot took a hit and retreated to c7; 1st Cuirassiers advanced to d7; Pursuit: no hit.',
      pl: 'Walka: Jednostka 4th Regiment of Foot otrzymała ranę i uciekła na c7; Jednostka 1st Cuirassiers zajęła teren d7; Pogoń: bez ran.'
    });
  });

  it('6.5-R2, 6.5-R5: a hit chosen instead of the retreat', () => {
    const g = play(assaultToRoll(), { type: 'roll', dice: [6, 6] }, { type: 'choose-result', choice: 'hit' });
    expect(words(g)).toEqual({
      en: 'Combat: 4th Regiment of Foot took a hit.',
      pl: 'Walka: Jednostka 4th Regiment of Foot otrzymała ranę.'
    });
  });

  it('6.4: no effect (A = D: 9 against 9)', () => {
    expect(words(play(assaultToRoll(), { type: 'roll', dice: [1, 1] }))).toEqual({ en: 'Combat: No effect.', pl: 'Walka: Bez efektu.' });
  });

  it('6.2: a Bombardment with no effect, and one that hits', () => {
    let g = play(fixture('combat-france-britain'), { type: 'bombard', from: 'f5', target: 'f7', card: 'guard-cavalry-3' });
    while (prompt(g).step !== 'combat:roll') g = play(g, PASS);
    expect(words(play(g, { type: 'roll', dice: [1, 1] }))).toEqual({ en: 'Combat: No effect.', pl: 'Walka: Bez efektu.' });
    expect(words(play(g, { type: 'roll', dice: [6, 6] }))).toEqual({
      en: 'Combat: 32nd Regiment of Foot took a hit.',
      pl: 'Walka: Jednostka 32nd Regiment of Foot otrzymała ranę.'
    });
  });

  it('6.5-R4, 6.5-R5: a reduced unit that takes a hit is eliminated; the attacker advances', () => {
    const g0 = scenario({ units: [{ d6: '1st-cuirassiers' }, { d7: '4th-regiment-of-foot*', d8: '1st-foot-guards' }] });
    let g = play(g0, ASSAULT);
    while (prompt(g).step !== 'combat:roll') g = play(g, PASS);
    g = play(g, { type: 'roll', dice: [10, 10] }, { type: 'advance', unit: 'd6' });
    expect(g.state.armies![1].eliminated).toContain('4th-regiment-of-foot');
    expect(words(g)).toEqual({
      en: 'Combat: 4th Regiment of Foot was eliminated; 1st Cuirassiers advanced to d7.',
      pl: 'Walka: Jednostka 4th Regiment of Foot została wyeliminowana; Jednostka 1st Cuirassiers zajęła teren d7.'
    });
  });

  it('6.1 step 3, 6.5-R11: a withdrawal with the Withdraw card is told as a withdrawal, not a retreat', () => {
    let g = play(fixture('combat-france-britain'), ASSAULT, { type: 'withdraw', card: 'withdraw' });
    // the defender picks the flank square at the retreat step
    expect(prompt(g).step).toBe('combat:retreat');
    g = play(g, { type: 'retreat', to: 'c7' });
    // 6.1-R7: only the attacking unit advances
    expect(legalActions(g).map((l) => l.action)).toEqual([{ type: 'advance', unit: 'd6' }]);
    g = play(g, { type: 'advance', unit: 'd6' });
    while (g.state.combat) g = play(g, legalActions(g)[0]!.dice ? { type: 'roll', dice: [6] } : legalActions(g)[0]!.action);
    // 6.6-R1: the unit withdrew and is still on the map: the cavalry pursues (a 6: no hit)
    expect(words(g)).toEqual({
      en: 'Combat: 4th Regiment of Foot withdrew to c7; 1st Cuirassiers advanced to d7; Pursuit: no hit.',
      pl: 'Walka: Jednostka 4th Regiment of Foot wycofała się na c7; Jednostka 1st Cuirassiers zajęła teren d7; Pogoń: bez ran.'
    });
  });

  it('6.1-R8: the United States withdraw roll (d6 within the card’s value)', () => {
    let g = play(fixture('combat-austria-us'), { type: 'assault', from: 'd4', target: 'd5', card: '4th-regiment-1' });
    const roll = legalActions(g).find((l) => l.action.type === 'withdraw' && l.dice)!;
    g = play(g, { ...roll.action, dice: [1] } as Action);
    // 6.5-R6: back to d6 (the withdrawal moves like a retreat); only the attacker advances
    expect(g.state.armies![1].units.find((u) => u.unit === '1st-infantry-regiment')!.square).toBe('d6');
    while (g.state.combat) g = play(g, legalActions(g)[0]!.dice ? { type: 'roll', dice: [6] } : legalActions(g)[0]!.action);
    expect(words(g)).toEqual({
      en: 'Combat: 1st Infantry Regiment withdrew to d6; 4th Regiment advanced to d5.',
      pl: 'Walka: Jednostka 1st Infantry Regiment wycofała się na d6; Jednostka 4th Regiment zajęła teren d5.'
    });
  });

  it('9.2-R21…R23: a Skirmish cancels the combat and the unit moves', () => {
    const g = play(
      fixture('combat-france-britain'),
      ASSAULT,
      PASS,
      PASS,
      { type: 'play', card: 'skirmish' },
      { type: 'skirmish-move', to: 'c5' }
    );
    expect(words(g)).toEqual({
      en: 'Combat: A Skirmish cancelled the combat; 1st Cuirassiers moved to c5.',
      pl: 'Walka: Potyczka anulowała walkę; Jednostka 1st Cuirassiers przeszła na c5.'
    });
  });
});

describe('pursuitText', () => {
  it('0, 1 and 2 hits in English and Polish', () => {
    setLanguage('en');
    expect([0, 1, 2].map(pursuitText)).toEqual(['Pursuit: no hit', 'Pursuit: 1 hit', 'Pursuit: 2 hits']);
    setLanguage('pl');
    expect([0, 1, 2].map(pursuitText)).toEqual(['Pogoń: bez ran', 'Pogoń: 1 rana', 'Pogoń: 2 rany']);
  });
});
