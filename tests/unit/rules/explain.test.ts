import { describe, expect, it } from 'vitest';
import { explain, replay } from '../../../src/lib/rules';

describe('refusals in both languages', () => {
  it('an illegal action inside an imported record is explained in Polish too (no English left inside)', () => {
    const r = replay({ format: 'adiutant-game/1', setup: { players: ['A', 'B'] }, actions: [{ type: 'deal' }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('record/illegal-action');
    expect(r.error.message).toContain('Action 1');
    const pl = explain(r.error, 'pl');
    expect(pl).toContain('Akcja 1');
    expect(pl).toContain('To nie jest bieżący krok przygotowania');
    expect(pl).not.toMatch(/setup step/);
    expect(explain(r.error, 'en')).toContain('That is not the current setup step');
  });
});
