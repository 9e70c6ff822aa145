// Adiutant's reasons in words (issue 26, "Why?"): the bot returns plain objects ({ kind, …params },
// src/lib/bot types.ts Reason, their numbers the engine's: bot/explain.ts); each kind is worded here
// in Polish and English. Every number is formatted for the language (a decimal comma in Polish)
// and every count goes through the plural rules (issue 30 §3, §6).
import { m } from '$lib/paraglide/messages.js';
import type { Reason, ShownOption } from '$lib/bot';
import { proposalText } from './words';
import { i18n, type Locale } from '$lib/i18n.svelte';
import { plural, pluralForm } from '$lib/i18n/plural';
import { REDOUBT_DEFENSE, type Game, type Seat } from '$lib/rules';
import { diceText } from '$lib/ui/words/cards';
import { terrainName } from '$lib/ui/words/names';
import { seatCardName, seatUnitName, unitNameOn } from '$lib/ui/words/seat-names';

/** "2d8" (or "1d6 + 1d8") from the dice's sides, in the language's abbreviation. */
export function diceSides(sides: readonly number[], locale?: Locale): string {
  const counts = new Map<number, number>();
  for (const s of sides) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => diceText(`${n}d${s}`, locale)).join(' + ');
}

const TAGS: Record<Locale, string> = { pl: 'pl-PL', en: 'en-GB' };
const formats = new Map<string, Intl.NumberFormat>();
function format(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.NumberFormat(TAGS[locale], options)));
  return f;
}

/** A number with at most one decimal, as the language writes it: 12.5 / 12,5. */
export function numberText(n: number, locale: Locale = i18n.locale): string {
  return format(locale, { maximumFractionDigits: 1 }).format(Math.round(n * 10) / 10 || 0);
}

/** +2 / −1,5 / 0: with a sign (a real minus), as the language writes it. */
export function signed(n: number, locale: Locale = i18n.locale): string {
  const r = Math.round(n * 10) / 10;
  const abs = numberText(Math.abs(r), locale);
  return r > 0 ? `+${abs}` : r < 0 ? `−${abs}` : '0';
}

/** 0.623 → "62%"; "<1%" for a chance that is not nil but rounds to 0, ">99%" below certainty (as the combat panel's odds bar). */
export function percent(p: number, locale: Locale = i18n.locale): string {
  const f = format(locale, { style: 'percent', maximumFractionDigits: 0 });
  if (p > 0 && p < 0.005) return `<${f.format(0.01)}`;
  if (p < 1 && p > 0.995) return `>${f.format(0.99)}`;
  return f.format(Math.round(p * 100) / 100);
}

const SETUP_WHAT = {
  nations: m.solo_setup_nations,
  army: m.solo_setup_army,
  edge: m.solo_setup_edge,
  deploy: m.solo_setup_deploy,
  map: m.solo_setup_map
} as const;

const STOP = {
  discard: m.solo_reason_stop_discard,
  movement: m.solo_reason_stop_movement,
  restoration: m.solo_reason_stop_restoration
} as const;

type Of<K extends Reason['kind']> = Extract<Reason, { kind: K }>;

/** 6.1 step 7 / 6.2 step 4: the engine's totals and odds, and what is certain (9.2-R8) or impossible (6.1-R18). */
function oddsText(r: Of<'odds'>, locale: Locale): string {
  const o = { locale };
  const base = numberText(r.attack, locale);
  const attack = r.dice.length ? `${base} + ${diceSides(r.dice, locale)}` : base;
  const p = { attack, defense: numberText(r.defense, locale), win: percent(r.win, locale), lose: percent(r.lose, locale) };
  const fire = r.form === 'bombardment' || r.form === 'volley';
  const text = fire ? m.solo_reason_odds_fire(p, o) : r.harmless ? m.solo_reason_odds_harmless(p, o) : m.solo_reason_odds(p, o);
  const committed = r.committed ?? 0;
  if (committed <= 0) return text;
  const hits = plural(committed, m.solo_reason_committed_one, m.solo_reason_committed_few, m.solo_reason_committed_many, locale);
  return `${text}; ${hits({ count: committed }, o)}`;
}

/** The enemy's reach next turn (the engine's) and the bot's own measure of its best attack. */
function threatText(game: Game, seat: Seat, r: Of<'threat'>, locale: Locale): string {
  const o = { locale };
  const p = {
    unit: r.unit ? seatUnitName(game, seat, r.unit) : unitNameOn(game, r.square),
    square: r.square,
    change: signed(r.change, locale)
  };
  const [before, after] = r.reach ?? [null, null];
  if (before === true && after === false) return m.solo_reason_threat_out(p, o);
  if (before === false && after === true) return m.solo_reason_threat_in(p, o);
  return r.change <= 0 ? m.solo_reason_threat_avoided(p, o) : m.solo_reason_threat_exposed(p, o);
}

function restoreText(game: Game, r: Of<'restore'>, locale: Locale): string {
  const o = { locale };
  const p = { unit: unitNameOn(game, r.square), square: r.square };
  if (r.chance < 1) return m.solo_reason_restore({ ...p, chance: percent(r.chance, locale) }, o);
  return r.guerrilla ? m.solo_reason_restore_guerrilla(p, o) : m.solo_reason_restore_sure(p, o);
}

/** One reason in words. `game` is the position the bot decided at; `seat` the bot's. */
export function reasonText(game: Game, seat: Seat, r: Reason, locale: Locale = i18n.locale): string {
  const o = { locale };
  const card = (id: string) => seatCardName(game, seat, id, locale);
  switch (r.kind) {
    case 'odds':
      return oddsText(r, locale);
    case 'nightfall':
      return m.solo_reason_nightfall({ squares: signed(r.squares, locale), lead: signed(r.lead, locale) }, o);
    case 'threat':
      return threatText(game, seat, r, locale);
    case 'advance': {
      const p = { rows: signed(r.rows, locale), mine: numberText(r.mine, locale), theirs: numberText(r.theirs, locale) };
      return r.rows > 0 ? m.solo_reason_advance(p, o) : m.solo_reason_advance_back(p, o);
    }
    case 'reply': {
      const msg = plural(r.hands, m.solo_reason_reply_one, m.solo_reason_reply_few, m.solo_reason_reply_many, locale);
      return msg({ count: r.hands, loss: numberText(r.loss, locale) }, o);
    }
    case 'attack-next': {
      const fire = r.form === 'bombardment' || r.form === 'volley';
      const p = { from: r.from ?? '', unit: unitNameOn(game, r.target), square: r.target, win: percent(r.win, locale) };
      return fire ? m.solo_reason_attack_next_fire(p, o) : m.solo_reason_attack_next(p, o);
    }
    case 'supply':
      return m.solo_reason_supply({}, o);
    case 'forced-march':
      return m.solo_reason_forced_march({}, o);
    case 'terrain':
      return m.solo_reason_terrain({ terrain: terrainName(r.terrain, locale), square: r.square }, o);
    case 'redoubt':
      return m.solo_reason_redoubt({ square: r.square, value: REDOUBT_DEFENSE }, o);
    case 'restore':
      return restoreText(game, r, locale);
    case 'card':
      return m.solo_reason_card({ card: card(r.card), worth: signed(r.worth, locale) }, o);
    case 'dead-card':
      return m.solo_reason_dead_card({ card: card(r.card) }, o);
    case 'attrition':
      return m.solo_reason_attrition({ mine: numberText(r.mine, locale), theirs: numberText(r.theirs, locale) }, o);
    case 'pace':
      if (!r.sooner) return m.solo_reason_pace_later({ lead: signed(r.lead, locale) }, o);
      return r.lead === 0 ? m.solo_reason_pace_tie({}, o) : m.solo_reason_pace_sooner({ lead: signed(r.lead, locale) }, o);
    case 'material':
      return m.solo_reason_material({ change: signed(r.change, locale) }, o);
    case 'setup':
      return m.solo_reason_setup({ what: SETUP_WHAT[r.what]({}, o), value: numberText(r.value, locale) }, o);
    case 'only':
      return m.solo_reason_only({}, o);
    case 'futures': {
      const n = (x: number) => numberText(x, locale);
      const x = { futures: n(r.futures), won: n(r.won), mine: n(r.mine), theirs: n(r.theirs) };
      return r.night ? m.solo_reason_futures_night(x, o) : m.solo_reason_futures_next(x, o);
    }
    case 'stop':
      return r.phase === 'combat'
        ? r.target && r.win !== undefined
          ? m.solo_reason_stop_combat_best({ unit: unitNameOn(game, r.target), square: r.target, win: percent(r.win, locale) }, o)
          : m.solo_reason_stop_combat({}, o)
        : STOP[r.phase]({}, o);
    case 'day-left':
      return plural(
        r.turns,
        m.solo_reason_day_left_one,
        m.solo_reason_day_left_few,
        m.solo_reason_day_left_many,
        locale
      )({ count: r.turns }, o);
  }
}

/** "Adiutant holds 5 cards" / "Adiutant ma na ręce 1 kartę, 2 karty, 5 kart". */
export function handCountText(name: string, n: number, locale: Locale = i18n.locale): string {
  // the "one" form is said of 1 card only: its message has no count
  if (pluralForm(n, locale) === 'one') return m.solo_hand_count_one({ name }, { locale });
  return plural(n, m.solo_hand_count_few, m.solo_hand_count_few, m.solo_hand_count_many, locale)({ name, count: n }, { locale });
}

export interface OptionWords {
  text: string;
  score: string;
  reasons: string[];
  chosen: boolean;
  /** an option with a card the bot has not shown: only its score */
  hidden: boolean;
}

/** "Why?": the bot's top options in words (the action as the history would tell it, its score, its reasons). */
export function optionsWords(game: Game, seat: Seat, options: readonly ShownOption[], locale: Locale = i18n.locale): OptionWords[] {
  const o = { locale };
  return options.map((x, i) => ({
    text: 'hidden' in x ? m.solo_hidden_option({}, o) : (proposalText(game, x.action, x.dice, locale) ?? m.solo_option_unknown({}, o)),
    score: x.score <= -1e8 ? m.solo_score_never({}, o) : m.solo_score({ score: numberText(x.score, locale) }, o),
    reasons: 'hidden' in x ? [] : x.reasons.map((r) => reasonText(game, seat, r, locale)),
    chosen: i === 0,
    hidden: 'hidden' in x
  }));
}
