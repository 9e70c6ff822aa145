// Questions with listed answers: the engine computes the right value from the stage's board
// (combatResult, defenseTotal, attackTotal, nightfallScore, retreatOptions, attritionWinner, prompt,
// applyAction, nightfallForecast) and the picked option is compared with it. A pick the engine
// refuses (a `legal` question) is explained by the engine's refusal; any other wrong pick by a
// sentence that names the engine's value and the rule.
import {
  applyAction,
  attackTotal,
  attritionWinner,
  combatResult,
  defenseTotal,
  nightfallForecast,
  nightfallScore,
  other,
  prompt,
  retreatOptions,
  strengthOf,
  unitAt,
  type Game,
  type NationId,
  type Position,
  type RuleError,
  type Seat
} from '$lib/rules';
import { boardGame, boardPosition } from './boards';
import { standing } from './facts';
import type { ChoiceQuestion, Option, Stage, Text } from './types';
import { both, nationName, refusal, STATE_WORDS, TIER_WORDS, totalRules, totalWords } from './words';

type Truth = { ok: true; value: string | number } | { ok: false; reason: RuleError };
type Check = { ok: true } | { ok: false; reason: RuleError };

const fromError = (e: { ok: false; error: RuleError }) => ({ ok: false as const, reason: e.error });

function needPosition(stage: Stage): { ok: true; p: Position } | { ok: false; reason: RuleError } {
  const p = boardPosition(stage.board);
  return p.ok ? { ok: true, p: p.value } : fromError(p);
}

function needGame(stage: Stage): { ok: true; g: Game } | { ok: false; reason: RuleError } {
  const g = boardGame(stage.board);
  if (!g)
    return {
      ok: false,
      reason: refusal(
        'learn/answer-kind',
        both('expected', { pl: 'pytanie o grę w toku', en: 'a question on a game in progress' }),
        stage.rules[0]
      )
    };
  return g.ok ? { ok: true, g: g.value } : fromError(g);
}

/** The nation of a seat of the board. */
function nationOf(stage: Stage, seat: Seat): Text {
  const p = boardPosition(stage.board);
  return p.ok ? nationName(p.value.armies[seat].nation) : { pl: String(seat), en: String(seat) };
}

/** 2.1: the enemy units each army has eliminated: the question's, or the units the board's armies are missing. */
function eliminations(stage: Stage, q: Extract<ChoiceQuestion, { ask: 'attrition' }>): readonly [number, number] {
  if (q.eliminatedBy) return q.eliminatedBy;
  const p = boardPosition(stage.board);
  return p.ok ? standing(p.value).eliminatedBy : [0, 0];
}

/** 2.2-R6: why the winner wins, in words. */
function winnerWhy(p: Position): Text {
  const s = nightfallScore(p);
  const [a, b] = p.armies.map((x) => s.score[x.nation] ?? 0);
  switch (s.decidedBy) {
    case 'squares':
      return {
        pl: `więcej kontrolowanych pól (${Math.max(a!, b!)}:${Math.min(a!, b!)})`,
        en: `more squares controlled (${Math.max(a!, b!)} to ${Math.min(a!, b!)})`
      };
    case 'eliminated':
      return {
        pl: `remis w polach (${a}:${b}), a więcej wyeliminowanych jednostek przeciwnika`,
        en: `the squares are tied (${a}–${b}) and it eliminated more enemy units`
      };
    case 'reduced':
      return {
        pl: 'remis w polach i stratach, a mniej zredukowanych jednostek',
        en: 'squares and losses are tied and fewer of its units are reduced'
      };
    case 'nation-order':
      return {
        pl: 'pełny remis: wygrywa nacja wcześniejsza na liście z zasady 2.2',
        en: 'all tied: the nation earlier in the list of rule 2.2 wins'
      };
  }
}

/** The engine's value for the question, or why it cannot be computed. */
function truth(stage: Stage, q: ChoiceQuestion): Truth {
  switch (q.ask) {
    case 'result':
      return { ok: true, value: combatResult(q.form, q.attack, q.defense) };
    case 'legal':
      return { ok: true, value: '' }; // decided by applyAction, option by option
    case 'attrition': {
      const w = attritionWinner(eliminations(stage, q), q.active);
      return { ok: true, value: w === null ? 'none' : w };
    }
  }
  if (q.ask === 'who' || q.ask === 'drawn' || q.ask === 'unit-after' || q.ask === 'nightfall') {
    const gr = needGame(stage);
    if (!gr.ok) return gr;
    const g = gr.g;
    switch (q.ask) {
      case 'who': {
        const after = q.after ? applyAction(g, q.after) : { ok: true as const, value: g };
        if (!after.ok) return fromError(after);
        return { ok: true, value: prompt(after.value).player ?? 'both' };
      }
      case 'drawn': {
        const before = g.state.decks[g.state.active].hand;
        const r = applyAction(g, { type: 'draw' });
        return { ok: true, value: r.ok ? r.value.state.decks[g.state.active].hand - before : 0 };
      }
      case 'unit-after': {
        const r = applyAction(g, q.action);
        if (!r.ok) return fromError(r);
        const u = r.value.state.armies![q.seat].units.find((x) => x.unit === q.unit);
        return { ok: true, value: !u ? 'eliminated' : u.reduced ? 'reduced' : 'full' };
      }
      case 'nightfall': {
        const f = nightfallForecast(g);
        const s = g.state;
        const last = f?.earliest?.due ? f.earliest.last : null;
        if (!last || last.turn !== s.turn) return { ok: true, value: 'later' };
        return { ok: true, value: last.seat === s.active ? 'player-turn' : 'game-turn' };
      }
    }
  }
  const pr = needPosition(stage);
  if (!pr.ok) return pr;
  const p = pr.p;
  switch (q.ask) {
    case 'defense':
      return {
        ok: true,
        value: defenseTotal(p, q.square, {
          ...(q.cardDefense ? { cardDefense: q.cardDefense } : {}),
          ...(q.leaderCombat ? { leaderCombat: q.leaderCombat } : {}),
          ...(q.sappers ? { sappers: true } : {}),
          ...(q.form ? { kind: q.form } : {})
        }).total
      };
    case 'attack':
      return { ok: true, value: attackTotal(p, attackArgs(q)).total };
    case 'strength': {
      const u = unitAt(p, q.square);
      return { ok: true, value: u ? strengthOf(u.def, u.placed.reduced) : 0 };
    }
    case 'winner':
      return { ok: true, value: nightfallScore(p).winner };
    case 'decided-by':
      return { ok: true, value: nightfallScore(p).decidedBy };
    case 'score':
      return { ok: true, value: nightfallScore(p).score[q.nation] ?? 0 };
    case 'retreat-tier':
      return { ok: true, value: retreatOptions(p, q.from).tier };
  }
}

function attackArgs(q: Extract<ChoiceQuestion, { ask: 'attack' }>) {
  return {
    kind: q.form,
    ...(q.from ? { from: q.from } : {}),
    target: q.target,
    dice: q.dice,
    ...(q.leaderCombat ? { leaderCombat: q.leaderCombat } : {}),
    ...(q.supporting ? { supporting: q.supporting } : {})
  };
}

/** Why the picked value is wrong: the engine's value in a sentence with its rule. */
function wrongPick(stage: Stage, q: ChoiceQuestion, value: string | number): RuleError {
  const rule = stage.rules[0];
  switch (q.ask) {
    case 'result': {
      const fire = q.form === 'bombardment' || q.form === 'volley';
      const code = fire ? (value === 'hit' ? 'learn/result-hit' : 'learn/result-fire-no-effect') : (`learn/result-${value}` as const);
      return refusal(code as 'learn/result-hit', { attack: q.attack, defense: q.defense });
    }
    case 'attrition': {
      const why: Text =
        value === 'none'
          ? { pl: 'Nikt jeszcze nie wyeliminował 5 jednostek przeciwnika', en: 'Nobody has eliminated 5 enemy units yet' }
          : eliminations(stage, q).every((n) => n >= 5)
            ? {
                pl: `Obaj gracze doszli do 5 w tej samej walce: wygrywa obrońca (${nationOf(stage, value as Seat).pl})`,
                en: `Both reached 5 in the same combat: the defender wins (${nationOf(stage, value as Seat).en})`
              }
            : {
                pl: `Wygrywa ${nationOf(stage, value as Seat).pl}: 5 wyeliminowanych jednostek przeciwnika`,
                en: `${nationOf(stage, value as Seat).en} wins: 5 enemy units eliminated`
              };
      return refusal('learn/attrition', both('why', why));
    }
    case 'who': {
      const g = boardGame(stage.board);
      const after = g && g.ok && q.after ? applyAction(g.value, q.after) : g;
      const r = after && after.ok ? prompt(after.value).rule : rule;
      return refusal('learn/who', both('nation', nationOf(stage, value as Seat)), r);
    }
    case 'drawn':
      return refusal('learn/drawn', { count: value });
    case 'unit-after':
      return refusal('learn/unit-after', both('state', STATE_WORDS[value] ?? { pl: String(value), en: String(value) }), rule);
    case 'nightfall': {
      const g = boardGame(stage.board);
      const otherSide = g && g.ok ? nationOf(stage, other(g.value.state.active)) : { pl: '', en: '' };
      const when: Text =
        value === 'player-turn'
          ? { pl: 'z końcem tej tury gracza', en: 'at the end of this player turn' }
          : value === 'game-turn'
            ? {
                pl: `z końcem tej tury gry, gdy swoją turę rozegra ${otherSide.pl}`,
                en: `at the end of this game turn, after ${otherSide.en}’s player turn`
              }
            : { pl: 'dopiero gdy obaj gracze wyczerpią pierwszą talię', en: 'only once both players have used up their first deck' };
      return refusal('learn/nightfall', both('when', when));
    }
    case 'legal':
      return refusal('learn/goal', both('goal', stage.goal), rule);
  }
  const p = boardPosition(stage.board);
  if (!p.ok) return p.error;
  switch (q.ask) {
    case 'defense':
    case 'attack': {
      const total =
        q.ask === 'defense'
          ? defenseTotal(p.value, q.square, {
              ...(q.cardDefense ? { cardDefense: q.cardDefense } : {}),
              ...(q.leaderCombat ? { leaderCombat: q.leaderCombat } : {}),
              ...(q.sappers ? { sappers: true } : {}),
              ...(q.form ? { kind: q.form } : {})
            })
          : attackTotal(p.value, attackArgs(q));
      return refusal('learn/total', { total: total.total, ...both('parts', totalWords(total)) }, totalRules(total));
    }
    case 'strength':
      return refusal('learn/strength', { strength: value });
    case 'winner':
    case 'decided-by': {
      const winner = nightfallScore(p.value).winner;
      return refusal('learn/winner', { ...both('nation', nationName(winner as NationId)), ...both('why', winnerWhy(p.value)) });
    }
    case 'score':
      return refusal('learn/score', { score: value, ...both('nation', nationName(q.nation)) });
    case 'retreat-tier':
      return refusal('learn/retreat-tier', both('tier', TIER_WORDS[value] ?? TIER_WORDS.none!));
  }
}

/** Check a picked option against the engine's answer. */
export function checkChoice(stage: Stage, q: ChoiceQuestion, options: readonly Option[], index: unknown): Check {
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= options.length)
    return { ok: false, reason: refusal('learn/choice-range', { index: String(index) }, stage.rules[0]) };
  if (q.ask === 'legal') {
    const gr = needGame(stage);
    if (!gr.ok) return gr;
    const action = q.actions[index];
    if (!action) return { ok: false, reason: refusal('learn/choice-range', { index }, stage.rules[0]) };
    const r = applyAction(gr.g, action);
    return r.ok ? { ok: true } : fromError(r);
  }
  const t = truth(stage, q);
  if (!t.ok) return t;
  const picked = options[index]!.value;
  if (picked === t.value) return { ok: true };
  return { ok: false, reason: wrongPick(stage, q, t.value) };
}

/** The index of the option the engine says is right (screens, tests); -1 when none is. */
export function rightOption(stage: Stage, q: ChoiceQuestion, options: readonly Option[]): number {
  return options.findIndex((_, i) => checkChoice(stage, q, options, i).ok);
}
