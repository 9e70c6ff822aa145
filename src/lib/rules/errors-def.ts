// The shape of one error code's reasons (errors.ts): English, Polish and the rule behind it.
export interface ErrorDef {
  en: string;
  pl: string;
  rule?: string;
}

/** One code's reasons, as the tables write them: `e(pl, en, rule?)`. */
export const e = (pl: string, en: string, rule?: string): ErrorDef => (rule === undefined ? { en, pl } : { en, pl, rule });
