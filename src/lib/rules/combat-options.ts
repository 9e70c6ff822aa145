// What combat a unit could fight now, and why not (6-R1, 6.1 steps 1–2, 6.2 steps 1–2, 9.1-R5):
// the legal declarations from `legalActions`, and for a form with none the engine's own refusals,
// found by trying the declarations the player might have meant (every enemy, every card of the
// unit that has the value). Nothing here decides a rule: each reason is a handler's refusal.
import type { CardDef } from '../data/types';
import type { Action, Ambush, Assault, Fire, GrandBattery } from './actions';
import { formCardRefusal, noCardForForm, type DeclarationForm } from './combat-checks';
import { checkCard } from './decks';
import { applyAction } from './game';
import { legalActions } from './prompt';
import { fail, type RuleError } from './result';
import { other, type Game } from './state';
import { distance, squareIndex } from './board';

export type { DeclarationForm };
export const DECLARATION_FORMS: readonly DeclarationForm[] = ['assault', 'ambush', 'bombard', 'volley', 'grand-battery'];

/** A declaration action of the engine's action union. */
export type Declaration = Assault | Ambush | Fire | GrandBattery;

export function isDeclaration(a: Action): a is Declaration {
  return (DECLARATION_FORMS as readonly string[]).includes(a.type);
}

export interface FormOptions {
  form: DeclarationForm;
  /** the legal declarations of this form (empty: not possible now) */
  actions: Declaration[];
  /** when there is none: why, as the engine's refusals (distinct, the most telling first) */
  refusals: RuleError[];
}

/** Most refusals worth showing for one form. */
const MAX_REFUSALS = 3;

function declarations(game: Game): Declaration[] {
  return legalActions(game)
    .map((l) => l.action)
    .filter(isDeclaration);
}

/** The catalogue cards that could start this form for the unit (whatever the hand holds). */
function formCards(game: Game, form: DeclarationForm, unit: string | null): CardDef[] {
  const s = game.state;
  const deck = game.catalog.army(s.armies![s.active].nation).deck;
  return deck.filter((d) => !formCardRefusal(d, form, unit));
}

/** The forms this army can ever use: its deck has a card for them. */
export function armyForms(game: Game): DeclarationForm[] {
  const s = game.state;
  if (!s.armies) return [];
  const deck = game.catalog.army(s.armies[s.active].nation).deck;
  return DECLARATION_FORMS.filter((f) => deck.some((d) => !formCardRefusal(d, f, d.kind === 'unit' ? d.unit : null)));
}

function make(form: DeclarationForm, from: string | null, target: string, card: string): Declaration {
  return form === 'ambush' ? { type: 'ambush', target, card } : ({ type: form, from: from!, target, card } as Declaration);
}

/**
 * Why no `form` declaration exists from `from` (null for an Ambush) against the given targets:
 * no card of the unit with the value at all (8-R1); none that can still be in the hand (4-R6);
 * otherwise what the engine says when the declaration is tried on each target, nearest first.
 */
function refusalsFor(game: Game, form: DeclarationForm, from: string | null, targets: string[]): RuleError[] {
  const s = game.state;
  const me = s.active;
  const nation = s.armies![me].nation;
  const cards = formCards(game, form, from === null ? null : (s.armies![me].units.find((u) => u.square === from)?.unit ?? null));
  const seen = new Set<string>();
  const out: RuleError[] = [];
  const add = (e: RuleError) => {
    const key = `${e.code}|${JSON.stringify(e.params ?? {})}`;
    if (seen.has(key) || out.length >= MAX_REFUSALS) return;
    seen.add(key);
    out.push(e);
  };
  const phase = game.state.phase !== 'combat' || game.state.combatUsed || !!game.state.combat;
  if (phase && targets[0]) {
    // not the moment for a combat at all: the engine's reason (phase, one combat per turn)
    const r = applyAction(game, make(form, from, targets[0], cards[0]?.id ?? 'none'));
    if (!r.ok) return [r.error];
  }
  const unitName = (() => {
    if (from === null) return '';
    const u = s.armies![me].units.find((x) => x.square === from);
    return (u && game.catalog.unit(nation, u.unit)?.name) || from;
  })();
  if (cards.length === 0) return [noCardForForm(form, nation, unitName)];
  const held = cards.filter((d) => checkCard(s.decks[me], game.catalog, nation, d.id).ok);
  if (held.length === 0) {
    const e =
      s.decks[me].hand === 0
        ? fail('card/empty-hand')
        : from === null || form === 'grand-battery'
          ? fail('card/none-left-form', { form })
          : fail('card/none-left', { unit: unitName, form });
    return e.ok ? [] : [e.error];
  }
  const ordered =
    from === null
      ? targets
      : [...targets].sort((a, b) => distance(squareIndex(from), squareIndex(a)) - distance(squareIndex(from), squareIndex(b)));
  for (const t of ordered)
    for (const d of held) {
      const r = applyAction(game, make(form, from, t, d.id));
      if (!r.ok) add(r.error);
    }
  if (out.length === 0) {
    const e = fail('combat/no-target');
    if (!e.ok) out.push(e.error);
  }
  return out;
}

function enemySquares(game: Game): string[] {
  const s = game.state;
  return s.armies ? s.armies[other(s.active)].units.map((u) => u.square) : [];
}

/**
 * For the active player's unit on `from`: each form of combat its army has (except the Ambush,
 * which no unit starts), with the legal declarations or why there are none.
 */
export function combatOptions(game: Game, from: string): FormOptions[] {
  const all = declarations(game);
  const enemies = enemySquares(game);
  return armyForms(game)
    .filter((f) => f !== 'ambush')
    .map((form) => {
      const actions = all.filter((a) => a.type === form && 'from' in a && a.from === from);
      return { form, actions, refusals: actions.length ? [] : refusalsFor(game, form, from, enemies) };
    });
}

/**
 * Against the enemy unit on `target`: each form its army has, with the legal declarations (any
 * unit of the active player) or why there are none (tried from the active player's units nearest
 * the target first).
 */
export function combatOptionsAgainst(game: Game, target: string): FormOptions[] {
  const s = game.state;
  const all = declarations(game);
  const mine = s.armies ? s.armies[s.active].units.map((u) => u.square) : [];
  const near = [...mine].sort((a, b) => distance(squareIndex(a), squareIndex(target)) - distance(squareIndex(b), squareIndex(target)));
  return armyForms(game).map((form) => {
    const actions = all.filter((a) => a.type === form && a.target === target);
    if (actions.length) return { form, actions, refusals: [] };
    if (form === 'ambush') return { form, actions, refusals: refusalsFor(game, form, null, [target]) };
    // the reasons from the nearest of the player's units (they are what the player is asking about)
    const seen = new Set<string>();
    const refusals: RuleError[] = [];
    for (const from of near.slice(0, 3))
      for (const e of refusalsFor(game, form, from, [target])) {
        const key = `${e.code}|${JSON.stringify(e.params ?? {})}`;
        if (!seen.has(key) && refusals.length < MAX_REFUSALS) {
          seen.add(key);
          refusals.push(e);
        }
      }
    return { form, actions, refusals };
  });
}
