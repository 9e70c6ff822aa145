// What an action caused, read from the difference between the game before and after it: cards
// drawn to exhaustion or a reshuffle (2.3), hits, eliminations, restorations and moves not told
// by the main sentence, a Redoubt gone, the Guerrilla window, nightfall due, the end of the game
// (2.1 attrition, 2.2 nightfall with its score and tie-break).
import { m } from '$lib/paraglide/messages.js';
import { tieBreakText } from '../words/tie-break';
import type { Locale } from '$lib/i18n.svelte';
import { other, type GameState, type Seat } from '$lib/rules';
import type { Msg } from '../words/say';
import type { Words } from './words';

/** What the action caused, read from the difference between the states. */
export function consequences(w: Words): string[] {
  const { s, t, o, a } = w;
  const out: string[] = [];
  if (a.type === 'draw') {
    const me = s.active;
    if (t.decks[me].exhausted && !s.decks[me].exhausted) out.push(m.hist_draw_exhausted({}, o));
    if (t.decks[me].reshuffles > s.decks[me].reshuffles) out.push(m.hist_draw_reshuffle({}, o));
  }
  if (s.armies && t.armies && s.stage !== 'setup') {
    for (const seat of [0, 1] as Seat[]) {
      for (const u of s.armies[seat].units) {
        const v = t.armies[seat].units.find((x) => x.unit === u.unit);
        const name = w.unitById(seat, u.unit);
        if (!v) {
          if (t.armies[seat].eliminated.includes(u.unit)) out.push(m.hist_fx_eliminated({ unit: name }, o));
          continue;
        }
        if (!u.reduced && v.reduced && !w.toldHit.has(`${seat}:${u.unit}`)) out.push(m.hist_fx_hit({ unit: name }, o));
        if (u.reduced && !v.reduced) out.push(m.hist_fx_restored({ unit: name }, o));
        if (u.square !== v.square && !w.told.has(`${seat}:${u.unit}`))
          out.push(m.hist_fx_moved({ unit: name, from: u.square, to: v.square }, o));
      }
    }
    for (const sq of s.redoubts) if (!t.redoubts.includes(sq)) out.push(m.hist_fx_redoubt_gone({ square: sq }, o));
  }
  if (t.pending && !s.pending) out.push(m.hist_fx_guerrilla_window({}, o));
  if (t.nightfallDue && !s.nightfallDue && t.stage !== 'over')
    out.push(w.after.options.nightfall === 'player-turn' ? m.hist_fx_nightfall_due_player({}, o) : m.hist_fx_nightfall_due_game({}, o));
  if (t.stage === 'over' && s.stage !== 'over' && t.result) {
    const winner = w.actor(t.result.winner);
    if (t.result.by === 'attrition') out.push(m.hist_fx_attrition({ player: winner }, o));
    else {
      out.push(m.hist_fx_nightfall({ player: winner, score: scoreText(t) }, o));
      const tie = tieBreakText(t.result.score?.decidedBy, w.locale);
      if (tie) out.push(tie);
    }
  }
  return out;
}

/** "7:5", the winner's controlled squares first. */
export function scoreText(t: GameState): string {
  const r = t.result;
  if (!r?.score || !t.armies) return '';
  const win = t.armies[r.winner].nation;
  const lose = t.armies[other(r.winner)].nation;
  return `${r.score.score[win] ?? 0}:${r.score.score[lose] ?? 0}`;
}
