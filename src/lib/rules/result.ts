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
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: RuleError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: ErrorCode, params?: Record<string, string | number>): Result<T> {
  const def: ErrorDef = ERRORS[code];
  const message = reason(code, 'en', params);
  const error: RuleError = { code, message: def.rule ? `${message} (rule ${def.rule})` : message };
  if (def.rule) error.rule = def.rule;
  if (params) error.params = params;
  return { ok: false, error };
}
