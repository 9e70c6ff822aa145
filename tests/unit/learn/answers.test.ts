// Issue 30 §1: a lesson accepts exactly what its goal sentence asks. Every legal action of every
// action stage is tried through checkAnswer — the engine's legalActions (every card that may be in
// the hand, every use, supporting set and target; every face of its dice) and the multi-card
// discards it does not list (the bot's legalMoves from hands holding the cards asked, twice, and any
// one other card of the deck; and every pair of cards) — and the answers that pass must be exactly
// the stage's solution and alternatives, and exactly the actions that meet its goal. Copies of one
// card are one answer; dice values are not part of an answer. A legal wrong answer is refused with
// a reason naming what was asked. Squares stages: the engine's set passes, and every set with one
// square more or less fails. Choice stages: exactly the right option passes.
import { describe, expect, it } from 'vitest';
import { checkAnswer, STAGES, stageGame, expectedSquares, rightOption, type Answer, type Stage } from '../../../src/lib/learn';
import { acceptedAnswers, answerKey, meetsGoal } from '../../../src/lib/learn/check';
import { goalWords } from '../../../src/lib/learn/action-words';
import { applyAction, DEFAULT_CATALOG, explain, legalActions, prompt, SQUARES, type Action, type Game } from '../../../src/lib/rules';
import { legalMoves } from '../../../src/lib/bot';

const ACTION_STAGES = STAGES.filter((s) => s.task.kind === 'action');
const SQUARES_STAGES = STAGES.filter((s) => s.task.kind === 'squares');
const CHOICE_STAGES = STAGES.filter((s) => s.task.kind === 'choice');

/** Every combination of faces for dice of these sides (at most 64 combinations: else each face alike). */
function faces(sides: readonly number[]): number[][] {
  const total = sides.reduce((n, s) => n * s, 1);
  if (total > 64) {
    const most = Math.max(...sides);
    return Array.from({ length: most }, (_, i) => sides.map((s) => Math.min(i + 1, s)));
  }
  let out: number[][] = [[]];
  for (const s of sides) out = out.flatMap((d) => Array.from({ length: s }, (_, i) => [...d, i + 1]));
  return out;
}

/** The cards a discard asks for (the stage's solution), or none. */
function askedDiscard(stage: Stage): string[] {
  const a = stage.solution.kind === 'action' ? (stage.solution.action as Action) : null;
  return a?.type === 'discard' ? a.cards : [];
}

/** Every legal action of a stage's game, each with every face of its dice. */
function everyAction(stage: Stage, game: Game): Action[] {
  const out: Action[] = [];
  for (const la of legalActions(game)) {
    if (!la.dice) out.push(la.action);
    else for (const d of faces(la.dice)) out.push({ ...la.action, dice: d } as Action);
  }
  const p = prompt(game);
  if (p.step === 'discard') {
    const seat = p.player!;
    const ids = DEFAULT_CATALOG.army(game.state.armies![seat].nation).deck.map((c) => c.id);
    // every discard of two cards (copies of a card as well)
    for (let i = 0; i < ids.length; i++) for (let j = i; j < ids.length; j++) out.push({ type: 'discard', cards: [ids[i]!, ids[j]!] });
    // the discards of several cards from hands holding the cards asked for twice, and any one other card
    const asked = askedDiscard(stage);
    for (const x of ids)
      for (const m of legalMoves({ game, seat, hand: [...asked, ...asked, x].slice(0, 5) }))
        if (m.action.type === 'discard' && m.action.cards.length > 2) out.push(m.action);
  }
  return out.filter((a) => applyAction(game, a).ok);
}

const act = (action: Action): Answer => ({ kind: 'action', action });

describe('action stages accept exactly what they ask (issue 30 §1)', () => {
  it('there are action stages, and every one of them is tried', () => {
    expect(ACTION_STAGES.length).toBeGreaterThanOrEqual(26);
  });

  for (const stage of ACTION_STAGES) {
    it(`${stage.id}: the answers that pass are its solution and alternatives, and the actions that meet its goal`, () => {
      if (stage.task.kind !== 'action') return;
      const goal = stage.task.goal;
      const game = stageGame(stage)!;
      const listed = new Set(acceptedAnswers(stage).map((a) => (a.kind === 'action' ? answerKey(a.action) : 'not an action')));
      expect(listed.size, 'solution and alternatives are distinct answers').toBe(acceptedAnswers(stage).length);
      const tried = everyAction(stage, game);
      expect(tried.length).toBeGreaterThan(0);
      const passed = new Map<string, boolean>();
      const meeting = new Set<string>();
      for (const a of tried) {
        const key = answerKey(a);
        const v = checkAnswer(stage, act(a));
        // dice values are not part of an answer: every face gives the same verdict
        if (passed.has(key)) expect(passed.get(key), `${key}: the verdict depends on the dice`).toBe(v.ok);
        passed.set(key, v.ok);
        const after = applyAction(game, a);
        if (after.ok && meetsGoal(goal, game, after.value, a)) meeting.add(key);
        if (!v.ok) {
          // a legal wrong answer names what was asked, in both languages, with the stage's rule
          expect(v.reason.code, key).toBe('learn/asked');
          expect(v.reason.rule, key).toBe(stage.rules[0]);
          const asked = goalWords(game, prompt(game).player!, goal);
          for (const lang of ['pl', 'en'] as const) {
            const text = explain(v.reason, lang);
            expect(text, `${key} ${lang}`).toContain(asked[lang]);
            expect(text, `${key} ${lang}`).not.toMatch(/\{\w+\}/);
          }
        }
      }
      const accepted = [...passed].filter(([, ok]) => ok).map(([k]) => k);
      expect(accepted.sort(), 'accepted = solution + alternatives').toEqual([...listed].sort());
      expect([...meeting].sort(), 'meeting the goal = solution + alternatives').toEqual([...listed].sort());
    });
  }

  it('the answers of an action stage are written as the engine lists them (each is legal and tried above)', () => {
    for (const stage of ACTION_STAGES) {
      const game = stageGame(stage)!;
      for (const a of acceptedAnswers(stage)) {
        expect(a.kind, stage.id).toBe('action');
        if (a.kind === 'action') expect(applyAction(game, a.action).ok, `${stage.id}: ${JSON.stringify(a.action)}`).toBe(true);
      }
    }
  });

  it('6.4, 9.1: leaders-command refuses Ney for Combat with a reason naming Lannes for Command', () => {
    const s = STAGES.find((x) => x.id === 'leaders-command')!;
    const v = checkAnswer(s, act({ type: 'play', card: 'michel-ney', use: 'combat' }));
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(explain(v.reason, 'en')).toBe(
      'You chose Michel Ney for Combat; this stage asks for Jean Lannes for Command, with the supporting unit on e3'
    );
    expect(explain(v.reason, 'pl')).toContain('karta Jean Lannes użyta do Dowodzenia, z jednostką wspierającą z e3');
  });

  it('4-R5: turn-discard accepts the discard of a Supply and a Withdraw only, in either order', () => {
    const s = STAGES.find((x) => x.id === 'turn-discard')!;
    expect(checkAnswer(s, act({ type: 'discard', cards: ['withdraw', 'supply'] })).ok).toBe(true);
    expect(checkAnswer(s, act({ type: 'discard', cards: ['supply'] })).ok).toBe(false);
    expect(checkAnswer(s, act({ type: 'discard', cards: ['supply', 'withdraw', 'forced-march'] })).ok).toBe(false);
  });

  it('a defence card is the same answer with or without the defending unit’s square named (6.1 step 4)', () => {
    const s = STAGES.find((x) => x.id === 'cards-defence')!;
    const named = { type: 'play', card: '9th-queens-royal-lancers-2', unit: 'd3' } as const;
    expect(applyAction(stageGame(s)!, named).ok).toBe(true);
    expect(checkAnswer(s, act(named)).ok).toBe(true);
    expect(checkAnswer(s, act({ ...named, card: 'lord-wellington' })).ok).toBe(false);
  });
});

describe('squares stages: the engine’s set, and no set one square away (issue 30 §1)', () => {
  for (const stage of SQUARES_STAGES) {
    it(`${stage.id}: the right set passes; each set with one square added or removed fails`, () => {
      if (stage.task.kind !== 'squares') return;
      const want = expectedSquares(stage, stage.task.question);
      expect(want.ok).toBe(true);
      if (!want.ok) return;
      const right = want.squares;
      expect(checkAnswer(stage, { kind: 'squares', squares: right }).ok).toBe(true);
      for (const sq of SQUARES) {
        const near = right.includes(sq) ? right.filter((x) => x !== sq) : [...right, sq];
        const v = checkAnswer(stage, { kind: 'squares', squares: near });
        expect(v.ok, `${stage.id}: ${near.join(' ')}`).toBe(false);
        if (!v.ok) expect(v.reason.rule, `${stage.id} ${sq}`).toBeTruthy();
      }
    });
  }
});

describe('choice stages: exactly the right option passes (issue 30 §1)', () => {
  for (const stage of CHOICE_STAGES) {
    it(`${stage.id}`, () => {
      if (stage.task.kind !== 'choice') return;
      const right = rightOption(stage, stage.task.question, stage.task.options);
      const passing = stage.task.options.map((_, i) => i).filter((i) => checkAnswer(stage, { kind: 'choice', index: i }).ok);
      expect(passing).toEqual([right]);
      expect(stage.solution).toEqual({ kind: 'choice', index: right });
    });
  }
});
