// The bot's setup choices (rule 3): the map when it is First Player (3-R2), the two nations
// (3-R3, as Second Player: two armies of like strength, since the First Player picks), its army
// (3-R4: the stronger), its edge (3-R5: the better terrain on its side) and deployment (3.3: the
// front row, defensive terrain, spread across the width, cavalry on the wings).
import { ownRow, TERRAIN_EFFECTS, type Action, type Catalog, type LegalAction, type NationId } from '../../src/lib/rules';

type ChooseMapAction = Extract<Action, { type: 'choose-map' }>;
import { meanDice } from './knowledge';
import { mix, rng, shuffle } from './rng';
import type { Ctx } from './ctx';
import type { ScoredOption } from './types';
import { idx, isCavalry } from './values';

/** 3-R2: four sections and rotations, from the seed (any four make a fair field for both sides). */
export function chooseMap(seed: number): ChooseMapAction {
  const r = rng(mix(seed, 0x3a9));
  const ids = shuffle(
    Array.from({ length: 24 }, (_, i) => i + 1),
    r
  ).slice(0, 4);
  const rotations = [0, 90, 180, 270] as const;
  return { type: 'choose-map', sections: ids.map((id) => ({ id, rotation: rotations[Math.floor(r() * 4)]! })) };
}

/** A rough strength of an army: its units and the dice of its cards. */
export function armyRating(catalog: Catalog, nation: NationId | string): number {
  // an action's nation is a string (the record's schema); the engine has checked it is a nation
  const a = catalog.army(nation as NationId);
  let units = 0;
  for (const u of a.units) units += u.full + 0.5 * u.reduced;
  let dice = 0;
  let n = 0;
  let leaders = 0;
  for (const c of a.deck) {
    if (c.kind === 'unit') {
      dice += meanDice(c.attack ?? c.bombard ?? c.volley) * c.copies;
      n += c.copies;
    }
    if (c.kind === 'leader') leaders += c.copies * (c.combat + c.command) * 0.3;
  }
  return units + (n ? (2 * dice) / n : 0) + leaders;
}

const TERRAIN_WORTH = { clear: 0, hill: 2, town: 2.5, woods: 1.5, marsh: -0.5, fields: -0.3, lake: -1 } as const;

export function setupOptions(c: Ctx, legal: LegalAction[]): ScoredOption[] {
  const s = c.game.state;
  const catalog = c.game.catalog;
  return legal.map((la) => {
    const a = la.action;
    let score = 0;
    let what: 'nations' | 'army' | 'edge' | 'deploy' = 'deploy';
    if (a.type === 'choose-nations') {
      what = 'nations';
      // the First Player will take the stronger: offer two of like strength
      score = -Math.abs(armyRating(catalog, a.nations[0] as NationId) - armyRating(catalog, a.nations[1] as NationId)) + c.r() * 1.5;
    } else if (a.type === 'choose-army') {
      what = 'army';
      score = armyRating(catalog, a.nation as NationId);
    } else if (a.type === 'choose-edge') {
      what = 'edge';
      for (let i = 0; i < 64; i++) {
        const row = ownRow(a.edge, i);
        const w = TERRAIN_WORTH[s.terrain![i]!];
        if (row <= 4) score += w * (row >= 3 ? 1 : 0.6);
        else score -= w * (row <= 6 ? 1 : 0.6);
      }
      score += c.r() * 0.1;
    } else if (a.type === 'deploy') {
      score = deployScore(c, a.unit, a.square) + c.r() * 0.05;
    }
    return { ...la, score, reasons: [{ kind: 'setup', what, value: Math.round(score * 10) / 10 }] };
  });
}

/** 3.3: where a unit should stand at the start. */
function deployScore(c: Ctx, unit: string, square: string): number {
  const s = c.game.state;
  const army = s.armies![c.me];
  const edge = army.edge!;
  const i = idx(square);
  const t = s.terrain![i]!;
  const row = ownRow(edge, i);
  const across = edge === 'north' || edge === 'south' ? i % 8 : i >> 3;
  const u = c.game.catalog.unit(army.nation, unit);
  const str = u?.full ?? 5;
  const cav = isCavalry(c.game.catalog, army.nation, unit);
  let score = 0;
  score += row === 2 ? (cav ? 0.4 : 1.2) : 0;
  score += TERRAIN_WORTH[t] * (TERRAIN_EFFECTS[t].noAssaultFrom ? 1 : 0.6);
  // spread across the width: a unit alone in its line controls more at nightfall (2.2)
  for (const o of army.units) {
    const j = idx(o.square);
    const oa = edge === 'north' || edge === 'south' ? j % 8 : j >> 3;
    if (oa === across) score -= 1;
    else if (Math.abs(oa - across) === 1) score -= 0.15;
  }
  const central = 3.5 - Math.abs(across - 3.5);
  score += cav ? (central < 1.5 ? 0.6 : 0) : 0.08 * str * central;
  // facing the enemy already deployed: stronger units opposite theirs
  const them = s.armies![c.me === 0 ? 1 : 0];
  for (const e of them.units) {
    const j = idx(e.square);
    const ea = edge === 'north' || edge === 'south' ? j % 8 : j >> 3;
    if (ea === across) score += 0.05 * (str - 6);
  }
  return score;
}
