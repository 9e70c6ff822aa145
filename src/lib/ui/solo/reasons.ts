// Adiutant's reasons in words (issue 26, "Why?"): the bot returns plain objects ({ kind, …params },
// src/lib/bot types.ts Reason); each kind is worded here in Polish and English.
import { m } from '$lib/paraglide/messages.js';
import type { Reason, ScoredOption } from '$lib/bot';
import { describeProposal } from '$lib/ui/describe';
import { i18n, type Locale } from '$lib/i18n.svelte';
import { cardsCount, plural } from '$lib/i18n/plural';
import type { Game, Seat } from '$lib/rules';
import { diceText } from '$lib/ui/words/cards';
import { terrainName } from '$lib/ui/words/names';
import { seatCardName, unitNameOn } from '$lib/ui/words/seat-names';

/** "2d8" (or "1d6 + 1d8") from the dice's sides, in the language's abbreviation. */
export function diceSides(sides: readonly number[], locale?: Locale): string {
  const counts = new Map<number, number>();
  for (const s of sides) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => diceText(`${n}d${s}`, locale)).join(' + ');
}

/** 0.623 → "62" */
export const percent = (p: number): string => String(Math.round(p * 100));

/** +2 / −1 / 0, with a sign */
export function signed(n: number): string {
  const r = Math.round(n * 10) / 10;
  return r > 0 ? `+${r}` : r < 0 ? `−${-r}` : '0';
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

/** One reason in words. `game` is the position the bot decided at; `seat` the bot's. */
export function reasonText(game: Game, seat: Seat, r: Reason, locale: Locale = i18n.locale): string {
  const o = { locale };
  const card = (id: string) => seatCardName(game, seat, id);
  switch (r.kind) {
    case 'odds': {
      const attack = r.dice.length ? `${r.attack} + ${diceSides(r.dice, locale)}` : String(r.attack);
      return m.solo_reason_odds({ attack, defense: r.defense, win: percent(r.win), lose: percent(r.lose) }, o);
    }
    case 'nightfall':
      return m.solo_reason_nightfall({ squares: signed(r.squares), lead: signed(r.lead) }, o);
    case 'threat':
      return r.change <= 0
        ? m.solo_reason_threat_avoided({ unit: unitNameOn(game, r.square), square: r.square, change: signed(r.change) }, o)
        : m.solo_reason_threat_exposed({ unit: unitNameOn(game, r.square), square: r.square, change: signed(r.change) }, o);
    case 'reply':
      return m.solo_reason_reply({ loss: signed(-r.loss), hands: r.hands }, o);
    case 'attack-next':
      return m.solo_reason_attack_next({ unit: unitNameOn(game, r.target), square: r.target, win: percent(r.win) }, o);
    case 'supply':
      return m.solo_reason_supply({}, o);
    case 'forced-march':
      return m.solo_reason_forced_march({}, o);
    case 'terrain':
      return m.solo_reason_terrain({ terrain: terrainName(r.terrain, locale), square: r.square }, o);
    case 'redoubt':
      return m.solo_reason_redoubt({ square: r.square }, o);
    case 'restore':
      return m.solo_reason_restore({ unit: unitNameOn(game, r.square), square: r.square, chance: percent(r.chance) }, o);
    case 'card':
      return m.solo_reason_card({ card: card(r.card), worth: signed(r.worth) }, o);
    case 'dead-card':
      return m.solo_reason_dead_card({ card: card(r.card) }, o);
    case 'attrition':
      return m.solo_reason_attrition({ mine: r.mine, theirs: r.theirs }, o);
    case 'pace':
      return r.sooner ? m.solo_reason_pace_sooner({ lead: signed(r.lead) }, o) : m.solo_reason_pace_later({ lead: signed(r.lead) }, o);
    case 'material':
      return m.solo_reason_material({ change: signed(r.change) }, o);
    case 'setup':
      return m.solo_reason_setup({ what: SETUP_WHAT[r.what]({}, o), value: signed(r.value) }, o);
    case 'only':
      return m.solo_reason_only({}, o);
    case 'futures': {
      const x = { futures: r.futures, won: r.won, mine: r.mine, theirs: r.theirs };
      return r.night ? m.solo_reason_futures_night(x, o) : m.solo_reason_futures_next(x, o);
    }
    case 'stop':
      return r.phase === 'combat'
        ? r.target && r.win !== undefined
          ? m.solo_reason_stop_combat_best({ unit: unitNameOn(game, r.target), square: r.target, win: percent(r.win) }, o)
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

/** "Adiutant holds 5 cards" / "Adiutant ma w ręce 5 kart". */
export function handCountText(name: string, n: number, locale: Locale = i18n.locale): string {
  return m.solo_hand_count({ name, cards: cardsCount(n, locale) }, { locale });
}

export interface OptionWords {
  text: string;
  score: string;
  reasons: string[];
  chosen: boolean;
}

/** "Why?": the bot's top options in words (the action as the history would tell it, its score, its reasons). */
export function optionsWords(game: Game, seat: Seat, options: readonly ScoredOption[], locale: Locale = i18n.locale): OptionWords[] {
  return options.map((o, i) => ({
    text: describeProposal(game, o.action, o.dice, locale) ?? m.solo_option_unknown({}, { locale }),
    score: o.score <= -1e8 ? m.solo_score_never({}, { locale }) : m.solo_score({ score: Math.round(o.score * 10) / 10 }, { locale }),
    reasons: o.reasons.map((r) => reasonText(game, seat, r, locale)),
    chosen: i === 0
  }));
}
