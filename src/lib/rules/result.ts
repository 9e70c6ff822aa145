// chessops habit: parsing and rule checks return a Result with an error code, never throw.
import { ERRORS, reason, type ErrorCode, type ErrorDef } from './errors';

export interface RuleError {
  /** stable code, also the i18n key of the reason (see errors.ts) */
  code: ErrorCode;
  /** human reason in English, with the rule number */
  message: string;
  /** the rule the refusal comes from, e.g. "5-R5" */
  rule?: string;
  /** values filled into the message */
  params?: Record<string, string | number>;
  /** the refusal behind this one (e.g. the illegal action inside an imported record) */
  cause?: RuleError;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: RuleError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** A refusal in the given language, with the refusal behind it (if any) in the same language. */
export function explain(error: RuleError, lang: 'pl' | 'en'): string {
  const params = error.cause ? { ...error.params, reason: explain(error.cause, lang) } : error.params;
  return reason(error.code, lang, params);
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
