// The editable values of the settings screen (units, unit cards, leaders): what each field is,
// its label, how a typed value is read and checked, and how a value is shown. Pure functions;
// every word comes from the Paraglide messages (card_* and unit_* are reused).
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/i18n.svelte';
import type { CardField, UnitField } from '$lib/data/overrides';
import { diceText } from '$lib/ui/words/cards';

export type FieldKind = 'dice' | 'number' | 'choice' | 'bool' | 'type';

export interface FieldSpec<K extends string = string> {
  key: K;
  kind: FieldKind;
  label: () => string;
  /** number: bounds; choice: the choices are min..max */
  min?: number;
  max?: number;
  /** the value an absent one stands for (pursuit 0, no dice '', not NRA false) */
  absent?: string | number | boolean;
}

export const UNIT_FIELDS: readonly FieldSpec<UnitField>[] = [
  { key: 'type', kind: 'type', label: () => m.set_unit_type() },
  { key: 'full', kind: 'number', min: 0, max: 20, label: () => m.set_unit_full() },
  { key: 'reduced', kind: 'number', min: 0, max: 20, label: () => m.set_unit_reduced() }
];

export const UNIT_CARD_FIELDS: readonly FieldSpec<CardField>[] = [
  { key: 'attack', kind: 'dice', absent: '', label: () => m.card_attack() },
  { key: 'defense', kind: 'number', min: 0, max: 20, label: () => m.card_defense() },
  { key: 'bombard', kind: 'dice', absent: '', label: () => m.card_bombard() },
  { key: 'volley', kind: 'dice', absent: '', label: () => m.card_volley() },
  { key: 'range', kind: 'choice', min: 1, max: 2, label: () => m.card_range() },
  { key: 'pursuit', kind: 'choice', min: 0, max: 6, absent: 0, label: () => m.card_pursuit() },
  { key: 'withdraw', kind: 'choice', min: 0, max: 6, absent: 0, label: () => m.card_withdraw() },
  { key: 'notRequiredToAdvance', kind: 'bool', absent: false, label: () => m.card_not_required_to_advance() }
];

export const LEADER_FIELDS: readonly FieldSpec<CardField>[] = [
  { key: 'command', kind: 'choice', min: 1, max: 4, label: () => m.card_command() },
  { key: 'combat', kind: 'number', min: 0, max: 20, label: () => m.card_combat() },
  { key: 'rally', kind: 'choice', min: 0, max: 6, label: () => m.card_rally() },
  { key: 'pursuitModifier', kind: 'choice', min: -3, max: 3, absent: 0, label: () => m.card_pursuit_modifier() }
];

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: () => string };

const DICE = /^([1-4])\s*[dk]\s*(6|8|10)$/i;

/** "2d8", "2k8", " 2 D 8 " → "2d8"; "" → "" (not printed on the card); anything else is refused. */
export function parseDice(text: string): Parsed<string> {
  const t = text.trim();
  if (t === '' || t === '-' || t === '—') return { ok: true, value: '' };
  const x = DICE.exec(t);
  if (!x) return { ok: false, message: () => m.set_err_dice({ value: t }) };
  return { ok: true, value: `${x[1]}d${x[2]}` };
}

/** A whole number within min..max ("−2" with a real minus sign too). */
export function parseWhole(text: string, min: number, max: number): Parsed<number> {
  const t = text.trim().replace('−', '-');
  const bad = { ok: false as const, message: () => m.set_err_number({ value: text.trim(), min, max }) };
  if (!/^-?\d{1,3}$/.test(t)) return bad;
  const n = Number(t);
  return n >= min && n <= max ? { ok: true, value: n } : bad;
}

/** The value of a field as its input shows it (dice in the language's notation, "2k8" in Polish). */
export function fieldText(spec: FieldSpec, value: unknown, locale?: Locale): string {
  if (value === undefined || value === null || value === '') {
    return spec.absent === undefined || spec.kind === 'dice' ? '' : String(spec.absent);
  }
  if (spec.kind === 'dice') return diceText(String(value), locale);
  return String(value);
}

/** The value for "built-in: …" hints: dice localised, no value "—", yes/no in words. */
export function valueWords(spec: FieldSpec, value: unknown, locale?: Locale): string {
  const o = locale ? { locale } : {};
  if (spec.kind === 'bool') return value ? m.card_yes({}, o) : m.set_no({}, o);
  if (spec.kind === 'type') return value === 'cavalry' ? m.unit_cavalry({}, o) : m.unit_infantry({}, o);
  if (value === undefined || value === '') return spec.absent !== undefined && spec.kind !== 'dice' ? String(spec.absent) : '—';
  if (spec.kind === 'dice') return diceText(String(value), locale);
  return signedIf(spec, Number(value));
}

function signedIf(spec: FieldSpec, n: number): string {
  if (spec.key !== 'pursuitModifier') return String(n);
  return n < 0 ? `−${Math.abs(n)}` : n > 0 ? `+${n}` : '0';
}

/** The choices of a 'choice' field, with their labels. */
export function choices(spec: FieldSpec): { value: number; label: string }[] {
  const out: { value: number; label: string }[] = [];
  for (let n = spec.min ?? 0; n <= (spec.max ?? 0); n++) out.push({ value: n, label: signedIf(spec, n) });
  return out;
}
