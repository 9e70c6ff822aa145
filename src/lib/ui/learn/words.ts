// The lessons' screens in words: each action offered on a stage (its kind, card and squares), the
// stars, a lesson's rule numbers. Every word comes from the Paraglide messages (or the lessons'
// own {pl, en} texts); `locale` is optional: without it the app's current language is used.
import { m } from '$lib/paraglide/messages.js';
import { i18n, type Locale } from '$lib/i18n.svelte';
import type { Text } from '$lib/learn';
import { prompt, type Action, type Game, type NationId } from '$lib/rules';
import { cardName } from '$lib/ui/words/cards';
import type { Offer } from './pad';

type Opt = { locale?: Locale };

/** A lesson's text in the language. */
export function say(text: Text, locale: Locale = i18n.locale): string {
  return text[locale] ?? text.en;
}

/** The nation acting in the stage's game (the one whose cards are offered). */
function actingNation(game: Game): NationId | null {
  const seat = prompt(game).player ?? game.state.active;
  return game.state.armies?.[seat]?.nation ?? null;
}

/** A card by its id, as the play screen names it ("1st Cuirassiers — A 2d6 / D 5", "Napoleon"). */
export function cardText(game: Game, card: string, locale?: Locale): string {
  const nation = actingNation(game);
  return nation ? cardName(game.catalog, nation, card, locale) : card;
}

const FORM: Record<string, (i: Record<string, never>, o?: Opt) => string> = {
  assault: m.lrn_form_assault,
  bombard: m.lrn_form_bombard,
  volley: m.lrn_form_volley,
  'grand-battery': m.lrn_form_grand_battery,
  ambush: m.lrn_form_ambush
};

/** An action offered on a stage, as its button says it. */
export function actionText(game: Game, a: Action, locale?: Locale): string {
  const o: Opt = locale ? { locale } : {};
  const card = (id: string) => cardText(game, id, locale);
  switch (a.type) {
    case 'end-phase':
      return m.lrn_act_end_phase({}, o);
    case 'draw':
      return m.lrn_act_draw({}, o);
    case 'supply':
      return m.lrn_act_supply({}, o);
    case 'guerrilla':
      return m.lrn_act_guerrilla({}, o);
    case 'pass':
      return m.lrn_act_pass({}, o);
    case 'withdraw':
    case 'scout':
      return m.lrn_act_play({ card: card(a.card) }, o);
    case 'discard':
      return a.cards.map(card).join(', ');
    case 'play':
      if (a.use === 'combat') return m.lrn_act_combat_use({ card: card(a.card) }, o);
      if (a.use === 'command')
        return a.supporting?.length
          ? m.lrn_act_command_with({ card: card(a.card), squares: a.supporting.join(', ') }, o)
          : m.lrn_act_command({ card: card(a.card) }, o);
      return a.unit ? m.lrn_act_play_for({ card: card(a.card), square: a.unit }, o) : m.lrn_act_play({ card: card(a.card) }, o);
    case 'ambush':
      // the card is the Ambush itself: the target says which one
      return m.lrn_act_ambush({ square: a.target }, o);
    case 'assault':
    case 'bombard':
    case 'volley':
    case 'grand-battery':
      return m.lrn_act_form({ form: FORM[a.type]!({}, o), card: card(a.card) }, o);
    case 'restore':
      return m.lrn_act_restore({ card: card(a.card) }, o);
    case 'rally':
      return m.lrn_act_rally({ card: card(a.card) }, o);
    case 'redoubt':
      return m.lrn_act_redoubt({ card: card(a.card) }, o);
    case 'move':
      return m.lrn_act_move({ from: a.from, to: a.to }, o);
    case 'forced-march':
      return m.lrn_act_forced_march({ from: a.from, to: a.to }, o);
    case 'retreat':
      return m.lrn_act_retreat({ square: a.to }, o);
    case 'skirmish-move':
      return m.lrn_act_skirmish({ square: a.to }, o);
    case 'advance':
      return a.unit ? m.lrn_act_advance({ square: a.unit }, o) : m.lrn_act_no_advance({}, o);
    case 'deploy': {
      const nation = actingNation(game);
      const unit = (nation && game.catalog.unit(nation, a.unit)?.name) || a.unit;
      return m.lrn_act_deploy({ unit, square: a.square }, o);
    }
    default:
      return a.type;
  }
}

/** An offer's words. */
export function offerText(game: Game, offer: Offer, locale?: Locale): string {
  return actionText(game, offer.action, locale);
}

/** "★★☆" for 2 of 3 stars (the screen gives the words to screen readers). */
export function starGlyphs(stars: number, max = 3): string {
  return '★'.repeat(Math.max(0, Math.min(stars, max))) + '☆'.repeat(Math.max(0, max - stars));
}
