// Dice as values (1.2; the engine never rolls): the dice of a printed value, a valid roll, and the
// d6 "range value k" test of section 0 (Withdraw 6.1-R8, Pursuit 6.6-R4, Rally 7-R3).
import type { Dice } from '../data/types';

/** "2d8" → [8, 8] (one entry per die: its number of sides). */
export function diceSides(d: Dice | string): number[] {
  const m = /^(\d+)d(\d+)$/.exec(d);
  if (!m) return [];
  return new Array<number>(Number(m[1])).fill(Number(m[2]));
}

/** One whole value from 1 to its sides per die, in the order of `sides` (1.2-R2: a d10 "0" is 10). */
export function validDice(values: unknown, sides: number[]): boolean {
  return Array.isArray(values) && values.length === sides.length && values.every((v, i) => Number.isInteger(v) && v >= 1 && v <= sides[i]!);
}

/**
 * Section 0 "range value k" (Withdraw 6.1-R8, Pursuit 6.6-R4, Rally 7-R3): a d6 roll succeeds on
 * 1…k. The engine's own test, shared with the odds (odds.ts).
 */
export function d6Within(roll: number, range: number): boolean {
  return roll <= range;
}
