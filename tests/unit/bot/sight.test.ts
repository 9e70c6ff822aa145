// The bot reads a board its own fast way (src/lib/bot/board.ts, thousands of looks per decision),
// not with the engine's Position functions. Issue 31: its line of sight and its retreat check are
// proved equal to the engine's over random positions (any nations, edges, maps, Redoubts):
// inSight (6.2-R3…R7) against fireTargets at ranges 1 and 2, hasOpenNeighbour (6.1-R6, 6.5-R6…R9)
// against retreatSquares being non-empty (a unit that cannot retreat is eliminated instead).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardOf, hasOpenNeighbour, inSight, sqIndex } from '$lib/bot/board';
import { fireTargets, retreatSquares, type GameState, type Position } from '$lib/rules';
import { arbAnyPosition } from '../rules/arbitraries';

/** The bot's board of a position (it reads the terrain, the Redoubts and the armies of a state). */
const botBoard = (p: Position) => boardOf(p as unknown as GameState, p.catalog);

describe('the bot’s board rules are the engine’s (issue 31)', () => {
  it('6.2: inSight(firer, target, range) ⇔ the target is among the engine’s fireTargets, for every unit and enemy, ranges 1 and 2', () => {
    let pairs = 0;
    fc.assert(
      fc.property(arbAnyPosition, (p) => {
        const b = botBoard(p);
        for (const seat of [0, 1] as const)
          for (const u of p.armies[seat].units)
            for (const range of [1, 2]) {
              const engine = new Set(fireTargets(p, u.square, range));
              for (const e of p.armies[1 - seat]!.units) {
                pairs++;
                expect(inSight(b, sqIndex(u.square), sqIndex(e.square), range), `${u.square}→${e.square} range ${range}`).toBe(
                  engine.has(e.square)
                );
              }
            }
      }),
      { numRuns: 300 }
    );
    expect(pairs).toBeGreaterThan(1000);
  });

  it('6.5: hasOpenNeighbour(unit) ⇔ the engine gives it a retreat square, for every unit', () => {
    let blocked = 0;
    fc.assert(
      fc.property(arbAnyPosition, (p) => {
        const b = botBoard(p);
        for (const seat of [0, 1] as const)
          for (const u of p.armies[seat].units) {
            const engine = retreatSquares(p, u.square).length > 0;
            if (!engine) blocked++;
            expect(hasOpenNeighbour(b, sqIndex(u.square)), u.square).toBe(engine);
          }
      }),
      { numRuns: 300 }
    );
    // the random boards also hold units that cannot retreat (edges, lakes, neighbours)
    expect(blocked).toBeGreaterThan(0);
  });
});
