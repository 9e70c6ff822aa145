// The normal and hard levels count off their lead at nightfall (2.2) what the enemy's next basic
// move can take back (src/lib/bot/swing.ts). Its figure is proved equal to the engine's: over
// random positions, the largest cut of a seat's lead in controlled squares (nightfallScore) over
// every basic move of every enemy unit the engine allows (moveDestinations, 5-R2…R7).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardOf } from '$lib/bot/board';
import { enemySwing } from '$lib/bot/swing';
import { moveDestinations, nightfallScore, type GameState, type Position, type Seat } from '$lib/rules';
import { arbAnyPosition } from '../rules/arbitraries';

/** Seat `me`'s squares less the enemy's at nightfall (2.2-R1…R5), by the engine. */
function lead(p: Position, me: Seat): number {
  const s = nightfallScore(p).score;
  return s[p.armies[me].nation]! - s[p.armies[me === 0 ? 1 : 0].nation]!;
}

describe('the enemy’s next move against the count (issue 32)', () => {
  it('2.2, 5-R2…R7: enemySwing = the largest cut of the lead over every basic move of every enemy unit, by the engine', () => {
    let cuts = 0;
    fc.assert(
      fc.property(arbAnyPosition, (p) => {
        for (const me of [0, 1] as const) {
          const them = me === 0 ? 1 : 0;
          const before = lead(p, me);
          let worst = 0;
          p.armies[them].units.forEach((u, k) => {
            for (const to of moveDestinations(p, u.square)) {
              const units = p.armies[them].units.map((x, j) => (j === k ? { ...x, square: to } : x));
              const armies = p.armies.map((a, seat) => (seat === them ? { ...a, units } : a)) as unknown as Position['armies'];
              worst = Math.max(worst, before - lead({ ...p, armies }, me));
            }
          });
          if (worst > 0) cuts++;
          expect(enemySwing(boardOf(p as unknown as GameState, p.catalog), me)).toBe(worst);
        }
      }),
      { numRuns: 300 }
    );
    // most positions give the enemy a move that takes something back
    expect(cuts).toBeGreaterThan(100);
  });
});
