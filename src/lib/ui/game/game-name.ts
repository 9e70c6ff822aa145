// A game's name and its files' names: the default name of a new game (players and date), a
// record's file name, an imported file's base name. Small and free of the lists' words, so the
// home screen's form and import load it without them (labels.ts).
import { m } from '$lib/paraglide/messages.js';

export function dateTime(time: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

/** "Ala – Bartek, 12 Mar 2026, 18:05": a new game's name when none is given. */
export function defaultGameName(player1: string, player2: string, time: number, locale: string): string {
  return m.home_game_name_default({ player1, player2, date: dateTime(time, locale) });
}

/**
 * A saved game's name as shown: the player's own, or the default name (players and the time it
 * was created) in the reader's language.
 */
export function gameTitle(
  g: { name: string; autoName?: boolean; createdAt: number; players: readonly [string, string] },
  locale: string
): string {
  return g.autoName ? defaultGameName(g.players[0], g.players[1], g.createdAt, locale) : g.name;
}

/**
 * A file name "<name><ending>" without the characters file systems refuse (a name of none but
 * those: `fallback`); the name's part at most 100 characters.
 */
export function safeFileName(name: string, fallback: string, ending: string): string {
  const safe = name
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 100);
  return `${safe || fallback}${ending}`;
}

/** A file name for a game's record: "<name>.adiutant.json", without characters file systems refuse. */
export function recordFileName(name: string): string {
  return safeFileName(name, 'adiutant', '.adiutant.json');
}

/** The imported game's name: the file name without ".adiutant.json" / ".json". */
export function fileBaseName(fileName: string): string {
  return fileName.replace(/\.adiutant\.json$/i, '').replace(/\.json$/i, '');
}

/** The name of the game a session shows, as `gameTitle` gives it. */
export function sessionTitle(
  s: { name: string; autoName: boolean; createdAt: number; game: { setup: { players: [string, string] } } },
  locale: string
): string {
  return gameTitle({ name: s.name, autoName: s.autoName, createdAt: s.createdAt, players: s.game.setup.players }, locale);
}
