// The engine's refusal as the player reads it (src/lib/ui/refusal.ts): the reason in the player's
// language with the rule number, following the language chosen.
import { describe, expect, it } from 'vitest';
import { setLanguage } from '$lib/i18n.svelte';
import { applyAction, explain, type RuleError } from '$lib/rules';
import { refusalReason, refusalText } from '$lib/ui/words/refusal';
import { END, fixture } from '../app/fixtures';

/** 4-R2: a move in the Draw Phase, refused by the engine */
function moveInDrawPhase(): RuleError {
  const r = applyAction(fixture('ordinary-turn'), END);
  if (!r.ok) throw new Error(r.error.message);
  const refused = applyAction(r.value, { type: 'move', from: 'b2', to: 'b5' });
  if (refused.ok) throw new Error('accepted');
  return refused.error;
}

describe('refusalText', () => {
  it('the reason with its rule, in the current language', () => {
    const err = moveInDrawPhase();
    expect(err.code).toBe('phase/wrong');
    setLanguage('en');
    expect(refusalText(err)).toMatch(/ — rule 4$/);
    setLanguage('pl');
    expect(refusalText(err)).toMatch(/ — zasada 4$/);
  });

  it('in a language given, the engine’s explanation first', () => {
    const err = moveInDrawPhase();
    // the rulebook's section a player can look up ('4'), not the engine's fine id ('4-R3')
    expect(refusalText(err, 'en')).toBe(`${explain(err, 'en')} — rule 4`);
    expect(refusalText(err, 'pl')).toBe(`${explain(err, 'pl')} — zasada 4`);
    expect(refusalReason(err, 'pl')).toBe(explain(err, 'pl'));
  });

  it('no rule: the reason alone; no refusal: nothing', () => {
    const { rule: _rule, ...err } = moveInDrawPhase();
    expect(refusalText(err, 'en')).toBe(explain(err, 'en'));
    expect(refusalText(null, 'en')).toBeNull();
  });
});
