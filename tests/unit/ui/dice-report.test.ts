// Issue 30 §3: every die the app rolls, for Adiutant or for a player, is shown with its result
// before the next step (src/lib/ui/game/dice-report.ts, on the action bar and on Adiutant's card).
// Every face of each roll is tried: the combat roll says the engine's totals and result (6.1 step 7,
// 6.2 step 4), the pursuit dice their hits (6.6), the United States' withdraw roll (6.1-R8) and a
// Leader's rally (7-R3) succeed exactly on 1…their value. Dice typed from real dice are not
// repeated. A Scout/Spy played against Adiutant shows its whole hand (9.2-R25), and only then.
import { describe, expect, it } from 'vitest';
import { opponentHand } from '$lib/bot';
import { combatResult, combatTotalsOf, legalActions, other, prompt, replay, toRecord } from '$lib/rules';
import type { Action, Game, GameRecord } from '$lib/rules';
import { outcomeName } from '$lib/ui/describe/outcome';
import { diceLine, tapLines } from '$lib/ui/game/dice-report';
import { revealLine } from '$lib/ui/game/reveal';
import { cardName } from '$lib/ui/words/cards';
import { act, load, pick, rollFor } from '../../e2e/steps';

/** Every throw of these dice. */
function* throws(sides: readonly number[]): Generator<number[]> {
  if (sides.length === 0) return yield [];
  const [first, ...rest] = sides;
  for (let v = 1; v <= first!; v++) for (const t of throws(rest)) yield [v, ...t];
}

const apply = (g: Game, a: Action): Game => act(g, a);

const pass: Action = { type: 'pass' };

describe('the dice the app rolls, with their result (issue 30 §3)', () => {
  it('6.1 step 7: every throw of an Assault roll says the engine’s totals and the result; typed dice are not repeated', () => {
    let roll = act(load('combat-france-britain'), { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' });
    while (prompt(roll).step !== 'combat:roll') roll = act(roll, pass);
    const sides = prompt(roll).dice!;
    let n = 0;
    for (const dice of throws(sides)) {
      const t = combatTotalsOf(roll, dice)!;
      const result = combatResult('assault', t.attack.total, t.defense.total);
      const app = { type: 'roll', dice, rolledBy: 'app' } as Action;
      const after = apply(roll, app);
      expect(diceLine(roll, after, app, 'en')).toBe(
        `Dice ${dice.join(', ')} (rolled by the app): Attack ${t.attack.total} against Defence ${t.defense.total} — ${outcomeName(result, { locale: 'en' })}.`
      );
      expect(diceLine(roll, after, app, 'pl')).toBe(
        `Kości ${dice.join(', ')} (rzut aplikacji): atak ${t.attack.total}, obrona ${t.defense.total} — ${outcomeName(result, { locale: 'pl' })}.`
      );
      const typed = { type: 'roll', dice } as Action;
      expect(diceLine(roll, apply(roll, typed), typed, 'en')).toBeNull();
      n++;
    }
    expect(n).toBe(sides.reduce((a, b) => a * b, 1));
  });

  it('6.6: every throw of the pursuit dice says the hits the pursued unit took', () => {
    const cb = load('combat-france-britain');
    let g = act(cb, { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' }, pass, pass, pass);
    g = act(
      rollFor(g, (r) => r === 'attacker-chooses'),
      { type: 'choose-result', choice: 'retreat' },
      { type: 'retreat', to: 'c7' }
    );
    const pursuit = pick(g, (a) => a.type === 'advance' && a.unit !== null);
    expect(prompt(pursuit).step).toBe('combat:pursuit');
    const seen = new Set<string>();
    for (const dice of throws(prompt(pursuit).dice!)) {
      const a = { type: 'roll', dice, rolledBy: 'app' } as Action;
      const after = apply(pursuit, a);
      const def = other(pursuit.state.active);
      const before = pursuit.state.armies![def].units.find((u) => u.unit === pursuit.state.combat!.defender)!;
      const now = after.state.armies![def].units.find((u) => u.unit === before.unit);
      const hits = !now ? (before.reduced ? 1 : 2) : !before.reduced && now.reduced ? 1 : 0;
      const words = hits === 0 ? 'no hit' : hits === 1 ? '1 hit' : `${hits} hits`;
      expect(diceLine(pursuit, after, a, 'en')).toBe(`Pursuit dice ${dice.join(', ')} (rolled by the app) — ${words}.`);
      seen.add(words);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('6.1-R8: the United States withdraw roll succeeds on 1…its value, and says so', () => {
    const declared = pick(load('combat-austria-us'), (a) => a.type === 'assault' && a.from === 'd4' && a.target === 'd5');
    const rolls = legalActions(declared).filter((l) => l.action.type === 'withdraw' && l.dice?.length);
    expect(rolls.length).toBeGreaterThan(0);
    for (const l of rolls) {
      const card = (l.action as Extract<Action, { type: 'withdraw' }>).card;
      const def = declared.catalog.card('united-states', card)!;
      const value = def.kind === 'unit' ? def.withdraw! : NaN;
      for (let d = 1; d <= 6; d++) {
        const a = { ...l.action, dice: [d], rolledBy: 'app' } as Action;
        const line = diceLine(declared, apply(declared, a), a, 'en')!;
        expect(line).toMatch(
          new RegExp(`^Withdraw roll for .+: ${d} \\(rolled by the app\\), needs 1–${value} — ${d <= value ? 'success' : 'failed'}\\.$`)
        );
      }
    }
  });

  it('7-R3: a Leader’s rally succeeds on 1…its Rally value, and says so', () => {
    const rest = load('rest-france-spain');
    const rallies = legalActions(rest).filter((l) => l.action.type === 'rally' && l.dice?.length);
    expect(rallies.length).toBeGreaterThan(0);
    for (const l of rallies) {
      const a0 = l.action as Extract<Action, { type: 'rally' }>;
      const def = rest.catalog.card(rest.state.armies![rest.state.active].nation, a0.card)!;
      const value = def.kind === 'leader' ? def.rally : NaN;
      for (let d = 1; d <= 6; d++) {
        const a = { ...a0, dice: [d], rolledBy: 'app' } as Action;
        const line = diceLine(rest, apply(rest, a), a, 'pl')!;
        expect(line).toMatch(
          new RegExp(
            `^Próba przywrócenia jednostki .+ przez dowódcę: ${d} \\(rzut aplikacji\\), potrzeba 1–${value} — ${d <= value ? 'udało się' : 'nie udało się'}\\.$`
          )
        );
      }
    }
  });

  it('tapLines: only the actions since the last tap, oldest first', () => {
    let roll = act(load('combat-france-britain'), { type: 'assault', from: 'd6', target: 'd7', card: '1st-cuirassiers-1' });
    while (prompt(roll).step !== 'combat:roll') roll = act(roll, pass);
    const after = apply(roll, { type: 'roll', dice: prompt(roll).dice!.map(() => 1), rolledBy: 'app' } as Action);
    expect(tapLines(after, roll, 'en')).toHaveLength(1);
    expect(tapLines(after, after, 'en')).toEqual([]);
    expect(tapLines(after, null, 'en')).toEqual([]);
  });
});

describe('9.2-R25: a Scout/Spy played against Adiutant shows its hand (issue 30 §3)', () => {
  /** France's turn played (seat 0) with no card: Great Britain (which has Scout/Spy) to play. */
  function britainToPlay(): Game {
    let g = load('france-britain');
    g = act(
      g,
      { type: 'end-phase' },
      { type: 'end-phase' },
      { type: 'move', from: 'd2', to: 'd3' },
      { type: 'end-phase' },
      { type: 'end-phase' }
    );
    while (g.state.active === 0) g = act(g, { type: 'end-phase' });
    return g;
  }

  it('the human’s Scout/Spy lists every card of Adiutant’s hand; Adiutant’s own Scout/Spy and a game of two people show nothing', () => {
    const g = britainToPlay();
    const rec = toRecord(g);
    const solo = replay({ ...rec, setup: { ...rec.setup, opponent: { seat: 0, level: 'normal', seed: 99 } } } as GameRecord);
    if (!solo.ok) throw new Error(solo.error.message);
    const scout = legalActions(solo.value).find((l) => l.action.type === 'scout')!.action;
    const after = apply(solo.value, scout);
    const hand = opponentHand(after)!.hand;
    const line = revealLine(solo.value, after, scout, 'en')!;
    expect(line).toBe(`Ala shows its hand (Scout/Spy, 9.2): ${hand.map((c) => cardName(after.catalog, 'france', c, 'en')).join(' · ')}.`);
    expect(tapLines(after, solo.value, 'pl')[0]).toMatch(/^Ala pokazuje swoje karty \(Zwiadowca\/Szpieg, 9\.2\): .+\.$/);
    // the same Scout/Spy in a game of two people: nothing (the app holds no hand)
    expect(revealLine(g, apply(g, scout), scout, 'en')).toBeNull();
    // Adiutant playing Great Britain plays it: the human shows their hand, the app shows nothing
    const bot = replay({ ...rec, setup: { ...rec.setup, opponent: { seat: 1, level: 'normal', seed: 99 } } } as GameRecord);
    if (!bot.ok) throw new Error(bot.error.message);
    const own = legalActions(bot.value).find((l) => l.action.type === 'scout')!.action;
    expect(revealLine(bot.value, apply(bot.value, own), own, 'en')).toBeNull();
  });
});
