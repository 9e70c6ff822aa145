// Board mode's result in words (issue 23): Committed Attack hits come whatever the result (9.2-R8),
// so A = D with one Committed Attack is not "nothing happens"; an Ambush's A < D names no attacking
// unit (6.1-R3, 6.1-R18).
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '$lib/i18n.svelte';
import { m } from '$lib/paraglide/messages.js';
import { meaning } from '$lib/ui/boardmode/meaning';

describe('meaning of a result in board mode', () => {
  afterEach(() => setLanguage('en'));

  it('9.2-R8: one Committed Attack and A = D: no effect on the defender, but one Hit on a participating unit', () => {
    setLanguage('en');
    const text = meaning('no-effect', { committed: 1 });
    expect(text).not.toContain(m.bm_mean_no_effect());
    expect(text).toContain(m.bm_mean_committed_one({ count: 1 }));
    expect(text).toMatch(/1 Hit/);
    setLanguage('pl');
    expect(meaning('no-effect', { committed: 1 })).not.toMatch(/nic się nie dzieje/);
    expect(meaning('no-effect', { committed: 1 })).toMatch(/1 rana dla jednostki/);
    expect(meaning('defender-chooses', { committed: 2 })).toMatch(/2 rany dla jednostek/);
    expect(meaning('attackers-hit', { committed: 5 })).toMatch(/5 ran dla jednostek/);
  });

  it('without Committed Attack the table’s meaning alone (6.1 step 7)', () => {
    setLanguage('pl');
    expect(meaning('no-effect')).toBe(m.bm_mean_no_effect());
    expect(meaning('eliminated', { committed: 0 })).toBe(m.bm_mean_eliminated());
  });

  it('6.1-R3, 6.1-R18: an Ambush’s A < D hits the supporting units only, or nobody; never an attacking unit', () => {
    setLanguage('en');
    expect(meaning('attackers-hit', { ambush: true, supporting: 1 })).toBe(m.bm_mean_attackers_hit_ambush());
    expect(meaning('attackers-hit', { ambush: true, supporting: 1 })).not.toMatch(/the attacking unit and/);
    expect(meaning('attackers-hit', { ambush: true })).toBe(m.bm_mean_attackers_hit_lone());
    expect(meaning('attackers-hit')).toBe(m.bm_mean_attackers_hit());
  });
});
