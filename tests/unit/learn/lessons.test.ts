// Issue 25, the lessons: every stage's solution passes checkAnswer, every listed mistake is refused
// with the engine's reason (a code, a message, a rule), the stages cover the rulebook sections a
// player uses in play, every board parses or replays, and every text exists in Polish and English.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkAnswer,
  expectedSquares,
  LESSONS,
  REQUIRED_SECTIONS,
  rightOption,
  sectionsTaught,
  STAGES,
  starsFor,
  stageGame,
  type Stage,
  type Text
} from '../../../src/lib/learn';
import { LEARN_ERRORS } from '../../../src/lib/learn/errors';
import { ERRORS, explain, parsePosition, prompt, replay, squareIndex, type ErrorCode } from '../../../src/lib/rules';
import { bookSections } from '../../../src/lib/ui/rulebook/sections';

const each = (f: (s: Stage) => void) => () => {
  for (const s of STAGES) f(s);
};

describe('the lessons (issue 25)', () => {
  it('at least 12 lessons and 60 stages, every id unique', () => {
    expect(LESSONS.length).toBeGreaterThanOrEqual(12);
    expect(STAGES.length).toBeGreaterThanOrEqual(60);
    const ids = [...LESSONS.map((l) => `lesson:${l.id}`), ...STAGES.map((s) => s.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the stages teach every rulebook section a player uses in play (2.1 … 9.2)', () => {
    expect(REQUIRED_SECTIONS).toEqual(
      expect.arrayContaining(['2.1', '2.2', '2.3', '3', '4', '5', '6.1', '6.2', '6.3', '6.4', '6.5', '6.6', '6.7', '7', '8', '9.1', '9.2'])
    );
    const taught = sectionsTaught();
    expect(REQUIRED_SECTIONS.filter((s) => !taught.includes(s))).toEqual([]);
  });

  it('each lesson’s sections are taught by its own stages', () => {
    for (const l of LESSONS) {
      const own = sectionsTaught([l]);
      expect(
        l.sections.filter((s) => !own.includes(s)),
        l.id
      ).toEqual([]);
    }
  });

  it(
    'every rule link names a section of the rulebook',
    each((s) => {
      expect(s.rules.length, s.id).toBeGreaterThan(0);
      for (const r of [...s.rules, ...s.sections]) expect(bookSections(r).length, `${s.id}: ${r}`).toBeGreaterThan(0);
    })
  );
});

describe('boards', () => {
  it(
    'every position parses (Position JSON v1) and every record replays (adiutant-game/1)',
    each((s) => {
      if (s.board.kind === 'position') {
        const p = parsePosition(s.board.position);
        expect(p.ok, `${s.id}: ${p.ok ? '' : p.error.message}`).toBe(true);
      } else {
        const g = replay(s.board.record);
        expect(g.ok, `${s.id}: ${g.ok ? '' : g.error.message}`).toBe(true);
        if (g.ok) expect(g.value.state.stage, s.id).not.toBe('over');
      }
    })
  );

  it(
    'an action stage waits for the learner: the prompt names the board’s seat',
    each((s) => {
      if (s.task.kind !== 'action') return;
      expect(s.board.kind, s.id).toBe('game');
      expect(prompt(stageGame(s)!).player, s.id).toBe(s.board.seat);
    })
  );

  it(
    'squares tasks name real squares; their answer is what the engine computes',
    each((s) => {
      if (s.task.kind !== 'squares') return;
      for (const f of s.task.focus) expect(squareIndex(f), `${s.id}: ${f}`).toBeGreaterThanOrEqual(0);
      const want = expectedSquares(s, s.task.question);
      expect(want.ok, s.id).toBe(true);
      if (want.ok && s.solution.kind === 'squares') expect([...s.solution.squares].sort(), s.id).toEqual([...want.squares].sort());
    })
  );

  it(
    'a choice has exactly one right answer, and it is the solution',
    each((s) => {
      if (s.task.kind !== 'choice') return;
      const right = s.task.options.map((_, i) => checkAnswer(s, { kind: 'choice', index: i }).ok);
      expect(right.filter(Boolean).length, s.id).toBe(1);
      expect(s.solution, s.id).toEqual({ kind: 'choice', index: rightOption(s, s.task.question, s.task.options) });
    })
  );
});

describe('checkAnswer', () => {
  it(
    'passes every stage’s solution, with stars',
    each((s) => {
      const v = checkAnswer(s, s.solution);
      expect(v, `${s.id}: ${v.ok ? '' : v.reason.message}`).toMatchObject({ ok: true });
      if (v.ok) expect(v.stars, s.id).toBe(3);
    })
  );

  it(
    'refuses every listed mistake with a reason: a known code, a message and a rule, in both languages',
    each((s) => {
      expect(s.mistakes.length, s.id).toBeGreaterThan(0);
      for (const m of s.mistakes) {
        const v = checkAnswer(s, m);
        expect(v.ok, `${s.id}: ${JSON.stringify(m)} passed`).toBe(false);
        if (v.ok) continue;
        const r = v.reason;
        expect({ ...ERRORS, ...LEARN_ERRORS }[r.code as ErrorCode], `${s.id}: ${r.code}`).toBeDefined();
        expect(r.message.trim(), s.id).not.toBe('');
        expect(r.rule, `${s.id}: ${r.code} has no rule`).toBeTruthy();
        expect(bookSections(r.rule!).length, `${s.id}: ${r.rule}`).toBeGreaterThan(0);
        for (const lang of ['pl', 'en'] as const) expect(explain(r, lang), `${s.id} ${lang}`).not.toMatch(/\{\w+\}|^\s*$/);
      }
    })
  );

  it('tapped squares count as a set: order and repeats do not matter; a bad square is refused', () => {
    const s = STAGES.find((x) => x.id === 'move-infantry')!;
    expect(checkAnswer(s, { kind: 'squares', squares: ['c4', 'd3', 'e4', 'd5', 'd5'] }).ok).toBe(true);
    const bad = checkAnswer(s, { kind: 'squares', squares: ['z9'] });
    expect(bad.ok ? '' : bad.reason.code).toBe('position/square');
  });

  it('5-R2: a wrong square is explained by the engine’s own refusal of that move', () => {
    const s = STAGES.find((x) => x.id === 'move-infantry')!;
    const v = checkAnswer(s, { kind: 'squares', squares: ['d5', 'e4', 'd3', 'c4', 'd6'] });
    expect(v.ok ? null : v.reason).toMatchObject({ code: 'move/too-far', rule: '5-R2' });
  });

  it('refuses an answer of another kind, naming what the stage asks for', () => {
    const s = STAGES.find((x) => x.task.kind === 'choice')!;
    const v = checkAnswer(s, { kind: 'squares', squares: [] });
    expect(v.ok ? null : v.reason.code).toBe('learn/answer-kind');
    const out = checkAnswer(s, { kind: 'choice', index: 99 });
    expect(out.ok ? null : out.reason.code).toBe('learn/choice-range');
  });

  it('a legal action that is not the one asked for is refused, naming what it did and what the stage asks (issue 30)', () => {
    const s = STAGES.find((x) => x.id === 'move-game')!;
    const v = checkAnswer(s, { kind: 'action', action: { type: 'move', from: 'e2', to: 'e3' } });
    expect(v.ok ? null : v.reason.code).toBe('learn/asked');
    if (!v.ok) {
      expect(explain(v.reason, 'en')).toBe(
        'You chose a move of the Imperial Guard from e2 to e3; this stage asks for the 1st Cuirassiers on d4'
      );
      expect(explain(v.reason, 'pl')).toBe(
        'Twoja odpowiedź: ruch jednostki Imperial Guard z e2 na e3. Ten etap prosi o: jednostka 1st Cuirassiers na polu d4'
      );
    }
  });
});

describe('stars (starsFor)', () => {
  it('3 for no mistake within par; each mistake and going over par cost one; never below 1', () => {
    expect(starsFor(0, 4, 5)).toBe(3);
    expect(starsFor(1, 4, 5)).toBe(2);
    expect(starsFor(0, 6, 5)).toBe(2);
    expect(starsFor(1, 6, 5)).toBe(1);
    expect(starsFor(7, 60, 5)).toBe(1);
  });

  it('more mistakes or more taps never earn more stars', () => {
    fc.assert(
      fc.property(fc.nat(10), fc.nat(10), fc.nat(40), fc.nat(40), fc.integer({ min: 1, max: 30 }), (m1, m2, t1, t2, par) => {
        const a = starsFor(Math.min(m1, m2), Math.min(t1, t2), par);
        const b = starsFor(Math.max(m1, m2), Math.max(t1, t2), par);
        return b <= a && b >= 1 && a <= 3;
      })
    );
  });
});

describe('texts', () => {
  const texts: [string, Text][] = [];
  for (const l of LESSONS) {
    texts.push([`${l.id} title`, l.title], [`${l.id} intro`, l.intro]);
    for (const s of l.stages) {
      texts.push([`${s.id} goal`, s.goal], [`${s.id} hint`, s.hint], [`${s.id} explain`, s.explain]);
      if (s.task.kind === 'choice') s.task.options.forEach((o, i) => texts.push([`${s.id} option ${i}`, o.text]));
    }
  }

  it('every text has Polish and English, and the sentences are translated', () => {
    for (const [where, t] of texts) {
      expect(t.pl.trim(), where).not.toBe('');
      expect(t.en.trim(), where).not.toBe('');
      if (!/option/.test(where)) expect(t.pl, where).not.toBe(t.en);
    }
  });

  it(
    'every game board has setup, deployment and play, as a record replays them',
    each((s) => {
      if (s.board.kind !== 'game') return;
      expect(s.board.record.format).toBe('adiutant-game/1');
      expect(s.board.record.actions[0]).toMatchObject({ type: 'roll-first-player' });
    })
  );
});
