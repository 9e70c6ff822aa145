// Combat actions in words (rules 6, 8, 9): declarations, withdrawals, cards played, the roll with
// its totals and result, the defender's choice, retreat, advance, hits and the Skirmish move.
import { m } from '$lib/paraglide/messages.js';
import { combatResult, combatTotalsOf, other, type Action } from '$lib/rules';
import { diceText } from '../words/cards';
import { outcomeName } from './outcome';
import { diceList, type Opt, type Words } from './words';

/** The sentence of a combat action (6, 8, 9), or null. */
export function combatSentence(w: Words): string | null {
  const { a, s, t, o, me, actorName: actor } = w;
  switch (a.type) {
    // --- combat (rules 6, 8, 9) ---
    case 'assault':
      return m.hist_assault(
        { actor, unit: w.unitAt(a.from), from: a.from, target: w.unitAt(a.target), to: a.target, card: w.card(me, a.card) },
        o
      );
    case 'ambush':
      return m.hist_ambush({ actor, target: w.unitAt(a.target), to: a.target }, o);
    case 'bombard':
    case 'volley': {
      const p = { actor, unit: w.unitAt(a.from), from: a.from, target: w.unitAt(a.target), to: a.target, card: w.card(me, a.card) };
      return a.type === 'bombard' ? m.hist_bombard(p, o) : m.hist_volley(p, o);
    }
    case 'grand-battery':
      return m.hist_grand_battery(
        { actor, card: w.card(me, a.card), unit: w.unitAt(a.from), from: a.from, target: w.unitAt(a.target), to: a.target },
        o
      );
    case 'withdraw': {
      const def = other(me);
      const unit = s.combat ? w.unitById(def, s.combat.defender) : '—';
      const d = w.cardDef(def, a.card);
      if (d?.kind === 'unit') {
        const ok = !t.combat || t.combat.withdrew;
        const p = { actor, unit, card: w.card(def, a.card), dice: diceList(a.dice ?? []) };
        return ok ? m.hist_withdraw_roll_ok(p, o) : m.hist_withdraw_roll_fail(p, o);
      }
      return m.hist_withdraw_card({ actor, unit }, o);
    }
    case 'play':
      return playSentence(w, a);
    case 'roll': {
      const dice = diceList(a.dice);
      const cb = s.combat;
      if (cb?.step === 'pursuit') return m.hist_roll_pursuit({ actor, dice }, o);
      if (!cb) return m.hist_roll_plain({ actor, dice }, o);
      const totals = combatTotalsOf(w.before, a.dice);
      if (!totals) return m.hist_roll_plain({ actor, dice }, o);
      const { attack, defense } = totals;
      const outcome = outcomeName(combatResult(cb.kind, attack.total, defense.total), o);
      return m.hist_roll_combat({ actor, dice, attack: attack.total, defense: defense.total, outcome }, o);
    }
    case 'choose-result': {
      const unit = s.combat ? w.unitById(other(me), s.combat.defender) : '—';
      if (s.combat && a.choice === 'hit') w.toldHit.add(`${other(me)}:${s.combat.defender}`);
      return a.choice === 'retreat' ? m.hist_choose_retreat({ actor, unit }, o) : m.hist_choose_hit({ actor, unit }, o);
    }
    case 'retreat': {
      const id = s.combat?.defender;
      const def = other(me);
      if (id) w.told.add(`${def}:${id}`);
      const from = id ? (w.squareOf(def, id) ?? '?') : '?';
      return m.hist_retreat({ actor, unit: id ? w.unitById(def, id) : '—', from, to: a.to }, o);
    }
    case 'advance': {
      if (a.unit === null) return m.hist_advance_none({ actor }, o);
      const u = w.at(a.unit);
      if (u) w.told.add(`${u.seat}:${u.id}`);
      return m.hist_advance({ actor, unit: u?.name ?? a.unit, from: a.unit, to: s.combat?.target ?? '?' }, o);
    }
    case 'assign-hit': {
      const u = w.at(a.unit);
      if (u) w.toldHit.add(`${u.seat}:${u.id}`);
      return m.hist_assign_hit({ actor, unit: u?.name ?? a.unit }, o);
    }
    case 'skirmish-move': {
      const id = s.combat?.attacker;
      const from = id ? (w.squareOf(me, id) ?? '?') : '?';
      const unit = id ? w.unitById(me, id) : '—';
      if (id) w.told.add(`${me}:${id}`);
      return from === a.to ? m.hist_skirmish_stay({ actor, unit, from }, o) : m.hist_skirmish_move({ actor, unit, from, to: a.to }, o);
    }
  }
  return null;
}

function playSentence(w: Words, a: Extract<Action, { type: 'play' }>): string {
  const { s, o } = w;
  const actor = w.actor();
  const cb = s.combat;
  const me = s.active;
  if (cb?.step === 'defender') {
    const seat = other(me);
    const d = w.cardDef(seat, a.card);
    if (d?.kind === 'leader') return m.hist_play_defense_leader({ actor, leader: d.name, value: d.combatDefense ?? d.combat }, o);
    return m.hist_play_defense({ actor, card: w.card(seat, a.card), unit: w.unitById(seat, cb.defender) }, o);
  }
  const d = w.cardDef(me, a.card);
  if (d?.kind === 'unit')
    return m.hist_play_attack({ actor, card: w.card(me, a.card), unit: a.unit ? w.unitAt(a.unit) : w.unitById(me, d.unit) }, o);
  if (d?.kind === 'leader') {
    // the engine takes a Leader play without its use only from a Leader whose one use is Combat
    // (Command 1, 9.1-R2): no other reading is guessed here
    if (a.use !== 'command') return m.hist_play_leader_combat({ actor, leader: d.name, value: d.combat }, o);
    const units = (a.supporting ?? []).map((sq) => w.unitAt(sq)).join(', ') || m.hist_none({}, o);
    return m.hist_play_leader_command({ actor, leader: d.name, units }, o);
  }
  if (d?.kind === 'hq') {
    if (d.type === 'committed-attack') return m.hist_play_committed({ actor, dice: diceText('2d6', w.locale) }, o);
    if (d.type === 'skirmish') return m.hist_play_skirmish({ actor }, o);
  }
  return m.hist_play_card({ actor, card: w.card(me, a.card) }, o);
}
