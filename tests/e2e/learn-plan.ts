// The taps that make an action with the play screen's own controls (issue 31: the lessons enter
// actions with the input layer, src/lib/ui/input), worked out from the engine alone: the squares of
// the board and the buttons of the step (by their data-testid / data-option). Shared by the
// lessons' browser tests (learn-steps.ts does them in Chromium) and their unit tests
// (tests/unit/ui/learn-input.test.ts gives them to the input's own classes). Null when the
// controls cannot make the action: they offer only what the engine lists (cards, forms of combat,
// attempts), while a square may be tapped anywhere (the engine then refuses it and says why).
import {
  applyAction,
  copiesLeft,
  isDeclaration,
  legalActions,
  prompt,
  type Action,
  type Declaration,
  type Game,
  type LegalAction
} from '../../src/lib/rules';

/** A tap of the board, a button of the step (a CSS selector), or a card marked in the discard sheet (its group opened first). */
export type Step = { square: string } | { click: string } | { discard: string };

const canon = (x: unknown): string =>
  JSON.stringify(x, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]])
        )
      : v
  );
/** the same action, its dice aside (the dice pad gives them) */
export const sameAction = (a: Action, b: Action) => canon({ ...a, dice: undefined }) === canon({ ...b, dice: undefined });

const seatOn = (g: Game, sq: string): number => g.state.armies?.findIndex((a) => a.units.some((u) => u.square === sq)) ?? -1;
const uniq = <T>(xs: T[]) => [...new Set(xs)];
const fromOf = (a: Declaration) => (a.type === 'ambush' ? null : a.from);

/** A card choice (CardChoice): its option button, behind "Cards…" when there are more tiles than fit in the bar. */
function option(key: string, tiles: number, inline: number): Step[] {
  return [...(tiles > inline ? [{ click: '[data-testid="cards-open"]' }] : []), { click: `[data-option="${key}"]` }];
}

/** A combat declared (StepDeclare): the unit, the target unless the unit's only one is picked with it, the card. */
function declareSteps(game: Game, legal: readonly LegalAction[], a: Declaration): Step[] | null {
  const decls = legal.map((l) => l.action).filter(isDeclaration);
  if (!decls.some((d) => sameAction(d, a))) return null;
  const steps: Step[] = [];
  let from: string | null = null;
  if (a.type !== 'ambush') {
    from = a.from;
    steps.push({ square: from });
    const reach = uniq(decls.filter((d) => fromOf(d) === from).map((d) => d.target));
    if (!(reach.length === 1 && reach[0] === a.target)) steps.push({ square: a.target });
  } else {
    steps.push({ square: a.target });
    // the one unit that can fight the target is picked with it
    const froms = uniq(decls.filter((d) => d.target === a.target && fromOf(d)).map((d) => fromOf(d)!));
    from = froms.length === 1 ? froms[0]! : null;
  }
  const choices = decls.filter((d) => d.target === a.target && (d.type === 'ambush' || (from !== null && fromOf(d) === from)));
  if (!choices.some((d) => sameAction(d, a))) return null;
  return [...steps, ...option(`${a.type}-${'from' in a ? a.from : ''}-${a.card}`, choices.length, 4)];
}

/** A card played in the attacker's step (StepAttack): unit cards by unit, a Leader's uses, HQ cards. */
function attackSteps(game: Game, legal: readonly LegalAction[], a: Extract<Action, { type: 'play' }>): Step[] | null {
  const plays = legal.map((l) => l.action).filter((x): x is Extract<Action, { type: 'play' }> => x.type === 'play');
  const me = game.state.active;
  const nation = game.state.armies![me].nation;
  const kind = (card: string) => game.catalog.card(nation, card)?.kind;
  const tiles = plays.filter((p) => p.unit).length + uniq(plays.filter((p) => !p.unit).map((p) => p.card)).length;
  if (kind(a.card) === 'leader' && a.use === 'command') {
    const sets = plays.filter((p) => p.card === a.card && p.use === 'command').map((p) => [...(p.supporting ?? [])].sort().join(','));
    if (!sets.includes([...(a.supporting ?? [])].sort().join(','))) return null;
    return [
      ...option(`${a.card}:command`, tiles, 2),
      ...(a.supporting ?? []).map((square) => ({ square })),
      { click: '[data-testid="command-play"]' }
    ];
  }
  if (!plays.some((p) => sameAction(p, a))) return null;
  if (a.unit) return option(`${a.card}@${a.unit}`, tiles, 2);
  if (kind(a.card) === 'leader') return option(`${a.card}:${a.use ?? 'combat'}`, tiles, 2);
  const skirmish = game.catalog.card(nation, a.card);
  const confirm = skirmish?.kind === 'hq' && skirmish.type === 'skirmish' ? [{ click: '[data-testid="skirmish-confirm"]' }] : [];
  return [...option(a.card, tiles, 2), ...confirm];
}

/** The defender's step (StepDefend): Withdraw, and the defence cards (after declining the withdrawal in the same tap). */
function defendSteps(game: Game, legal: readonly LegalAction[], a: Action): Step[] | null {
  // in the Withdraw step the defence cards are those of the step after declining it
  const declined = prompt(game).step === 'combat:withdraw' ? applyAction(game, { type: 'pass' }) : null;
  const cardStep = declined ? (declined.ok && prompt(declined.value).step === 'combat:defender' ? declined.value : null) : game;
  const plays = cardStep ? legalActions(cardStep).filter((l) => l.action.type === 'play') : [];
  const withdraws = legal.filter((l) => l.action.type === 'withdraw');
  const tiles = withdraws.length + plays.length;
  if (a.type === 'withdraw') return !a.dice && withdraws.some((l) => sameAction(l.action, a)) ? option('withdraw', tiles, 3) : null;
  if (a.type === 'play') return plays.some((l) => sameAction(l.action, a)) ? option(`play-${a.card}`, tiles, 3) : null;
  return null;
}

/** The restoration attempt (StepRestoration): the reduced unit, then its card; a Redoubt: the button, then the square. */
function restoreSteps(game: Game, legal: readonly LegalAction[], a: Action): Step[] | null {
  if (a.type === 'redoubt') {
    const redoubts = legal.flatMap((l) => (l.action.type === 'redoubt' ? [l.action] : []));
    if (!redoubts.length || game.state.redoubtBuilt) return null;
    // the card of the Redoubt the screen plays on that square (its own, else the first one listed)
    const card = (redoubts.find((r) => r.unit === a.unit) ?? redoubts[0]!).card;
    return card === a.card ? [{ click: '[data-testid="redoubt-start"]' }, { square: a.unit }] : null;
  }
  if (a.type !== 'restore' && a.type !== 'rally') return null;
  const all = legal.filter((l) => l.action.type === 'restore' || l.action.type === 'rally');
  // a unit the engine offers no attempt for, tapped: the screen tries the first attempt on it, for the engine's reason
  const probe = all[0]?.action as typeof a | undefined;
  if (probe && !all.some((l) => (l.action as typeof a).unit === a.unit))
    return sameAction({ ...probe, unit: a.unit }, a) ? [{ square: a.unit }] : null;
  const attempts = all.filter((l) => (l.action as typeof a).unit === a.unit);
  const it = attempts.find((l) => sameAction(l.action, a));
  if (!it || it.dice?.length) return null;
  return [{ square: a.unit }, ...option(a.card, attempts.length, 4)];
}

/** A discard (StepDiscard and its sheet): the cards marked one by one (each group opened first), then "Discard and draw". */
function discardSteps(game: Game, legal: readonly LegalAction[], cards: string[]): Step[] | null {
  const s = game.state;
  const deck = s.decks[s.active];
  const nation = s.armies![s.active].nation;
  const offered = new Set(legal.flatMap((l) => (l.action.type === 'discard' ? l.action.cards : [])));
  if (cards.length > deck.hand) return null;
  for (const c of uniq(cards))
    if (!offered.has(c) || cards.filter((x) => x === c).length > copiesLeft(deck, game.catalog, nation, c)) return null;
  return [{ click: '[data-testid="discard-open"]' }, ...cards.map((discard) => ({ discard })), { click: '[data-testid="discard-submit"]' }];
}

/**
 * The taps that make `a` on `game` with the step's controls, from nothing picked; null when the
 * controls cannot make it.
 */
export function actionSteps(game: Game, a: Action): Step[] | null {
  const p = prompt(game);
  const step = p.step;
  const legal = legalActions(game);
  const has = (type: string) => legal.some((l) => l.action.type === type);
  const mine = (sq: string) => p.player !== null && seatOn(game, sq) === p.player;
  switch (a.type) {
    case 'deploy': {
      if (step !== 'deploy') return null;
      const army = game.state.armies![p.player ?? 0];
      if (!army.toDeploy.includes(a.unit)) return null;
      const next = army.toDeploy[0] === a.unit;
      return [...(next ? [] : [{ click: `[data-unit-id="${a.unit}"]` }]), { square: a.square }];
    }
    case 'move':
      return step === 'movement' && mine(a.from) ? [{ square: a.from }, { square: a.to }] : null;
    case 'forced-march':
      return step === 'movement' && legal.some((l) => l.action.type === 'forced-march' && l.action.from === a.from)
        ? [{ click: `[data-testid="forced-march"][data-square="${a.from}"]` }, { square: a.to }]
        : null;
    case 'supply':
      return step === 'movement' && has('supply') ? [{ click: '[data-testid="supply"]' }] : null;
    case 'end-phase':
      if (step === 'discard') return [{ click: '[data-testid="discard-draw"]' }];
      if (step === 'draw' && has('draw')) return null;
      return ['draw', 'movement', 'combat', 'restoration'].includes(step) ? [{ click: '[data-testid="end-phase"]' }] : null;
    case 'draw':
      return step === 'draw' && has('draw') ? [{ click: '[data-testid="draw"]' }] : null;
    case 'discard':
      return step === 'discard' ? discardSteps(game, legal, a.cards) : null;
    case 'scout': {
      const scout = legal.find((l) => l.action.type === 'scout')?.action;
      return scout && sameAction(scout, a) ? [{ click: '[data-testid="scout"]' }] : null;
    }
    case 'assault':
    case 'bombard':
    case 'volley':
    case 'grand-battery':
    case 'ambush':
      return step === 'combat' ? declareSteps(game, legal, a) : null;
    case 'play':
      if (step === 'combat:attacker') return attackSteps(game, legal, a);
      return step === 'combat:defender' || step === 'combat:withdraw' ? defendSteps(game, legal, a) : null;
    case 'withdraw':
      return step === 'combat:withdraw' ? defendSteps(game, legal, a) : null;
    case 'pass':
      if (step === 'combat:attacker') return [{ click: '[data-testid="attack-done"]' }];
      if (step === 'combat:withdraw' || step === 'combat:defender') return [{ click: '[data-testid="defend-none"]' }];
      return step === 'guerrilla' ? [{ click: '[data-testid="guerrilla-no"]' }] : null;
    case 'guerrilla':
      return step === 'guerrilla' && has('guerrilla') ? [{ click: '[data-testid="guerrilla"]' }] : null;
    case 'retreat':
      // a legal square, or any empty one (the engine says why not)
      return step === 'combat:retreat' && (seatOn(game, a.to) < 0 || legal.some((l) => l.action.type === 'retreat' && l.action.to === a.to))
        ? [{ square: a.to }]
        : null;
    case 'advance':
      if (step !== 'combat:advance') return null;
      if (a.unit === null)
        return legal.some((l) => l.action.type === 'advance' && l.action.unit === null)
          ? [{ click: '[data-testid="advance-none"]' }]
          : null;
      return seatOn(game, a.unit) === game.state.active ? [{ square: a.unit }] : null;
    case 'skirmish-move':
      return step === 'combat:skirmish-move' ? [{ square: a.to }] : null;
    case 'assign-hit':
      return step === 'combat:assign-hits' && seatOn(game, a.unit) === game.state.active ? [{ square: a.unit }] : null;
    case 'restore':
    case 'rally':
    case 'redoubt':
      return step === 'restoration' ? restoreSteps(game, legal, a) : null;
    default:
      return null;
  }
}
