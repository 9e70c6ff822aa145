// combatOptions, combatOptionsAgainst and armyForms (src/lib/rules/combat-options.ts, issue 11):
// the combats a unit could declare now (or against an enemy unit), and for a form with none, the
// engine's own refusals. The legal declarations must be exactly the engine's (legalActions); each
// refusal is what applyAction says. Real games: the e2e fixtures (see tests/e2e/fixtures/
// make-combat.ts for what stands where), games built from them with applyAction, random games.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  armyForms,
  combatOptions,
  combatOptionsAgainst,
  DECLARATION_FORMS,
  ERRORS,
  isDeclaration,
  legalActions,
  prompt,
  type Action,
  type Declaration,
  type FormOptions,
  type Game,
  type GameRecord,
  type NationId
} from '$lib/rules';
import { copiesLeft } from '$lib/rules/decks';
import { playRandomGame } from '../../fuzz/sim';
import { scenario } from './game-helpers';
import { fixture, fixtureRecord, PASS, play, replayed } from '../app/fixtures';

const key = (a: Action) => JSON.stringify(a);
const sortedKeys = (xs: readonly Action[]) => xs.map(key).sort();
const form = (opts: FormOptions[], f: string) => opts.find((o) => o.form === f)!;
const codes = (o: FormOptions) => o.refusals.map((e) => e.code);

/** The engine's legal declarations. */
function legalDeclarations(g: Game): Declaration[] {
  return legalActions(g)
    .map((l) => l.action)
    .filter(isDeclaration);
}

/** Every unit and every enemy: the options list exactly the engine's declarations, and a reason for each form with none. */
function expectSameAsEngine(g: Game): void {
  const s = g.state;
  const legal = legalDeclarations(g);
  for (const u of s.armies![s.active].units) {
    const opts = combatOptions(g, u.square);
    expect(opts.map((o) => o.form)).toEqual(armyForms(g).filter((f) => f !== 'ambush'));
    for (const o of opts) {
      const engine = legal.filter((a) => a.type === o.form && 'from' in a && a.from === u.square);
      expect(sortedKeys(o.actions), `${o.form} from ${u.square}`).toEqual(sortedKeys(engine));
      expectRefusals(g, o);
    }
  }
  for (const e of s.armies![s.active === 0 ? 1 : 0].units) {
    const opts = combatOptionsAgainst(g, e.square);
    expect(opts.map((o) => o.form)).toEqual(armyForms(g));
    for (const o of opts) {
      const engine = legal.filter((a) => a.type === o.form && a.target === e.square);
      expect(sortedKeys(o.actions), `${o.form} against ${e.square}`).toEqual(sortedKeys(engine));
      expectRefusals(g, o);
    }
  }
}

/** A form with actions has no refusal; one with none has 1–3 distinct engine errors. */
function expectRefusals(g: Game, o: FormOptions): void {
  if (o.actions.length) {
    expect(o.refusals).toEqual([]);
    for (const a of o.actions) expect(applyAction(g, a).ok, key(a)).toBe(true);
    return;
  }
  expect(o.refusals.length, o.form).toBeGreaterThan(0);
  expect(o.refusals.length).toBeLessThanOrEqual(3);
  expect(new Set(o.refusals.map((e) => `${e.code}|${JSON.stringify(e.params ?? {})}`)).size).toBe(o.refusals.length);
  for (const e of o.refusals) {
    expect(Object.keys(ERRORS), e.code).toContain(e.code);
    expect(e.message).toBeTruthy();
  }
}

/**
 * A fixture record with discards added in the active player's Discard Phases: `discards[turn]` is
 * discarded (one `discard` action, 4-R5) by `nation` just before it ends its Discard Phase of that
 * game turn, and a Draw Phase left without its draw gets one. Replayed by the engine.
 */
function withDiscards(record: GameRecord, nation: NationId, discards: Record<number, string[]>): Game {
  const out: Action[] = [];
  let g = replayed({ ...record, actions: [] });
  for (const a of record.actions) {
    const s = g.state;
    const cards = discards[s.turn];
    if (a.type === 'end-phase' && s.stage === 'play' && s.phase === 'discard' && s.armies![s.active].nation === nation && cards) {
      const d: Action = { type: 'discard', cards };
      out.push(d);
      g = play(g, d);
    }
    // 4-R8: a hand the discard left short is drawn up to 5 (the fixture may not have drawn)
    if (a.type === 'end-phase' && s.stage === 'play' && s.phase === 'draw' && legalActions(g).some((l) => l.action.type === 'draw')) {
      out.push({ type: 'draw' });
      g = play(g, { type: 'draw' });
    }
    out.push(a);
    g = play(g, a);
  }
  return replayed({ ...record, actions: out });
}

describe('armyForms', () => {
  it('8-R1, 9.1-R5: the forms an army has a card for', () => {
    // France: no Volley value on any card, no Ambush card; Napoleon's Grand Battery
    expect(armyForms(fixture('combat-france-britain'))).toEqual(['assault', 'bombard', 'grand-battery']);
    expect(armyForms(fixture('combat-austria-us'))).toEqual(['assault', 'ambush', 'bombard', 'volley']);
    expect(armyForms(newGameLike())).toEqual([]);
  });
});

/** A game in setup, before the armies exist. */
function newGameLike(): Game {
  return replayed({ format: 'adiutant-game/1', setup: { players: ['Ala', 'Bartek'] }, actions: [] });
}

describe('combatOptions on combat-france-britain (Ala, France, at her Combat Phase of game turn 3)', () => {
  const g = fixture('combat-france-britain');

  it('lists exactly the engine’s declarations for each unit and each target, and a reason for every form with none', () => {
    expectSameAsEngine(g);
  });

  it('the 1st Cuirassiers on d6 may assault the 4th Regiment of Foot on d7 with either Attack card (6.1-R1)', () => {
    const o = form(combatOptions(g, 'd6'), 'assault');
    expect(sortedKeys(o.actions)).toEqual(
      sortedKeys([
        { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' },
        { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-2' }
      ])
    );
    expect(o.refusals).toEqual([]);
  });

  it('6.1-R2: the 2nd Regiment Legere in the Marsh c3 may not assault the King’s Dragoon Guards on c4', () => {
    const o = form(combatOptions(g, 'c3'), 'assault');
    expect(o.actions).toEqual([]);
    expect(codes(o)).toEqual(['combat/assault-from-marsh']);
    expect(o.refusals[0]!.rule).toBe('6.1-R2');
    // the reason is the engine's own
    const r = applyAction(g, { type: 'assault', from: 'c3', target: 'c4', card: '2nd-regiment-legere-1' });
    expect(!r.ok && r.error).toEqual(o.refusals[0]);
    // a Bombardment from the Marsh is allowed (6.2)
    expect(form(combatOptions(g, 'c3'), 'bombard').actions).toHaveLength(1);
  });

  it('6.1-R4: the Imperial Guard on e2 has no enemy adjacent; 6.2-R6: and none in range or sight', () => {
    const opts = combatOptions(g, 'e2');
    expect(codes(form(opts, 'assault'))).toEqual(['combat/not-adjacent']);
    // each refusal names the target (the nearest first) and its distance against the card's range (6.2-R3, R4)
    for (const f of ['bombard', 'grand-battery'] as const) {
      expect(new Set(codes(form(opts, f)))).toEqual(new Set(['combat/out-of-range']));
      const first = form(opts, f).refusals[0]!;
      expect(Number(first.params!.distance)).toBeGreaterThan(Number(first.params!.range));
    }
  });

  it('against the King’s Dragoon Guards on c4: no Assault (from the Marsh, or from too far), a Bombardment from c3', () => {
    const opts = combatOptionsAgainst(g, 'c4');
    const assault = form(opts, 'assault');
    expect(assault.actions).toEqual([]);
    expect(codes(assault)).toContain('combat/assault-from-marsh');
    expect(codes(assault)).toContain('combat/not-adjacent');
    expect(form(opts, 'bombard').actions).toEqual([{ type: 'bombard', from: 'c3', target: 'c4', card: '2nd-regiment-legere-4' }]);
  });

  it('6.2-R6: the 9th Queen’s Royal Lancers on h5 are out of sight (the Hill g5 blocks)', () => {
    const opts = combatOptionsAgainst(g, 'h5');
    expect(codes(form(opts, 'bombard'))).toContain('combat/sight-blocked');
    expect(form(opts, 'bombard').refusals.find((e) => e.code === 'combat/sight-blocked')!.params).toEqual({ square: 'h5', blockers: 'g5' });
  });

  it('4-R6: a unit whose every Attack card is on the discard pile cannot assault (card/none-left)', () => {
    // Ala discards both 1st Cuirassiers 2d10 cards in her Discard Phase of turn 2, both 2d6 cards in turn 3
    const h = withDiscards(fixtureRecord('combat-france-britain'), 'france', {
      2: ['1st-cuirassiers-1', '1st-cuirassiers-1'],
      3: ['1st-cuirassiers-2', '1st-cuirassiers-2']
    });
    expect(prompt(h).step).toBe('combat');
    const d = h.state.decks[0];
    expect(copiesLeft(d, h.catalog, 'france', '1st-cuirassiers-1')).toBe(0);
    expect(copiesLeft(d, h.catalog, 'france', '1st-cuirassiers-2')).toBe(0);
    const opts = combatOptions(h, 'd6');
    const assault = form(opts, 'assault');
    expect(assault.actions).toEqual([]);
    expect(assault.refusals).toHaveLength(1);
    expect(assault.refusals[0]).toMatchObject({
      code: 'card/none-left',
      rule: '4-R6',
      params: { unit: '1st Cuirassiers', form: 'assault' }
    });
    // its Bombard card (1st Cuirassiers 3) may still be in the hand
    expect(form(opts, 'bombard').actions).toEqual([{ type: 'bombard', from: 'd6', target: 'd7', card: '1st-cuirassiers-3' }]);
    // the engine agrees: the assault with either card is refused for the copies out
    const r = applyAction(h, { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' });
    expect(!r.ok && r.error.code).toBe('card/all-copies-out');
    expectSameAsEngine(h);
    // against the 4th Regiment of Foot, the nearest unit's reason is given
    expect(codes(form(combatOptionsAgainst(h, 'd7'), 'assault'))).toContain('card/none-left');
  });

  it('1.4: with no card in hand nothing can be declared (card/empty-hand)', () => {
    const h = scenario({ units: [{ d6: '1st-cuirassiers' }, { d7: '4th-regiment-of-foot' }], hands: [0, 5] });
    for (const o of combatOptions(h, 'd6')) {
      expect(o.actions).toEqual([]);
      expect(codes(o)).toEqual(['card/empty-hand']);
    }
  });

  it('6-R1: once the combat of the turn is declared, every form is refused (combat/once)', () => {
    let h = play(g, { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' });
    for (const o of combatOptions(h, 'f5')) expect(codes(o), `${o.form}, combat open`).toEqual([applyErr(h, o.form)]);
    // 1 + 1: the attackers are hit and the combat is over; still no second combat this turn
    h = play(h, PASS, PASS, PASS, { type: 'roll', dice: [1, 1] });
    expect(h.state.combat).toBeNull();
    for (const o of combatOptions(h, 'f5')) expect(codes(o)).toEqual(['combat/once']);
    for (const o of combatOptionsAgainst(h, 'f7')) expect(codes(o)).toEqual(['combat/once']);
  });

  it('4-R3: outside the Combat Phase the phase is the reason', () => {
    const h = fixture('ordinary-turn');
    expect(prompt(h).step).toBe('discard');
    for (const o of combatOptions(h, 'd4')) {
      expect(o.actions).toEqual([]);
      expect(o.refusals).toHaveLength(1);
      expect(o.refusals[0]).toMatchObject({ code: 'phase/wrong', rule: '4-R3' });
    }
  });
});

/** What the engine says to a declaration of this form from f5 on f7 in game `h`. */
function applyErr(h: Game, f: string): string {
  const a =
    f === 'assault'
      ? { type: 'assault', from: 'f5', target: 'f7', card: 'guard-cavalry-1' }
      : f === 'bombard'
        ? { type: 'bombard', from: 'f5', target: 'f7', card: 'guard-cavalry-3' }
        : { type: 'grand-battery', from: 'f5', target: 'f7', card: 'napoleon-bonaparte' };
  const r = applyAction(h, a);
  return r.ok ? 'accepted' : r.error.code;
}

describe('combatOptions on combat-austria-us (Ala, Austria, at her Combat Phase of game turn 3)', () => {
  const g = fixture('combat-austria-us');

  it('lists exactly the engine’s declarations, the Ambush included (against any enemy unit, 6.1-R3)', () => {
    expectSameAsEngine(g);
    for (const e of g.state.armies![1].units) expect(form(combatOptionsAgainst(g, e.square), 'ambush').actions).toHaveLength(1);
    // a unit does not start an Ambush: it is not among a unit's forms
    expect(combatOptions(g, 'd4').map((o) => o.form)).toEqual(['assault', 'bombard', 'volley']);
  });

  it('8-R1: the 9th Regiment has no card with a Volley value, nor one with a Bombard value (combat/no-card-for-form)', () => {
    const opts = combatOptions(g, 'e2');
    expect(form(opts, 'volley').refusals).toEqual([
      expect.objectContaining({ code: 'combat/no-card-for-form', rule: '8-R1', params: { unit: '9th Regiment', form: 'volley' } })
    ]);
    expect(codes(form(opts, 'bombard'))).toEqual(['combat/no-card-for-form']);
  });

  it('the 4th Regiment on d4 may assault, bombard or volley the 1st Infantry Regiment in the Town d5', () => {
    const opts = combatOptions(g, 'd4');
    for (const f of ['assault', 'bombard', 'volley']) {
      expect(form(opts, f).actions.length, f).toBeGreaterThan(0);
      for (const a of form(opts, f).actions) expect(a).toMatchObject({ type: f, from: 'd4', target: 'd5' });
    }
  });

  it('4-R6: with every Ambush card out, the Ambush is refused for the form (card/none-left-form)', () => {
    const ambushes = g.catalog.army('austria').deck.find((d) => d.kind === 'hq' && d.type === 'ambush')!;
    const h = withDiscards(fixtureRecord('combat-austria-us'), 'austria', { 2: new Array<string>(ambushes.copies).fill(ambushes.id) });
    const o = form(combatOptionsAgainst(h, 'a7'), 'ambush');
    expect(o.actions).toEqual([]);
    expect(o.refusals).toEqual([expect.objectContaining({ code: 'card/none-left-form', params: { form: 'ambush' } })]);
  });
});

describe('combatOptions against the engine in random games', () => {
  it('at every Combat Phase before its combat: the same declarations as legalActions, and reasons for the rest', () => {
    let checked = 0;
    for (const seed of [2, 4, 7]) {
      for (let g: Game | null = playRandomGame(seed, { aggressive: seed % 2 === 0 }).game; g; g = g.previous) {
        const s = g.state;
        if (s.stage !== 'play' || s.phase !== 'combat' || s.combatUsed || s.combat || s.pending) continue;
        // one in three, to keep the test quick
        if (g.length % 3) continue;
        expectSameAsEngine(g);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('the forms are the declaration types of the engine', () => {
    const types = new Set(legalDeclarations(fixture('combat-austria-us')).map((a) => a.type));
    for (const t of types) expect(DECLARATION_FORMS).toContain(t);
  });
});
