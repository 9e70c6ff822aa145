// Words for the saved games and boards lists: nations and the stage of a game (dates and file
// names: game-name.ts). The facts come from the stored summary (made by the engine's state); this
// module only puts them into words. Loaded with the lists, once there is a saved game or board.
import { m } from '$lib/paraglide/messages.js';
import type { NationId } from '$lib/rules';
import type { BoardRow } from '$lib/app/boards';
import type { GameRow, GameSummary } from '$lib/app/game-list';
import { nationName } from '$lib/ui/words/names';
import { sayOr, type Msg } from '$lib/ui/words/say';
import { phaseName } from '$lib/ui/words/phases';
export { nationName };

/** A setup step's or a phase's name, as the list says it (stored steps, else the raw step). */
const STEP_NAME: Partial<Record<string, Msg>> = {
  roll: m.home_step_roll,
  map: m.home_step_map,
  nations: m.home_step_nations,
  army: m.home_step_army,
  edge: m.home_step_edge,
  deal: m.home_step_deal,
  deploy: m.home_step_deploy
};

function stepName(step: string): string {
  return sayOr(STEP_NAME, step, step);
}

/** "France and Austria" before the armies are taken, then "Ala (France) against Bartek (Austria)". */
export function nationsText(row: Pick<GameRow, 'summary' | 'setup'>): string {
  const { nations, stage, step } = row.summary;
  if (!nations) return m.home_nations_none();
  // before the First Player chooses an army (3-R4) the two nations are not yet seat-ordered
  const seated = !(stage === 'setup' && (step === 'nations' || step === 'army'));
  if (!seated) return m.home_nations_chosen({ nation1: nationName(nations[0]), nation2: nationName(nations[1]) });
  const [p0, p1] = row.setup.players;
  return m.home_versus({
    a: m.home_player_nation({ player: p0, nation: nationName(nations[0]) }),
    b: m.home_player_nation({ player: p1, nation: nationName(nations[1]) })
  });
}

/** A saved board's two nations, "France and Austria" (none: ''); the row is data from the past, read defensively. */
export function boardNationsText(board: Pick<BoardRow, 'position'>): string {
  const armies = Array.isArray(board.position?.armies) ? board.position.armies : [];
  const names = armies.map((a) => (typeof a?.nation === 'string' ? nationName(a.nation) : '')).filter(Boolean);
  return names.length === 2 ? m.home_nations_chosen({ nation1: names[0]!, nation2: names[1]! }) : '';
}

/** Setup step, game turn and phase, or the result. */
export function stageText(row: Pick<GameRow, 'summary' | 'setup'>): string {
  const s: GameSummary = row.summary;
  if (s.stage === 'setup') return m.home_stage_setup({ step: stepName(s.step) });
  if (s.stage === 'play') return m.home_stage_play({ turn: s.turn, phase: phaseName(s.phase ?? s.step, { long: true }) });
  const winner =
    s.winner === null
      ? ''
      : s.nations
        ? m.home_player_nation({ player: row.setup.players[s.winner], nation: nationName(s.nations[s.winner]) })
        : row.setup.players[s.winner];
  if (s.by === 'attrition') return m.home_stage_over_attrition({ winner });
  if (s.by === 'nightfall') return m.home_stage_over_nightfall({ winner });
  return m.home_stage_over({ winner });
}
