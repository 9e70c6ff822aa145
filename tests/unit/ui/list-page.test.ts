// Home's long saved lists (issue 31): the search finds a row by every word of the query, case and
// diacritics aside (Polish ł and l alike), among all the rows and in their order.
import { describe, expect, it } from 'vitest';
import { folded, matching } from '$lib/ui/home/list-page';

const rows = ['Bitwa pod Łodzią', 'Austerlitz — Ala (France) against Bartek (Austria)', 'Żółta łąka', 'Jena', 'Lipsk: ŁÓDŹ i okolice'];

describe('the saved lists’ search', () => {
  it('folds case and diacritics, ł included', () => {
    expect(folded('ŻÓŁTA Łąka Łódź')).toBe('zolta laka lodz');
  });

  it('finds the rows holding every word of the query, in their order; an empty query finds all', () => {
    expect(matching(rows, 'lodz', (r) => r)).toEqual(['Bitwa pod Łodzią', 'Lipsk: ŁÓDŹ i okolice']);
    expect(matching(rows, '  LODZ   lipsk ', (r) => r)).toEqual(['Lipsk: ŁÓDŹ i okolice']);
    expect(matching(rows, 'zolta laka', (r) => r)).toEqual(['Żółta łąka']);
    expect(matching(rows, 'austria ala', (r) => r)).toEqual([rows[1]]);
    expect(matching(rows, 'wagram', (r) => r)).toEqual([]);
    expect(matching(rows, '   ', (r) => r)).toBe(rows);
  });

  it('searches the text the caller gives for a row, not only its name', () => {
    const games = [
      { name: 'A', players: 'Ala Bartek' },
      { name: 'B', players: 'Celina Darek' }
    ];
    expect(matching(games, 'darek', (g) => `${g.name} ${g.players}`)).toEqual([games[1]]);
  });
});
