// Actions in words, Polish and English: the history of a game as the players would tell it
// ("Ala (Francja) porusza jednostkę Imperial Guard d2→d3"). Every description is read from the
// game before the action (names, squares, the combat under way) and the game after it (what it
// caused: hits, eliminations, retreats, nightfall). The engine decides; this module only words it.
import { m } from '$lib/paraglide/messages.js';
import { getLocale } from '$lib/paraglide/runtime.js';
import type { Locale } from '$lib/i18n.svelte';
import {
  combatResult,
  combatTotalsOf,
  prompt,
  type Action,
  type ActionType,
  type DiceOrigin,
  type Game,
  type GameState,
  type NationId,
  type Phase,
  type Seat
} from '$lib/rules';
import type { LeaderCardDef } from '$lib/data/types';
import { cardName, diceText, hqName, unitCardValues, unitName } from './cards';
import { nationName } from './names';

type Opt = { locale?: Locale };

export interface HistoryEntry {
  /** 0-based index of the action in the game record */
  index: number;
  type: ActionType;
  /** game turn before the action (0 during setup) */
  turn: number;
  /** phase before the action, or 'setup' */
  phase: Phase | 'setup';
  /** who acted (null: both players, e.g. the first-player roll and the deal) */
  seat: Seat | null;
  text: string;
  /** dice values carried by the action */
  dice?: number[];
  /** the app rolled the dice (not typed from real dice) */
  app?: boolean;
  /** dice of earlier app rolls an undo took back before these were entered (issue 11: dice trust) */
  afterUndo?: number[][];
}

export { nationName };

/** The column label of a phase ("Ruch" / "Movement"), or "Przygotowanie" / "Setup". */
export function phaseName(phase: Phase | 'setup', locale?: Locale): string {
  const o = locale ? { locale } : {};
  switch (phase) {
    case 'setup':
      return m.hist_setup({}, o);
    case 'discard':
      return m.hist_phase_discard({}, o);
    case 'draw':
      return m.hist_phase_draw({}, o);
    case 'movement':
      return m.hist_phase_movement({}, o);
    case 'combat':
      return m.hist_phase_combat({}, o);
    case 'restoration':
      return m.hist_phase_restoration({}, o);
  }
}

/** The dice of an action, if it carries any. */
export function actionDice(a: Action): number[] | undefined {
  return 'dice' in a && Array.isArray(a.dice) && a.dice.length ? [...a.dice] : undefined;
}

/** "4, 7" */
export function diceList(dice: readonly number[]): string {
  return dice.join(', ');
}

const other = (s: Seat): Seat => (s === 0 ? 1 : 0);

/** Everything one description needs. */
class Words {
  readonly s: GameState;
  readonly t: GameState;
  readonly o: Opt;
  readonly seat: Seat | null;
  /** units ("seat:unit-id") whose movement the main sentence already tells */
  readonly told = new Set<string>();
  /** units whose hit the main sentence already tells */
  readonly toldHit = new Set<string>();

  constructor(
    readonly before: Game,
    readonly after: Game,
    readonly a: Action,
    readonly locale: Locale
  ) {
    this.s = before.state;
    this.t = after.state;
    this.o = { locale };
    this.seat = prompt(before).player;
  }

  name(seat: Seat): string {
    return this.before.setup.players[seat] ?? `#${seat + 1}`;
  }

  nation(seat: Seat): NationId | null {
    return this.s.armies?.[seat]?.nation ?? this.t.armies?.[seat]?.nation ?? null;
  }

  /** "Ala (Francja)", or "Ala" before the armies are chosen, or "Obaj gracze". */
  actor(seat: Seat | null = this.seat): string {
    if (seat === null) return m.hist_both({}, this.o);
    const n = this.s.armies ? this.nation(seat) : null;
    return n ? `${this.name(seat)} (${nationName(n, this.locale)})` : this.name(seat);
  }

  unitById(seat: Seat, id: string): string {
    const n = this.nation(seat);
    return n ? unitName(this.before.catalog, n, id) : id;
  }

  /** The unit standing on a square before the action. */
  at(square: string): { seat: Seat; id: string; name: string } | null {
    const armies = this.s.armies;
    if (!armies) return null;
    for (const seat of [0, 1] as Seat[]) {
      const u = armies[seat].units.find((x) => x.square === square);
      if (u) return { seat, id: u.unit, name: this.unitById(seat, u.unit) };
    }
    return null;
  }

  unitAt(square: string): string {
    return this.at(square)?.name ?? square;
  }

  squareOf(seat: Seat, id: string, state: GameState = this.s): string | null {
    return state.armies?.[seat].units.find((u) => u.unit === id)?.square ?? null;
  }

  /** A card as named in a sentence: unit cards by their values "[A 2k8 / O 5]", others by name. */
  card(seat: Seat, id: string): string {
    const n = this.nation(seat);
    if (!n) return id;
    const def = this.before.catalog.card(n, id);
    if (!def) return cardName(this.before.catalog, n, id, this.locale);
    if (def.kind === 'unit') return `[${unitCardValues(def, this.locale)}]`;
    if (def.kind === 'hq') return hqName(def, this.locale);
    return def.name;
  }

  cardDef(seat: Seat, id: string) {
    const n = this.nation(seat);
    return n ? this.before.catalog.card(n, id) : undefined;
  }
}

function sentence(w: Words): string {
  const { a, s, t, o } = w;
  const actor = w.actor();
  const me = s.active;
  switch (a.type) {
    // --- setup (rule 3) ---
    case 'roll-first-player': {
      const [d0, d1] = a.dice;
      const base = { p0: w.name(0), d0, p1: w.name(1), d1 };
      if (d0 === d1) return m.hist_roll_tie(base, o);
      return m.hist_roll_first({ ...base, first: w.name(d0 > d1 ? 0 : 1) }, o);
    }
    case 'choose-map': {
      const sections = (a.sections ?? []).map((x) => `${x.id} (${x.rotation}°)`).join(', ');
      if (a.sections && a.terrain) return m.hist_map_corrected({ actor, sections }, o);
      if (a.sections) return m.hist_map_sections({ actor, sections }, o);
      return m.hist_map_terrain({ actor }, o);
    }
    case 'choose-nations':
      return m.hist_choose_nations(
        { actor, a: nationName(a.nations[0], w.locale), b: nationName(a.nations[1], w.locale) },
        o
      );
    case 'choose-army': {
      const seat = w.seat ?? s.first ?? 0;
      const theirs = t.armies?.[other(seat)]?.nation;
      return m.hist_choose_army(
        {
          actor,
          nation: nationName(a.nation, w.locale),
          other: w.name(other(seat)),
          otherNation: theirs ? nationName(theirs, w.locale) : '—'
        },
        o
      );
    }
    case 'choose-edge': {
      const seat = w.seat ?? 0;
      const opposite = t.armies?.[other(seat)]?.edge ?? a.edge;
      return m.hist_choose_edge({ actor, edge: edgeName(a.edge, o), other: w.name(other(seat)), opposite: edgeName(opposite, o) }, o);
    }
    case 'deal':
      return m.hist_deal({}, o);
    case 'deploy': {
      const seat = w.seat ?? 0;
      w.told.add(`${seat}:${a.unit}`);
      return m.hist_deploy({ actor, unit: w.unitById(seat, a.unit), square: a.square }, o);
    }

    // --- phases (rule 4) ---
    case 'end-phase':
      switch (s.phase) {
        case 'discard':
          return m.hist_end_discard({ actor }, o);
        case 'draw':
          return m.hist_end_draw({ actor }, o);
        case 'movement':
          return m.hist_end_movement({ actor }, o);
        case 'combat':
          return m.hist_end_combat({ actor }, o);
        case 'restoration':
          return m.hist_end_restoration({ actor }, o);
      }
      return m.hist_pass({ actor }, o);
    case 'discard':
      return a.cards.length === 1 ? m.hist_discard_one({ actor }, o) : m.hist_discard_many({ actor, count: a.cards.length }, o);
    case 'draw': {
      const count = t.decks[me].hand - s.decks[me].hand;
      return count === 1 ? m.hist_draw_one({ actor }, o) : m.hist_draw_many({ actor, count }, o);
    }
    case 'scout':
      return m.hist_scout({ actor, card: w.card(me, a.card) }, o);

    // --- movement (rule 5) ---
    case 'move': {
      const u = w.at(a.from);
      if (u) w.told.add(`${u.seat}:${u.id}`);
      return m.hist_move({ actor, unit: u?.name ?? a.from, from: a.from, to: a.to }, o);
    }
    case 'supply':
      return m.hist_supply({ actor }, o);
    case 'forced-march': {
      const u = w.at(a.from);
      if (u) w.told.add(`${u.seat}:${u.id}`);
      return m.hist_forced_march({ actor, unit: u?.name ?? a.from, from: a.from, to: a.to }, o);
    }
    case 'guerrilla':
      return m.hist_guerrilla({ actor, card: s.pending ? w.card(me, s.pending.card) : '—' }, o);
    case 'pass': {
      if (s.pending) return m.hist_pass_guerrilla({ actor }, o);
      switch (s.combat?.step) {
        case 'withdraw':
          return m.hist_pass_withdraw({ actor }, o);
        case 'defender':
          return m.hist_pass_defender({ actor }, o);
        case 'attacker':
          return m.hist_pass_attacker({ actor }, o);
        case 'advance':
          return m.hist_advance_none({ actor }, o);
      }
      return m.hist_pass({ actor }, o);
    }

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

    // --- restoration (rule 7) ---
    case 'restore':
      return m.hist_restore({ actor, unit: w.unitAt(a.unit), card: w.card(me, a.card) }, o);
    case 'rally': {
      const d = w.cardDef(me, a.card) as LeaderCardDef | undefined;
      const leader = d?.name ?? a.card;
      const unit = w.unitAt(a.unit);
      if (d?.rallyAutomatic || !a.dice?.length) return m.hist_rally_auto({ actor, leader, unit }, o);
      const ok = !!w.at(a.unit) && !t.armies![me].units.find((u) => u.square === a.unit)?.reduced;
      return m.hist_rally(
        { actor, leader, unit, value: d?.rally ?? '?', dice: diceList(a.dice), result: ok ? m.hist_success({}, o) : m.hist_failure({}, o) },
        o
      );
    }
    case 'redoubt':
      return m.hist_redoubt({ actor, unit: w.unitAt(a.unit), square: a.unit }, o);
  }
}

function playSentence(w: Words, a: Extract<Action, { type: 'play' }>): string {
  const { s, o } = w;
  const actor = w.actor();
  const cb = s.combat;
  const me = s.active;
  if (cb?.step === 'defender') {
    const seat = other(me);
    const d = w.cardDef(seat, a.card);
    if (d?.kind === 'leader')
      return m.hist_play_defense_leader({ actor, leader: d.name, value: d.combatDefense ?? d.combat }, o);
    return m.hist_play_defense({ actor, card: w.card(seat, a.card), unit: w.unitById(seat, cb.defender) }, o);
  }
  const d = w.cardDef(me, a.card);
  if (d?.kind === 'unit') return m.hist_play_attack({ actor, card: w.card(me, a.card), unit: a.unit ? w.unitAt(a.unit) : w.unitById(me, d.unit) }, o);
  if (d?.kind === 'leader') {
    const use = a.use ?? (d.command <= 1 ? 'combat' : 'command');
    if (use === 'combat') return m.hist_play_leader_combat({ actor, leader: d.name, value: d.combat }, o);
    const units = (a.supporting ?? []).map((sq) => w.unitAt(sq)).join(', ') || m.hist_none({}, o);
    return m.hist_play_leader_command({ actor, leader: d.name, units }, o);
  }
  if (d?.kind === 'hq') {
    if (d.type === 'committed-attack') return m.hist_play_committed({ actor, dice: diceText('2d6', w.locale) }, o);
    if (d.type === 'skirmish') return m.hist_play_skirmish({ actor }, o);
  }
  return m.hist_play_card({ actor, card: w.card(me, a.card) }, o);
}

function edgeName(edge: string, o: Opt): string {
  switch (edge) {
    case 'north':
      return m.hist_edge_north({}, o);
    case 'south':
      return m.hist_edge_south({}, o);
    case 'west':
      return m.hist_edge_west({}, o);
    case 'east':
      return m.hist_edge_east({}, o);
  }
  return edge;
}

function outcomeName(outcome: ReturnType<typeof combatResult>, o: Opt): string {
  switch (outcome) {
    case 'attackers-hit':
      return m.hist_outcome_attackers_hit({}, o);
    case 'no-effect':
      return m.hist_outcome_no_effect({}, o);
    case 'defender-chooses':
      return m.hist_outcome_defender_chooses({}, o);
    case 'attacker-chooses':
      return m.hist_outcome_attacker_chooses({}, o);
    case 'retreat-and-hit':
      return m.hist_outcome_retreat_and_hit({}, o);
    case 'eliminated':
      return m.hist_outcome_eliminated({}, o);
    case 'hit':
      return m.hist_outcome_hit({}, o);
  }
}

/** What the action caused, read from the difference between the states. */
function consequences(w: Words): string[] {
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
        if (u.square !== v.square && !w.told.has(`${seat}:${u.unit}`)) out.push(m.hist_fx_moved({ unit: name, from: u.square, to: v.square }, o));
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

/** How a nightfall tie was broken (2.2-R6), or null when the squares decided. */
export function tieBreakText(decidedBy: string | undefined, locale?: Locale): string | null {
  const o = locale ? { locale } : {};
  switch (decidedBy) {
    case 'eliminated':
      return m.hist_tie_eliminated({}, o);
    case 'reduced':
      return m.hist_tie_reduced({}, o);
    case 'nation-order':
      return m.hist_tie_nation_order({}, o);
  }
  return null;
}

/** "7:5", the winner's controlled squares first. */
export function scoreText(t: GameState): string {
  const r = t.result;
  if (!r?.score || !t.armies) return '';
  const win = t.armies[r.winner].nation;
  const lose = t.armies[other(r.winner)].nation;
  return `${r.score.score[win] ?? 0}:${r.score.score[lose] ?? 0}`;
}

function describePair(before: Game, after: Game, locale: Locale): HistoryEntry {
  const a = after.lastAction!;
  const w = new Words(before, after, a, locale);
  let text: string;
  try {
    text = sentence(w);
    const fx = consequences(w);
    if (fx.length) text += ` → ${fx.join(', ')}`;
  } catch {
    // never break the history over a description: fall back to the bare action
    text = `${w.actor()}: ${a.type}`;
  }
  const s = before.state;
  const dice = actionDice(a);
  const origin = a as DiceOrigin;
  const again = dice && origin.afterUndo?.length ? origin.afterUndo.map((d) => [...d]) : null;
  if (again) text += ` — ${m.hist_rerolled({ dice: again.map((d) => diceList(d)).join(' / ') }, w.o)}`;
  return {
    index: after.length - 1,
    type: a.type,
    turn: s.stage === 'setup' ? 0 : s.turn,
    phase: s.stage === 'setup' ? 'setup' : s.phase,
    seat: w.seat,
    text,
    ...(dice ? { dice } : {}),
    ...(dice && origin.rolledBy === 'app' ? { app: true } : {}),
    ...(again ? { afterUndo: again } : {})
  };
}

// Each game node is immutable, so its entry is computed once per language.
const cache = new WeakMap<Game, Partial<Record<Locale, HistoryEntry>>>();

function entryOf(before: Game, after: Game, locale: Locale): HistoryEntry {
  let c = cache.get(after);
  if (!c) cache.set(after, (c = {}));
  return (c[locale] ??= describePair(before, after, locale));
}

/** The games of the chain from the start to `game`, oldest first. */
function chain(game: Game): Game[] {
  const out: Game[] = [];
  for (let g: Game | null = game; g; g = g.previous) out.push(g);
  return out.reverse();
}

/**
 * The action at `index` (0-based, as in `toRecord(game).actions`) in words, in `locale` (default:
 * the current language). Null if there is no such action.
 */
export function describeAction(game: Game, index: number, locale?: Locale): HistoryEntry | null {
  if (index < 0 || index >= game.length) return null;
  let after: Game | null = game;
  while (after && after.length > index + 1) after = after.previous;
  if (!after || !after.previous || after.length !== index + 1) return null;
  return entryOf(after.previous, after, locale ?? getLocale());
}

/** The whole game in words, oldest first: turn and phase as they were before each action. */
export function historyEntries(game: Game, locale?: Locale): HistoryEntry[] {
  const l = locale ?? getLocale();
  const games = chain(game);
  const out: HistoryEntry[] = [];
  for (let i = 1; i < games.length; i++) out.push(entryOf(games[i - 1]!, games[i]!, l));
  return out;
}
