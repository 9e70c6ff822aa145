// chessops habit: parsing and rule checks return a Result with an error code, never throw.
import { ERRORS, fillReason, reason, type ErrorCode, type ErrorDef } from './errors';

export interface RuleError {
  /** stable code: the engine's (errors.ts), or one of a layer above it (the store's, the app's, the lessons') */
  code: ErrorCode | (string & {});
  /** human reason in English, with the rule number */
  message: string;
  /** the rule the refusal comes from, e.g. "5-R5" */
  rule?: string;
  /** values filled into the message */
  params?: Record<string, string | number>;
  /** the refusal behind this one (e.g. the illegal action inside an imported record) */
  cause?: RuleError;
  /** the reasons of a code that is not the engine's, from the table of the layer that raised it (failFrom) */
  text?: ErrorDef;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: RuleError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** A refusal in the given language, with the refusal behind it (if any) in the same language. */
export function explain(error: RuleError, lang: 'pl' | 'en'): string {
  const params = error.cause ? { ...error.params, reason: explain(error.cause, lang) } : error.params;
  return error.text ? fillReason(error.text, lang, params) : reason(error.code as ErrorCode, lang, params);
}

/** A refusal that wraps another (its reason goes into the {reason} placeholder). */
export function failWith<T = never>(code: ErrorCode, cause: RuleError, params: Record<string, string | number> = {}): Result<T> {
  const r = fail<T>(code, { ...params, reason: cause.message });
  if (!r.ok) r.error.cause = cause;
  return r;
}

export function fail<T = never>(code: ErrorCode, params?: Record<string, string | number>): Result<T> {
  const def: ErrorDef = ERRORS[code];
  const message = reason(code, 'en', params);
  const error: RuleError = { code, message: def.rule ? `${message} (rule ${def.rule})` : message };
  if (def.rule) error.rule = def.rule;
  if (params) error.params = params;
  return { ok: false, error };
}

/**
 * A refusal with a code of a layer above the engine (the store's, the app's, the lessons'), from
 * that layer's own table (chessops keeps its errors in the module that raises them). The error
 * carries its table's reasons (`text`), so `explain` words it in either language.
 */
export function failFrom<C extends string>(
  table: Readonly<Record<C, ErrorDef>>,
  code: C,
  params?: Record<string, string | number>
): RuleError {
  const def = table[code];
  const message = fillReason(def, 'en', params);
  const error: RuleError = { code, message: def.rule ? `${message} (rule ${def.rule})` : message, text: { pl: def.pl, en: def.en } };
  if (def.rule) error.rule = def.rule;
  if (params) error.params = params;
  return error;
}
