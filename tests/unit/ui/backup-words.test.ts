// The words of backup and restore (src/lib/ui/backup): counts with real Polish plural forms
// (1 gra, 2 gry, 5 gier, 22 gry) and a restore's report and refusal in both languages.
import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '$lib/i18n.svelte';
import { gamesAndBoards, size } from '$lib/ui/backup/counts';
import { refusalWords, reportWords } from '$lib/ui/backup/words';
import { fail } from '$lib/rules/result';

afterAll(() => setLanguage('en'));

describe('backup words', () => {
  it('counts games and boards with their plural forms', () => {
    setLanguage('pl');
    expect([1, 2, 5, 12, 22, 25, 101].map((n) => gamesAndBoards(n, 0))).toEqual([
      '1 gra',
      '2 gry',
      '5 gier',
      '12 gier',
      '22 gry',
      '25 gier',
      '101 gier'
    ]);
    expect(gamesAndBoards(3, 1)).toBe('3 gry i 1 plansza');
    expect(gamesAndBoards(0, 5)).toBe('5 plansz');
    setLanguage('en');
    expect(gamesAndBoards(1, 2)).toBe('1 game and 2 boards');
    expect(size(2_500_000)).toMatch(/^2\.5\s?MB$/);
  });

  it('says what a restore added and skipped, or why it refused', () => {
    setLanguage('en');
    expect(
      reportWords('b.json', {
        added: [{ kind: 'game', name: 'Jena' }],
        broken: [{ name: 'Jena', index: 12 }],
        skipped: [{ kind: 'game', name: 'Eylau', why: 'further' }],
        overrides: 'kept'
      })
    ).toEqual([
      'Restored from b.json: added 1 game (Jena).',
      'Already here (the same game), skipped: Eylau (played further here).',
      'Restored whole, though they no longer replay to their end: Jena (stops before action 12). Each opens up to its last legal action.',
      "Your data corrections were kept (the file's differ)."
    ]);
    const error = fail('record/invalid', { detail: 'x' });
    if (error.ok) throw new Error('fail');
    setLanguage('pl');
    expect(refusalWords('b.json', { kind: 'game', index: 2, name: 'Jena', error: error.error })).toMatch(
      /^Nie przywrócono pliku b\.json: gra nr 2 \(Jena\) jest nieprawidłowa: .+\. Niczego nie zmieniono\.$/
    );
  });
});
