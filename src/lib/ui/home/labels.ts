// Words for the saved-games list: nations, the stage of a game, dates, file names. The facts come
// from the stored summary (made by the engine's state); this module only puts them into words.
import { m } from '$lib/paraglide/messages.js';
import type { NationId } from '$lib/rules';
import type { GameRow, GameSummary } from '$lib/app/game-list';
import { nationName } from '$lib/ui/names';
export { nationName };

function stepName(step: string): string {
  switch (step) {
    case 'roll':
      return m.home_step_roll();
    case 'map':
      return m.home_step_map();
    case 'nations':
      return m.home_step_nations();
    case 'army':
      return m.home_step_army();
    case 'edge':
      return m.home_step_edge();
    case 'deal':
      return m.home_step_deal();
    case 'deploy':
      return m.home_step_deploy();
    default:
      return step;
  }
}

function phaseName(step: string): string {
  // combat steps are stored as "combat:<step>"; the list names the phase only
  const phase = step.split(':')[0];
  switch (phase) {
    case 'discard':
      return m.home_phase_discard();
    case 'draw':
      return m.home_phase_draw();
    case 'movement':
      return m.home_phase_movement();
    case 'combat':
      return m.home_phase_combat();
    case 'restoration':
      return m.home_phase_restoration();
    default:
      return step;
  }
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

/** Setup step, game turn and phase, or the result. */
export function stageText(row: Pick<GameRow, 'summary' | 'setup'>): string {
  const s: GameSummary = row.summary;
  if (s.stage === 'setup') return m.home_stage_setup({ step: stepName(s.step) });
  if (s.stage === 'play') return m.home_stage_play({ turn: s.turn, phase: phaseName(s.step) });
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

export function dateTime(time: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

/** "Ala – Bartek, 12 Mar 2026, 18:05": a new game's name when none is given. */
export function defaultGameName(player1: string, player2: string, time: number, locale: string): string {
  return m.home_game_name_default({ player1, player2, date: dateTime(time, locale) });
}

/** A file name for a game's record: "<name>.adiutant.json", without characters file systems refuse. */
export function recordFileName(name: string): string {
  const safe = name
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 100);
  return `${safe || 'adiutant'}.adiutant.json`;
}

/** The imported game's name: the file name without ".adiutant.json" / ".json". */
export function fileBaseName(fileName: string): string {
  return fileName.replace(/\.adiutant\.json$/i, '').replace(/\.json$/i, '');
}
