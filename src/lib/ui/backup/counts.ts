// Counts with their plural forms (1 gra, 2 gry, 5 gier), sizes and dates in the current language.
// Light (no engine): the home screen's backup reminder uses it.
import { i18n } from '$lib/i18n.svelte';
import { m } from '$lib/paraglide/messages.js';

type Forms = { one: (p: { count: number }) => string; few: (p: { count: number }) => string; many: (p: { count: number }) => string };

/** `count` with the noun in its plural form for the current language (Polish one/few/many). */
export function counted(count: number, forms: Forms): string {
  const kind = new Intl.PluralRules(i18n.locale).select(count);
  const form = kind === 'one' ? forms.one : kind === 'few' ? forms.few : forms.many;
  return form({ count });
}

const GAMES: Forms = { one: m.bu_games_one, few: m.bu_games_few, many: m.bu_games_many };
const BOARDS: Forms = { one: m.bu_boards_one, few: m.bu_boards_few, many: m.bu_boards_many };

/** "3 games", "1 board", "3 games and 1 board" (nothing of a kind is left out; both none: games) */
export function gamesAndBoards(games: number, boards: number): string {
  if (boards === 0) return counted(games, GAMES);
  if (games === 0) return counted(boards, BOARDS);
  return m.bu_and({ a: counted(games, GAMES), b: counted(boards, BOARDS) });
}

/** a number of bytes as KB or MB */
export function size(bytes: number): string {
  const mb = bytes >= 1_000_000;
  return new Intl.NumberFormat(i18n.locale, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mb ? 1 : 0
  }).format(mb ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)));
}

export function date(ms: number): string {
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}
