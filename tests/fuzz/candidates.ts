// Candidate actions for checking the engine both ways (tests/fuzz/both-ways.ts): perturbations of the
// listed legal actions (other squares, other cards of the catalogue, other uses, other dice) and a
// broad set of every action type built from the state, so that an action the engine accepts but
// `legalActions` does not list has a real chance to be tried. Also the equivalence of spellings.
import {
  DEFAULT_CATALOG,
  EDGES,
  NATION_IDS,
  other,
  SQUARES,
  squareIndex,
  type Action,
  type Game,
  type GameState,
  type LegalAction,
  type NationId,
  type Seat
} from '../../src/lib/rules';

type R = () => number;

const pick = <T>(xs: readonly T[], r: R): T => xs[Math.floor(r() * xs.length)]!;

/** Up to n distinct elements of xs, at random. */
function sample<T>(xs: readonly T[], n: number, r: R): T[] {
  if (xs.length <= n) return [...xs];
  const copy = [...xs];
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(r() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

/** The square and every square within 2 orthogonal steps of it (13 at most). */
function near(sq: string): string[] {
  const i = squareIndex(sq);
  if (i < 0) return [sq];
  const f = i % 8;
  const k = i >> 3;
  const out: string[] = [];
  for (let df = -2; df <= 2; df++)
    for (let dk = -2; dk <= 2; dk++) {
      if (Math.abs(df) + Math.abs(dk) > 2) continue;
      const ff = f + df;
      const kk = k + dk;
      if (ff >= 0 && ff < 8 && kk >= 0 && kk < 8) out.push(SQUARES[kk * 8 + ff]!);
    }
  return out;
}

/** The seat that acts now (the engine does not say whose card a `play` is: the step does). */
export function actor(s: GameState): Seat | null {
  if (s.stage !== 'play') return s.stage === 'setup' && s.first !== null ? s.first : null;
  if (s.pending) return other(s.active);
  const cb = s.combat;
  if (cb && (cb.step === 'withdraw' || cb.step === 'defender' || cb.step === 'retreat')) return other(s.active);
  if (cb && cb.step === 'choose') return cb.chooser;
  return s.active;
}

function deckIds(nation: NationId): string[] {
  return DEFAULT_CATALOG.army(nation).deck.map((d) => d.id);
}

/** A listed action with its dice filled in (random values within each die's sides). */
export function filled(l: LegalAction, r: R): Action {
  const a = structuredClone(l.action) as Action & { dice?: number[] };
  if (l.dice) a.dice = l.dice.map((sides) => 1 + Math.floor(r() * sides));
  return a;
}

interface Env {
  s: GameState;
  r: R;
  /** card ids to try in a card field: the actor's deck and a few of the other army's */
  cards: string[];
  own: string[];
  enemy: string[];
}

function env(game: Game, r: R): Env {
  const s = game.state;
  const seat = actor(s) ?? s.active;
  const armies = s.armies;
  const nation = armies?.[seat].nation ?? 'france';
  const otherNation = armies?.[other(seat)].nation ?? 'great-britain';
  return {
    s,
    r,
    cards: [...sample(deckIds(nation), 10, r), ...sample(deckIds(otherNation), 1, r), 'no-such-card'],
    own: armies ? armies[s.stage === 'play' ? s.active : seat].units.map((u) => u.square) : [],
    enemy: armies ? armies[other(s.stage === 'play' ? s.active : seat)].units.map((u) => u.square) : []
  };
}

/** Variants of one legal action: one field changed at a time. */
function perturb(a: Action, e: Env): unknown[] {
  const { r } = e;
  const out: unknown[] = [];
  const vary = (key: string, values: unknown[]) => {
    for (const v of values) out.push(v === undefined ? omit(a, key) : { ...a, [key]: v });
  };
  const squares = (sq: string) => [...sample(near(sq), 5, r), pick(SQUARES, r), 'z9'];
  const rec = a as unknown as Record<string, unknown>;
  for (const key of ['from', 'to', 'target', 'square']) if (typeof rec[key] === 'string') vary(key, squares(rec[key] as string));
  if ('unit' in rec) {
    if (a.type === 'deploy') vary('unit', sample([...(e.s.armies?.flatMap((x) => x.toDeploy) ?? []), 'nobody'], 3, r));
    else if (typeof rec.unit === 'string')
      vary('unit', [...squares(rec.unit as string), ...sample(e.own, 2, r), ...(a.type === 'advance' ? [null] : [])]);
    else vary('unit', sample(e.own, 3, r));
  }
  if ('card' in rec) vary('card', sample(e.cards, 5, r));
  if (a.type === 'play') {
    vary('use', ['combat', 'command', undefined]);
    vary('unit', [...sample(e.own, 2, r), undefined]);
    const sup = (rec.supporting as string[] | undefined) ?? [];
    vary('supporting', [
      [],
      [...sup].reverse(),
      [...sup, pick(e.own, r) ?? 'a1'],
      sup.slice(1),
      [...sup, ...sup.slice(0, 1)],
      sample(e.own, 2, r)
    ]);
  }
  if (a.type === 'discard') vary('cards', [sample(e.cards, 2, r), [...a.cards, ...a.cards], [...a.cards, pick(e.cards, r)], []]);
  if ('dice' in rec && Array.isArray(rec.dice)) {
    const d = rec.dice as number[];
    vary('dice', [[], [...d, 1], d.map(() => 0), d.map(() => 11), undefined]);
  }
  if (a.type === 'choose-nations')
    vary('nations', [
      [a.nations[1], a.nations[0]],
      [a.nations[0], a.nations[0]]
    ]);
  if (a.type === 'choose-result') vary('choice', ['retreat', 'hit', 'both']);
  if (a.type === 'bombard' || a.type === 'volley') out.push({ ...a, type: a.type === 'bombard' ? 'volley' : 'bombard' });
  if (a.type === 'assault') out.push({ ...a, type: 'bombard' }, { ...a, type: 'volley' }, { ...a, type: 'grand-battery' });
  if (a.type === 'restore') out.push({ ...a, type: 'rally' }, { ...a, type: 'redoubt' });
  if (a.type === 'rally') out.push({ ...omit(a, 'dice'), type: 'restore' });
  if (a.type === 'advance') out.push({ type: 'pass' });
  return out;
}

function omit(a: object, key: string): object {
  const copy = { ...a } as Record<string, unknown>;
  delete copy[key];
  return copy;
}

/** A broad set of every action type from the state: own and enemy squares, cards of the catalogue. */
function broad(e: Env): unknown[] {
  const { s, r } = e;
  const out: unknown[] = [
    { type: 'end-phase' },
    { type: 'draw' },
    { type: 'supply' },
    { type: 'guerrilla' },
    { type: 'pass' },
    { type: 'deal' },
    { type: 'roll-first-player', dice: [1 + Math.floor(r() * 10), 1 + Math.floor(r() * 10)] },
    { type: 'roll-first-player', dice: [4, 4] },
    { type: 'choose-nations', nations: sample(NATION_IDS, 2, r) },
    { type: 'choose-army', nation: pick(NATION_IDS, r) },
    ...EDGES.map((edge) => ({ type: 'choose-edge', edge })),
    { type: 'choose-result', choice: 'retreat' },
    { type: 'choose-result', choice: 'hit' },
    { type: 'advance', unit: null },
    { type: 'roll', dice: [] },
    { type: 'roll', dice: [1, 1] }
  ];
  const mine = sample(e.own, 3, r);
  const theirs = sample(e.enemy, 3, r);
  const cards = (n: number) => sample(e.cards, n, r);
  for (const from of mine) {
    for (const to of sample(near(from), 6, r)) {
      out.push({ type: 'move', from, to }, { type: 'forced-march', from, to }, { type: 'skirmish-move', to });
      out.push({ type: 'retreat', to }, { type: 'advance', unit: from }, { type: 'assign-hit', unit: from });
    }
    for (const target of theirs) {
      const [c1, c2] = cards(2);
      out.push({ type: 'assault', from, target, card: c1 }, { type: 'bombard', from, target, card: c1 });
      out.push({ type: 'volley', from, target, card: c2 }, { type: 'grand-battery', from, target, card: c2 });
    }
    for (const card of cards(3)) {
      out.push(
        { type: 'restore', card, unit: from },
        { type: 'rally', card, unit: from, dice: [3] },
        { type: 'redoubt', card, unit: from }
      );
      out.push({ type: 'play', card, unit: from }, { type: 'play', card, use: 'command', supporting: [from] });
    }
  }
  for (const target of theirs) out.push({ type: 'ambush', target, card: pick(e.cards, r) }, { type: 'ambush', target, card: 'ambush' });
  for (const card of cards(4)) {
    out.push(
      { type: 'discard', cards: [card] },
      { type: 'scout', card },
      { type: 'withdraw', card },
      { type: 'withdraw', card, dice: [2] }
    );
    out.push({ type: 'play', card }, { type: 'play', card, use: 'combat' });
  }
  out.push({ type: 'discard', cards: cards(3) });
  if (s.armies && s.stage === 'setup')
    for (const army of s.armies)
      for (const unit of sample(army.toDeploy, 2, r))
        for (const square of sample(SQUARES, 4, r)) out.push({ type: 'deploy', unit, square });
  return out;
}

/**
 * Candidate actions for this game: every listed action's perturbations (for at most `perturbed`
 * listed actions, at random) and the broad set. Duplicates are left in (they cost little).
 */
export function candidates(game: Game, listed: readonly LegalAction[], r: R, perturbed = 24): unknown[] {
  const e = env(game, r);
  const out: unknown[] = [];
  for (const l of sample(listed, perturbed, r)) out.push(...perturb(filled(l, r), e));
  out.push(...broad(e));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Equivalent spellings

const DICE_ACTIONS = new Set(['roll-first-player', 'roll', 'withdraw', 'rally']);

/**
 * The canonical spelling of an action for comparing an accepted action with the listed ones:
 * dice values and their origin left out (a listed action names the dice to fill in; the engine
 * ignores dice where they are not used), a `supporting` list sorted, the two nations sorted,
 * fields the engine ignores for this card dropped (a Leader's `unit`, a unit card's `use`), a
 * defending Leader's `use: 'combat'` (its only use) dropped, a `pass` at the advance step as
 * `advance null` (both decline an optional advance). Multi-card discards: see `accepted`.
 */
export function canonical(game: Game, action: unknown): string {
  const s = game.state;
  const a = structuredClone(action) as Record<string, unknown>;
  delete a.rolledBy;
  delete a.afterUndo;
  if (DICE_ACTIONS.has(a.type as string)) delete a.dice;
  if (a.type === 'choose-nations' && Array.isArray(a.nations)) a.nations = [...(a.nations as string[])].sort();
  if (a.type === 'pass' && s.combat?.step === 'advance') return JSON.stringify({ type: 'advance', unit: null });
  if (a.type === 'play' && s.armies) {
    const seat = actor(s)!;
    const def = DEFAULT_CATALOG.card(s.armies[seat].nation, a.card as string);
    // a defender's card is always for the defending unit (6.1-R10): `unit` is not part of its spelling
    if (def?.kind !== 'unit' || s.combat?.step === 'defender') delete a.unit;
    if (def?.kind !== 'leader') {
      delete a.use;
      delete a.supporting;
    }
    if (def?.kind === 'leader' && s.combat?.step === 'defender' && a.use === 'combat') delete a.use;
    // an attacking Leader with Command 1 and no `use` is used for Combat (its only use, 9.1-R2)
    if (def?.kind === 'leader' && s.combat?.step === 'attacker' && a.use === undefined && def.command <= 1) a.use = 'combat';
    if (def?.kind === 'leader' && a.use === 'command' && a.supporting === undefined) a.supporting = [];
    if (def?.kind === 'leader' && (a.use === 'combat' || a.use === undefined) && Array.isArray(a.supporting) && a.supporting.length === 0)
      delete a.supporting;
    if (Array.isArray(a.supporting)) a.supporting = [...(a.supporting as string[])].sort();
  }
  return JSON.stringify(a, Object.keys(a).sort());
}

/** Is this accepted action listed, up to equivalent spellings (a multi-card discard: each card singly)? */
export function listedAs(game: Game, keys: Set<string>, action: unknown): boolean {
  const a = action as { type?: string; cards?: unknown };
  if (a.type === 'discard' && Array.isArray(a.cards) && a.cards.length > 1)
    return a.cards.every((card) => keys.has(canonical(game, { type: 'discard', cards: [card] })));
  return keys.has(canonical(game, action));
}
