// Actions and action goals in words, in both languages (issue 30): what a learner's legal answer
// did and what the stage asks for instead ("You chose Michel Ney for Combat; this stage asks for
// Jean Lannes for Command…"). Card, unit and leader names are the catalogue's (unit names are
// printed in English on both editions); the HQ cards' Polish names are the rulebook's (glossary).
import type { Action, CombatForm, Game, NationId, Seat, Square } from '$lib/rules';
import type { ActionGoal, Text } from './types';

type Lang = 'pl' | 'en';

/** 1.4-R3: the HQ card types, as the rulebook names them. */
const HQ: Readonly<Record<string, Text>> = {
  ambush: { pl: 'Zasadzka', en: 'Ambush' },
  'committed-attack': { pl: 'Atak z poświęceniem', en: 'Committed Attack' },
  'forced-march': { pl: 'Forsowny marsz', en: 'Forced March' },
  guerrilla: { pl: 'Partyzanci', en: 'Guerrilla' },
  redoubt: { pl: 'Reduta', en: 'Redoubt' },
  regroup: { pl: 'Przegrupowanie', en: 'Regroup' },
  sappers: { pl: 'Saperzy/Inżynierzy', en: 'Sappers/Engineers' },
  skirmish: { pl: 'Potyczka', en: 'Skirmish' },
  scout: { pl: 'Zwiadowca/Szpieg', en: 'Scout/Spy' },
  supply: { pl: 'Zaopatrzenie', en: 'Supply' },
  withdraw: { pl: 'Wycofanie', en: 'Withdraw' }
};

const FORMS: Readonly<Record<string, Text>> = {
  assault: { pl: 'Natarcie', en: 'an Assault' },
  bombard: { pl: 'Bombardowanie', en: 'a Bombardment' },
  bombardment: { pl: 'Bombardowanie', en: 'a Bombardment' },
  volley: { pl: 'Salwa', en: 'a Volley' },
  ambush: { pl: 'Zasadzka', en: 'an Ambush' },
  'grand-battery': { pl: 'Wspaniała artyleria', en: 'a Grand Battery' }
};

const USES: Readonly<Record<string, Text>> = {
  command: { pl: 'Dowodzenia', en: 'Command' },
  combat: { pl: 'Walki', en: 'Combat' }
};

/** "a, b and c" / "a, b i c"; with `or`: "a or b" / "a albo b". */
function list(items: readonly string[], lang: Lang, or = false): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = or ? (lang === 'pl' ? 'albo' : 'or') : lang === 'pl' ? 'i' : 'and';
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

/** Words about one game: the nations of its seats, its units and cards by the catalogue. */
class Words {
  constructor(
    readonly game: Game,
    readonly seat: Seat
  ) {}

  private nation(seat: Seat = this.seat): NationId {
    return this.game.state.armies?.[seat].nation ?? 'france';
  }

  /** The name of a unit by id (either army). */
  unitName(id: string): string {
    for (const s of [this.seat, (1 - this.seat) as Seat]) {
      const u = this.game.catalog.unit(this.nation(s), id);
      if (u) return u.name;
    }
    return id;
  }

  /** The name of the unit on a square (either army), or the square itself. */
  unitOn(square: Square): string {
    for (const a of this.game.state.armies ?? []) {
      const u = a.units.find((x) => x.square === square);
      if (u) return this.unitName(u.unit);
    }
    return square;
  }

  /** A card of the acting seat's army: a Leader's name, an HQ card's type, a unit card's unit and values. */
  card(id: string, lang: Lang): string {
    const def = this.game.catalog.card(this.nation(), id);
    if (!def) return id;
    if (def.kind === 'leader') return def.name;
    if (def.kind === 'hq') return (HQ[def.type] ?? { pl: def.title, en: def.title })[lang];
    const dice = (d: string) => (lang === 'pl' ? d.replace('d', 'k') : d);
    const values: string[] = [];
    const name = (pl: string, en: string) => (lang === 'pl' ? pl : en);
    if (def.attack) values.push(`${name('Atak', 'Attack')} ${dice(def.attack)}`);
    if (def.bombard) values.push(`${name('Bombardowanie', 'Bombard')} ${dice(def.bombard)}`);
    if (def.volley) values.push(`${name('Salwa', 'Volley')} ${dice(def.volley)}`);
    values.push(`${name('Obrona', 'Defence')} ${def.defense}`);
    const unit = this.unitName(def.unit);
    return lang === 'pl' ? `karta ${unit} (${values.join(', ')})` : `a ${unit} card (${values.join(', ')})`;
  }

  cards(ids: readonly string[], lang: Lang, or = false): string {
    return list(
      ids.map((c) => this.card(c, lang)),
      lang,
      or
    );
  }

  /** A Leader played for its Combat or Command (with its supporting units). */
  leader(card: string, use: string, supporting: readonly Square[] | undefined, lang: Lang): string {
    const name = this.card(card, lang);
    const u = USES[use] ?? { pl: use, en: use };
    if (use !== 'command') return lang === 'pl' ? `karta ${name} użyta do ${u.pl}` : `${name} for ${u.en}`;
    const sup = supporting ?? [];
    const units = list(sup, lang);
    if (lang === 'pl') {
      const tail = !sup.length
        ? 'bez jednostek wspierających'
        : sup.length === 1
          ? `z jednostką wspierającą z ${units}`
          : `z jednostkami wspierającymi z ${units}`;
      return `karta ${name} użyta do ${u.pl}, ${tail}`;
    }
    const tail = !sup.length ? 'with no supporting unit' : `with the supporting unit${sup.length > 1 ? 's' : ''} on ${units}`;
    return `${name} for ${u.en}, ${tail}`;
  }

  /** A combat declared from a square (or an Ambush) on a target, started by a card. */
  combat(form: string, from: Square | undefined, target: Square, cards: readonly string[] | undefined, lang: Lang): string {
    const f = (FORMS[form] ?? { pl: form, en: form })[lang];
    const by = from ? (lang === 'pl' ? ` z pola ${from} (${this.unitOn(from)})` : ` from ${from} (${this.unitOn(from)})`) : '';
    const on = lang === 'pl' ? ` na ${target} (${this.unitOn(target)})` : ` at ${target} (${this.unitOn(target)})`;
    const with_ = cards?.length
      ? lang === 'pl'
        ? `, karta: ${this.cards(cards, lang, true)}`
        : `, with ${this.cards(cards, lang, true)}`
      : '';
    return `${f}${by}${on}${with_}`;
  }
}

const both = (f: (lang: Lang) => string): Text => ({ pl: f('pl'), en: f('en') });

/** An action as a noun phrase ("a move of the Imperial Guard from e2 to e3"), from the game it is made on. */
export function actionWords(game: Game, seat: Seat, action: Action): Text {
  const w = new Words(game, seat);
  const a = action;
  return both((lang) => {
    const pl = lang === 'pl';
    switch (a.type) {
      case 'deploy':
        return pl
          ? `rozstawienie jednostki ${w.unitName(a.unit)} na polu ${a.square}`
          : `the ${w.unitName(a.unit)} deployed on ${a.square}`;
      case 'end-phase':
        return pl ? 'zakończenie fazy' : 'ending the phase';
      case 'discard':
        return a.cards.length
          ? pl
            ? `odrzucenie kart: ${w.cards(a.cards, lang)}`
            : `a discard of ${w.cards(a.cards, lang)}`
          : pl
            ? 'odrzucenie niczego'
            : 'discarding nothing';
      case 'draw':
        return pl ? 'dobranie kart' : 'the draw';
      case 'move':
      case 'forced-march': {
        const what = a.type === 'move' ? (pl ? 'ruch' : 'a move') : pl ? 'Forsowny marsz' : 'a Forced March';
        return pl
          ? `${what} jednostki ${w.unitOn(a.from)} z ${a.from} na ${a.to}`
          : `${what} of the ${w.unitOn(a.from)} from ${a.from} to ${a.to}`;
      }
      case 'supply':
      case 'guerrilla':
        return pl ? `zagranie karty ${HQ[a.type]!.pl}` : `playing ${HQ[a.type]!.en}`;
      case 'scout':
        return pl ? `zagranie: ${w.card(a.card, lang)}` : `playing ${w.card(a.card, lang)}`;
      case 'pass':
        return pl ? 'spasowanie' : 'a pass';
      case 'assault':
      case 'bombard':
      case 'volley':
      case 'grand-battery':
        return w.combat(a.type, a.from, a.target, [a.card], lang);
      case 'ambush':
        return w.combat('ambush', undefined, a.target, [a.card], lang);
      case 'withdraw':
        return pl ? `wycofanie, karta: ${w.card(a.card, lang)}` : `a withdrawal with ${w.card(a.card, lang)}`;
      case 'play': {
        if (a.use) return w.leader(a.card, a.use, a.supporting, lang);
        const card = w.card(a.card, lang);
        if (!a.unit) return pl ? `zagranie: ${card}` : `playing ${card}`;
        return pl ? `zagranie: ${card} dla jednostki na ${a.unit}` : `playing ${card} for the unit on ${a.unit}`;
      }
      case 'roll':
        return pl ? 'rzut kośćmi' : 'the roll';
      case 'choose-result':
        return a.choice === 'retreat' ? (pl ? 'wybór: Ucieczka' : 'choosing Retreat') : pl ? 'wybór: rana' : 'choosing a hit';
      case 'retreat':
        return pl ? `ucieczka na ${a.to}` : `a retreat to ${a.to}`;
      case 'advance':
        return a.unit === null
          ? pl
            ? 'rezygnacja z zajęcia terenu'
            : 'not advancing'
          : pl
            ? `zajęcie terenu jednostką z ${a.unit}`
            : `an advance by the unit on ${a.unit}`;
      case 'assign-hit':
        return pl ? `rana dla jednostki na ${a.unit}` : `the hit on the unit on ${a.unit}`;
      case 'skirmish-move':
        return pl ? `ruch po Potyczce na ${a.to}` : `the Skirmish move to ${a.to}`;
      case 'restore':
        return pl
          ? `przywrócenie jednostki ${w.unitOn(a.unit)} (${a.unit}), karta: ${w.card(a.card, lang)}`
          : `restoring the ${w.unitOn(a.unit)} (${a.unit}) with ${w.card(a.card, lang)}`;
      case 'rally':
        return pl
          ? `próba przywrócenia jednostki ${w.unitOn(a.unit)} (${a.unit}) Zbiórką dowódcy ${w.card(a.card, lang)}`
          : `a Rally of the ${w.unitOn(a.unit)} (${a.unit}) by ${w.card(a.card, lang)}`;
      case 'redoubt':
        return pl
          ? `Reduta pod jednostką na ${a.unit}, karta: ${w.card(a.card, lang)}`
          : `a Redoubt under the unit on ${a.unit}, with ${w.card(a.card, lang)}`;
      default:
        return a.type;
    }
  });
}

/** What kinds of action a `legal` goal accepts, as nouns: [type, Polish, English]. */
const TYPE_WORDS: ReadonlyMap<string, Text> = new Map(
  (
    [
      ['move', 'ruch dowolnej jednostki', 'a move of any unit'],
      ['retreat', 'ucieczka na dowolne z dozwolonych pól', 'a retreat to any of the squares allowed'],
      ['draw', 'dobranie kart', 'the draw'],
      ['supply', 'zagranie karty Zaopatrzenie', 'playing Supply'],
      ['guerrilla', 'zagranie karty Partyzanci', 'playing Guerrilla'],
      ['withdraw', 'wycofanie kartą Wycofanie', 'a withdrawal with a Withdraw card'],
      ['scout', 'zagranie karty Zwiadowca/Szpieg', 'playing Scout/Spy']
    ] as const
  ).map(([type, pl, en]) => [type, { pl, en }])
);

/** A stage's action goal as a noun phrase: what the stage asks for. */
export function goalWords(game: Game, seat: Seat, goal: ActionGoal): Text {
  const w = new Words(game, seat);
  return both((lang) => {
    const pl = lang === 'pl';
    switch (goal.goal) {
      case 'legal':
        return list(
          goal.types.map((t) => (TYPE_WORDS.get(t) ?? { pl: t, en: t })[lang]),
          lang,
          true
        );
      case 'at':
        return pl ? `jednostka ${w.unitName(goal.unit)} na polu ${goal.square}` : `the ${w.unitName(goal.unit)} on ${goal.square}`;
      case 'restored': {
        const unit = w.unitName(goal.unit);
        const cards = goal.cards?.length ? w.cards(goal.cards, lang, true) : '';
        if (pl) return `przywrócenie jednostki ${unit}${cards ? `, karta: ${cards}` : ''}`;
        return `restoring the ${unit}${cards ? ` with ${cards}` : ''}`;
      }
      case 'combat':
        return w.combat(goal.form as CombatForm, goal.from, goal.target, goal.cards, lang);
      case 'redoubt':
        return pl ? `Reduta na polu ${goal.square}` : `a Redoubt on ${goal.square}`;
      case 'play': {
        if (goal.use)
          return list(
            goal.cards.map((c) => w.leader(c, goal.use!, goal.supporting, lang)),
            lang,
            true
          );
        const cards = w.cards(goal.cards, lang, true);
        const unit = goal.unit ? (pl ? ` dla jednostki na ${goal.unit}` : ` for the unit on ${goal.unit}`) : '';
        return pl ? `zagranie: ${cards}${unit}` : `playing ${cards}${unit}`;
      }
      case 'discard':
        return pl ? `odrzucenie kart: ${w.cards(goal.cards, lang)}` : `a discard of ${w.cards(goal.cards, lang)}`;
    }
  });
}
