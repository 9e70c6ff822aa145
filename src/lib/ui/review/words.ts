// The review's words (issue 33): a moment's line ("Turn 7, Movement Phase (you): … — blunder
// (−24 %)"), its two sentences, the chance as a percentage. The reasons themselves are worded by
// the screen that composes this one (the route passes the solo screen's `reasonText`).
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/i18n.svelte';
import type { Reason } from '$lib/bot';
import type { Moment, MomentKind } from '$lib/review';
import type { Action, Game, Seat } from '$lib/rules';
import { describeProposal, phaseName } from '$lib/ui/describe';

/** A reason of the bot in words (the solo screen's `reasonText`, passed down by the route). */
export type ReasonWords = (game: Game, seat: Seat, r: Reason) => string;

const KIND: Record<MomentKind, (p: object, o: { locale: Locale }) => string> = {
  blunder: m.rv_kind_blunder,
  mistake: m.rv_kind_mistake,
  inaccuracy: m.rv_kind_inaccuracy
};

export function kindWord(kind: MomentKind, locale: Locale): string {
  return KIND[kind]({}, { locale });
}

/** A chance 0…1 as a whole percentage in the reader's language ("24 %", "24%"). */
export function pct(p: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(Math.round(p * 100) / 100);
}

/** An action at `game` in the history's words; its type when the engine cannot word it (dice still to roll). */
export function actionText(game: Game, action: Action, locale: Locale): string {
  return describeProposal(game, action, undefined, locale) ?? action.type;
}

/** The seat's name in a moment's line: "you" for the person reviewing a game against Adiutant. */
export function whoText(game: Game, seat: Seat, you: Seat | null, locale: Locale): string {
  return seat === you ? m.rv_you({}, { locale }) : game.setup.players[seat];
}

/** "Turn 7, Movement Phase (you): … — blunder (−24 %)" — `before` is the game before the decision. */
export function momentLine(before: Game, moment: Moment, you: Seat | null, locale: Locale): string {
  const s = before.state;
  return m.rv_line(
    {
      turn: s.turn,
      phase: phaseName(s.phase, { long: true, locale }),
      who: whoText(before, moment.seat, you, locale),
      action: actionText(before, moment.played, locale),
      kind: kindWord(moment.kind, locale),
      swing: pct(moment.swing, locale)
    },
    { locale }
  );
}
