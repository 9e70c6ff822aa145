// Board props from an engine Position: what each counter shows (short name, strength, stripe).
import type { Position } from '$lib/rules';
import type { BoardUnit, Terrain } from './types';

const SKIP = new Set(['of', 'de', 'the', 'del', 'y', 'la', 'regiment', 'reg']);

/** A counter's short name: the number and the initials, at most 4 characters ("19th Regiment Legere" → "19L"). */
export function shortLabel(name: string): string {
  const words = name
    .replace(/['’]/g, '')
    .split(/[\s-]+/)
    .filter(Boolean);
  const num = /^\d+/.exec(words[0] ?? '')?.[0] ?? '';
  const rest = (num ? words.slice(1) : words).filter((w) => !SKIP.has(w.toLowerCase()));
  const initials = rest.map((w) => w[0]!.toUpperCase()).join('');
  return (num + initials).slice(0, 4) || name.slice(0, 3);
}

export function boardView(p: Position): { terrain: Terrain[]; units: BoardUnit[]; redoubts: string[] } {
  const units: BoardUnit[] = p.armies.flatMap((army) =>
    army.units.map((u) => {
      const def = p.catalog.unit(army.nation, u.unit);
      return {
        square: u.square,
        nation: army.nation,
        label: def ? shortLabel(def.name) : u.unit.slice(0, 3),
        strength: def ? (u.reduced ? def.reduced : def.full) : 0,
        reduced: u.reduced,
        cavalry: def?.type === 'cavalry'
      };
    })
  );
  return { terrain: [...p.terrain], units, redoubts: [...p.redoubts] };
}
