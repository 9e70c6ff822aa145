// Engine benchmarks: board queries on a full 16-unit position (issue 2); combat odds (issue 13).
import { combatOdds, fireTargets, moveDestinations, nightfallScore, parsePosition, type Position } from '../src/lib/rules';
import { clearOddsMemo } from '../src/lib/rules/odds';
import { measure } from './harness';

export function fullPosition(): Position {
  const r = parsePosition({
    sections: [
      { id: 9, rotation: 0 },
      { id: 15, rotation: 90 },
      { id: 18, rotation: 180 },
      { id: 22, rotation: 270 }
    ],
    armies: [
      {
        nation: 'france',
        edge: 'south',
        units: [
          { unit: 'imperial-guard', square: 'd3' },
          { unit: 'guard-cavalry', square: 'e4' },
          { unit: '1st-cuirassiers', square: 'b2' },
          { unit: '2nd-regiment-legere', square: 'c4' },
          { unit: '4th-regiment-suisse', square: 'f2' },
          { unit: '8th-regiment-legere', square: 'g3' },
          { unit: '19th-regiment-legere', square: 'h2' },
          { unit: '45th-regiment-legere', square: 'a1', reduced: true }
        ]
      },
      {
        nation: 'great-britain',
        edge: 'north',
        units: [
          { unit: '1st-foot-guards', square: 'd6' },
          { unit: '4th-regiment-of-foot', square: 'e5' },
          { unit: '32nd-regiment-of-foot', square: 'c7' },
          { unit: '42nd-regiment-of-foot', square: 'f6' },
          { unit: '52nd-regiment-of-foot', square: 'a6' },
          { unit: 'dutch-belgians', square: 'h7', reduced: true },
          { unit: 'kings-dragoons-guards', square: 'g6' },
          { unit: '9th-queens-royal-lancers', square: 'b5' }
        ]
      }
    ]
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** moveDestinations + fireTargets(…, 2) for all 16 units, plus one nightfallScore, in µs. */
export function benchBoardQueries(): number {
  const base = fullPosition();
  const squares = base.armies.flatMap((a) => a.units.map((u) => u.square));
  let sink = 0;
  // a fresh position object each call, so per-position caches are rebuilt as in real play
  const ms = measure(
    () => {
      const p: Position = { ...base };
      for (const sq of squares) sink += moveDestinations(p, sq).length + fireTargets(p, sq, 2).length;
      sink += nightfallScore(p).score.france!;
    },
    { batch: 200 }
  );
  if (sink < 0) console.log(sink);
  return ms * 1000;
}

/**
 * Issue 13: combatOdds for the largest combat (2d10 + 2d6 + 2d6 = dice [10, 10, 6, 6, 6, 6]), in µs.
 * Every call is cold: the memo of sum distributions is cleared and the base changes each time.
 */
export function benchCombatOdds(): number {
  let base = 0;
  let sink = 0;
  const ms = measure(
    () => {
      clearOddsMemo();
      const r = combatOdds('assault', [10, 10, 6, 6, 6, 6], base++ % 40, 9);
      if (r.ok) sink += r.value.eliminated!;
    },
    { batch: 200 }
  );
  if (sink < 0) console.log(sink);
  return ms * 1000;
}
