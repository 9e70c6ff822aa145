// The shape of one error code's reasons (errors.ts): English, Polish and the rule behind it.
export interface ErrorDef {
  en: string;
  pl: string;
  rule?: string;
}
