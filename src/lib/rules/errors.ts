// Error codes of the rules engine with their human reasons in both languages and the rule behind
// each refusal. The code is stable (tests and the UI key on it); {name} placeholders take params.
// The reasons are domain text owned by the engine, so every consumer (UI, fuzz reports, replay of
// an imported record) can explain a refusal in Polish or English without the UI's i18n runtime.

import { PLAY_ERRORS } from './errors-play';
import { SETUP_ERRORS } from './errors-setup';
import type { ErrorDef } from './errors-def';

export type { ErrorDef } from './errors-def';

/**
 * The engine's codes, by area (setup, play). The layers above keep their own codes in their own
 * tables (store/errors.ts, app/errors.ts, learn/errors.ts) and raise them with `failFrom`.
 */
export const ERRORS = { ...SETUP_ERRORS, ...PLAY_ERRORS } as const satisfies Record<string, ErrorDef>;

export type ErrorCode = keyof typeof ERRORS;

/** Phase names as the rulebook gives them (a {phase} param is shown in the reader's language). */
const PHASE_NAMES: Record<string, { en: string; pl: string }> = {
  discard: { en: 'Discard', pl: 'Odrzucenia' },
  draw: { en: 'Draw', pl: 'Dobrania' },
  movement: { en: 'Movement', pl: 'Ruchu' },
  combat: { en: 'Combat', pl: 'Walki' },
  restoration: { en: 'Restoration', pl: 'Przywrócenia' }
};

/** Combat forms as a {form} param, in the case the messages use (Polish accusative: "rozpocząć Salwę"). */
const FORM_NAMES: Record<string, { en: string; pl: string }> = {
  assault: { en: 'an Assault', pl: 'Natarcie' },
  ambush: { en: 'an Ambush', pl: 'Zasadzkę' },
  bombard: { en: 'a Bombardment', pl: 'Bombardowanie' },
  volley: { en: 'a Volley', pl: 'Salwę' },
  'grand-battery': { en: 'a Grand Battery', pl: 'Wspaniałą artylerię' }
};

/** Armies as an {army} param: "The army of France" / "Armia Francji" (Polish genitive). */
const ARMY_NAMES: Record<string, { en: string; pl: string }> = {
  france: { en: 'France', pl: 'Francji' },
  'great-britain': { en: 'Great Britain', pl: 'Wielkiej Brytanii' },
  austria: { en: 'Austria', pl: 'Austrii' },
  prussia: { en: 'Prussia', pl: 'Prus' },
  russia: { en: 'Russia', pl: 'Rosji' },
  spain: { en: 'Spain', pl: 'Hiszpanii' },
  'ottoman-empire': { en: 'the Ottoman Empire', pl: 'Imperium Otomańskiego' },
  'united-states': { en: 'the United States', pl: 'Stanów Zjednoczonych' }
};

const NAMES: Record<string, Record<string, { en: string; pl: string }>> = { phase: PHASE_NAMES, form: FORM_NAMES, army: ARMY_NAMES };

/** A {blockers} param, squares joined by commas: "d3" / "c3 and d2"; in Polish with its noun, "polu d3" / "polach c3 i d2". */
function squaresText(list: string, lang: 'pl' | 'en'): string {
  const squares = list.split(',').filter(Boolean);
  const last = squares.pop() ?? '';
  const and = lang === 'pl' ? ' i ' : ' and ';
  const text = squares.length ? `${squares.join(', ')}${and}${last}` : last;
  return lang === 'pl' ? `${squares.length ? 'polach' : 'polu'} ${text}` : text;
}

/** The reason for an error code in the given language, with params filled in. */
export function reason(code: ErrorCode, lang: 'pl' | 'en', params?: Record<string, string | number>): string {
  return fillReason(ERRORS[code], lang, params);
}

/** A table's reason in the given language, with params filled in (phase and form names in that language). */
export function fillReason(def: ErrorDef, lang: 'pl' | 'en', params?: Record<string, string | number>): string {
  let text = def[lang];
  if (params)
    for (const [k, v] of Object.entries(params)) {
      const names = NAMES[k];
      const shown = names ? (names[String(v)]?.[lang] ?? String(v)) : k === 'blockers' ? squaresText(String(v), lang) : String(v);
      text = text.split(`{${k}}`).join(shown);
    }
  return text;
}
