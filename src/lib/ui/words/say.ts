// The UI's many "this value, its name" lists (edges, steps, phases, combat results and forms), each
// written once as a table of Paraglide messages and read through `say` or `sayOr`.
import type { Locale } from '$lib/i18n.svelte';

/** A Paraglide message without inputs; the locale optional (else the current language). */
export type Msg = (inputs: Record<string, never>, options?: { locale?: Locale }) => string;

/** The message `table` has for `key`, in `locale` (else the current language). */
export function say<K extends string>(table: Readonly<Record<K, Msg>>, key: K, locale?: Locale): string {
  return table[key]({}, locale ? { locale } : {});
}

/** The message `table` has for `key`, in `locale`; `fallback` when it has none. */
export function sayOr(table: Readonly<Partial<Record<string, Msg>>>, key: string, fallback: string, locale?: Locale): string {
  const msg = table[key];
  return msg ? msg({}, locale ? { locale } : {}) : fallback;
}
