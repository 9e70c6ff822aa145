// Issue 30 §2 and §6: the lessons' content agrees with the rulebook and with its own boards. Every
// board can occur in a game (2.1-R1); the numbers the texts say are the board's, as the engine
// reads it (losses, squares controlled, totals, counts); the end of the day is taught with the
// game's option (2.3, reading A1) and "at the end of that turn"; the Rally value is Zbiórka (9.1,
// glossary B, A31); every number in a Polish sentence takes its plural form, and no sentence
// addresses the player as a man or as a woman.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedSquares, LESSONS, rightOption, STAGES, stagePosition, type Stage, type Text } from '../../../src/lib/learn';
import { INTRODUCTIONS } from '../../../src/lib/learn/battle';
import { boardGame } from '../../../src/lib/learn/boards';
import { ON_BOARD_MIN } from '../../../src/lib/learn/build';
import { plForm, standing } from '../../../src/lib/learn/facts';

const ROOT = join(__dirname, '..', '..', '..');
const read = (locale: 'pl' | 'en'): Record<string, string> =>
  JSON.parse(readFileSync(join(ROOT, 'messages', `${locale}.json`), 'utf8')) as Record<string, string>;
const PL = read('pl');
const EN = read('en');

const stage = (id: string): Stage => {
  const s = STAGES.find((x) => x.id === id);
  if (!s) throw new Error(`no stage ${id}`);
  return s;
};
const lesson = (id: string) => LESSONS.find((l) => l.id === id)!;

/** The numbers a text says, without square names (d5), rule numbers (2.3, 6.5-R2) or unit numbers ("42. pułk"). */
function numbersIn(text: string): number[] {
  const plain = text
    .replace(/\b[a-h][1-8]\b/g, ' ')
    .replace(/\b\d+(?:\.\d+)+(?:-R\d+)?\b/g, ' ')
    .replace(/\b\d+\.(?=\s*(?:pułk|Kirasjer))/g, ' ')
    .replace(/\b\d+(?:st|nd|rd|th)\b/g, ' ');
  return [...plain.matchAll(/\d+/g)].map((m) => Number(m[0]));
}

/** Every text of a stage, both languages. */
const textsOf = (s: Stage): Text[] => [s.goal, s.hint, s.explain, ...(s.task.kind === 'choice' ? s.task.options.map((o) => o.text) : [])];

describe('every board can occur in a game (2.1-R1: five eliminated units end it)', () => {
  it('each army of every board keeps at least 4 units, but for an attrition question, which shows the game’s end', () => {
    for (const s of STAGES) {
      // a game in setup has units still to deploy, none eliminated; a game in play is a replayed game
      const g = boardGame(s.board);
      if (g && g.ok && g.value.state.stage === 'setup') continue;
      const p = stagePosition(s)!;
      expect(p, s.id).toBeTruthy();
      const { lost } = standing(p);
      const attrition = s.task.kind === 'choice' && s.task.question.ask === 'attrition';
      for (const seat of [0, 1] as const) {
        if (attrition) expect(lost[seat], `${s.id}: seat ${seat}`).toBeLessThanOrEqual(5);
        else expect(p.armies[seat].units.length, `${s.id}: seat ${seat} has lost ${lost[seat]} units`).toBeGreaterThanOrEqual(ON_BOARD_MIN);
      }
      // a Redoubt stands only under a unit (9.2-R14, R15)
      for (const r of p.redoubts)
        expect(
          p.armies.some((a) => a.units.some((u) => u.square === r)),
          `${s.id}: Redoubt on ${r}`
        ).toBe(true);
    }
  });

  it('2.1: an attrition question reads the losses from its board, and its texts say those numbers', () => {
    const stages = STAGES.filter((s) => s.task.kind === 'choice' && s.task.question.ask === 'attrition');
    expect(stages.length).toBeGreaterThanOrEqual(3);
    for (const s of stages) {
      if (s.task.kind !== 'choice' || s.task.question.ask !== 'attrition') continue;
      expect(s.task.question.eliminatedBy, `${s.id}: no losses typed by hand`).toBeUndefined();
      const { lost } = standing(stagePosition(s)!);
      for (const lang of ['pl', 'en'] as const) {
        const said = numbersIn(s.goal[lang]);
        expect(said.length, `${s.id} ${lang}`).toBeGreaterThan(0);
        for (const n of said) expect(lost, `${s.id} ${lang}: ${s.goal[lang]}`).toContain(n);
      }
    }
    // "Both armies have lost 4 units each" is what its board shows
    expect(standing(stagePosition(stage('battlefield-attrition-four'))!).lost).toEqual([4, 4]);
    expect(standing(stagePosition(stage('battlefield-attrition'))!).lost[1]).toBe(5);
    expect(standing(stagePosition(stage('battlefield-attrition-both'))!).lost).toEqual([5, 5]);
  });
});

describe('numbers in the texts are the board’s (issue 30 §2)', () => {
  it('2.2: a nightfall stage’s numbers are its board’s squares, losses, eliminations and reduced units', () => {
    const stages = STAGES.filter((s) => s.sections.includes('2.2') && s.board.kind === 'position');
    expect(stages.length).toBeGreaterThanOrEqual(10);
    for (const s of stages) {
      const x = standing(stagePosition(s)!);
      const facts = [...x.score, ...x.lost, ...x.eliminatedBy, ...x.reduced];
      for (const t of [s.goal, s.explain])
        for (const lang of ['pl', 'en'] as const)
          for (const n of numbersIn(t[lang])) expect(facts, `${s.id} ${lang}: ${n} in "${t[lang]}"`).toContain(n);
    }
    // the rulebook's figure: 4 to 4, France has lost 1 unit and Great Britain 2 (2.2-R6, tie-break 1)
    const figure = standing(stagePosition(stage('nightfall-figure'))!);
    expect([figure.score, figure.lost]).toEqual([
      [4, 4],
      [1, 2]
    ]);
    expect(stage('nightfall-figure').goal.en).toContain('4 to 4');
  });

  it('6.1, 6.3: a total’s sum in the explanation adds up, and to the engine’s total', () => {
    const stages = STAGES.filter(
      (s) => s.task.kind === 'choice' && (s.task.question.ask === 'defense' || s.task.question.ask === 'attack')
    );
    expect(stages.length).toBeGreaterThanOrEqual(8);
    for (const s of stages) {
      if (s.task.kind !== 'choice') continue;
      const right = s.task.options[rightOption(s, s.task.question, s.task.options)]!.value;
      for (const lang of ['pl', 'en'] as const) {
        const m = /([\d\s+a-ząćęłńóśźżA-Z’.]+?)=\s*(\d+)/u.exec(s.explain[lang]);
        expect(m, `${s.id} ${lang}: ${s.explain[lang]}`).toBeTruthy();
        const addends = numbersIn(m![1]!);
        expect(
          addends.reduce((a, b) => a + b, 0),
          `${s.id} ${lang}: ${s.explain[lang]}`
        ).toBe(Number(m![2]));
        expect(Number(m![2]), `${s.id} ${lang}`).toBe(right);
      }
    }
  });

  it('5, 6.2, 2.2: a count of squares in a squares stage’s explanation is the engine’s count', () => {
    let counted = 0;
    for (const s of STAGES) {
      if (s.task.kind !== 'squares') continue;
      const want = expectedSquares(s, s.task.question);
      if (!want.ok) continue;
      for (const [lang, re] of [
        ['en', /(\d+) squares?\b(?! away)/g],
        ['pl', /(\d+) (?:pole|pola|pól)\b(?! dalej)/gu]
      ] as const)
        for (const m of s.explain[lang].matchAll(re)) {
          counted++;
          expect(Number(m[1]), `${s.id} ${lang}: ${s.explain[lang]}`).toBe(want.squares.length);
        }
    }
    expect(counted).toBeGreaterThanOrEqual(10);
  });
});

describe('the end of the day (2.3, reading A1)', () => {
  it('is taught as the game’s option: each stage names the setting it assumes and accepts what that setting says', () => {
    const byDefault = stage('nightfall-second-deck');
    const literal = stage('nightfall-second-deck-literal');
    const optionOf = (s: Stage) => {
      const g = boardGame(s.board);
      return g && g.ok ? g.value.options.nightfall : null;
    };
    expect(optionOf(byDefault)).toBe('game-turn');
    expect(optionOf(literal)).toBe('player-turn');
    expect(byDefault.goal.en).toMatch(/default setting: the day ends at the end of the game turn/);
    expect(literal.goal.en).toMatch(/Polish rulebook literally/);
    for (const [s, value] of [
      [byDefault, 'game-turn'],
      [literal, 'player-turn']
    ] as const) {
      if (s.task.kind !== 'choice') throw new Error('a choice');
      expect(s.task.options[rightOption(s, s.task.question, s.task.options)]!.value, s.id).toBe(value);
    }
  });

  it('ends at the end of that turn: the nightfall lesson’s intro, the guided battle’s Draw text and its end card', () => {
    const intro = lesson('nightfall').intro;
    expect(intro.en).toContain('the day ends at the end of that turn');
    expect(intro.pl).toContain('dzień kończy się z końcem tej tury');
    expect(INTRODUCTIONS.draw!.you.en).toContain('night falls at the end of that turn');
    expect(INTRODUCTIONS.draw!.you.pl).toContain('z końcem tej tury zapada zmierzch');
    expect(EN.gb_end_text).toContain('the day ends at the end of that turn');
    expect(PL.gb_end_text).toContain('dzień kończy się z końcem tej tury');
  });
});

describe('the Rally value is Zbiórka (9.1, glossary B, A31)', () => {
  it('in stages 78–79, the restoration intro and the lessons’ Rally button', () => {
    expect(stage('restore-soult').goal.pl).toMatch(/^Soult ma Zbiórkę 1–\d/);
    expect(stage('restore-ney').goal.pl).toMatch(/^Ney ma Zbiórkę 1–\d/);
    expect(stage('restore-ney').hint.pl).toContain('zakresem Zbiórki');
    expect(lesson('restoration').intro.pl).toContain('Zbiórki');
    expect(PL.lrn_act_rally).toMatch(/^Zbiórka/);
    for (const t of [stage('restore-soult').goal, stage('restore-ney').goal, lesson('restoration').intro])
      expect(t.pl).not.toMatch(/Przywrócenie \d|zakres\w* Przywrócenia/);
  });
});

describe('Polish as the rulebook writes it (issue 30 §6)', () => {
  const lessonTexts: [string, string][] = [];
  for (const l of LESSONS) {
    lessonTexts.push([`${l.id} intro`, l.intro.pl], [`${l.id} title`, l.title.pl]);
    for (const s of l.stages) for (const [i, t] of textsOf(s).entries()) lessonTexts.push([`${s.id} ${i}`, t.pl]);
  }
  for (const [k, e] of Object.entries(INTRODUCTIONS)) lessonTexts.push([`battle ${k}`, `${e.title.pl} ${e.you.pl} ${e.them.pl}`]);
  const keys = Object.entries(PL).filter(([k]) => k.startsWith('lrn_') || k.startsWith('gb_'));

  it('every number before a noun takes the noun’s plural form (1 jednostka, 2 jednostki, 5 jednostek)', () => {
    const nouns: [RegExp, [string[], string[], string[]]][] = [
      [/(?<![\p{L}\d.])(\d+) (jednostk\p{L}*|jednostek)/gu, [['jednostka', 'jednostkę'], ['jednostki'], ['jednostek']]],
      [/(?<![\p{L}\d.])(\d+) (kart\p{L}*)/gu, [['karta', 'kartę'], ['karty'], ['kart']]],
      [/(?<![\p{L}\d.])(\d+) (pole|pola|pól)(?!\p{L})/gu, [['pole'], ['pola'], ['pól']]]
    ];
    let found = 0;
    for (const [where, text] of lessonTexts)
      for (const [re, [one, few, many]] of nouns)
        for (const m of text.matchAll(re)) {
          found++;
          // after "do", "od", "z" the genitive: "do 2 pól", "do 5 jednostek"
          const genitive = /\b(?:do|od|z)\s$/.test(text.slice(0, m.index));
          expect(genitive && Number(m[1]) > 1 ? many : plForm(Number(m[1]), one, few, many), `${where}: "${m[0]}"`).toContain(m[2]);
        }
    expect(found).toBeGreaterThanOrEqual(15);
  });

  it('the player is addressed without a gender: no past tense in -łeś/-łaś, no "sam"/"sama" about the player', () => {
    const gendered = /\p{L}+(?:łeś|łaś|łbyś)(?!\p{L})|(?:wybierasz|decydujesz|musisz) sama?(?!\p{L})/u;
    for (const [where, text] of [...lessonTexts, ...keys.map(([k, v]): [string, string] => [k, v])])
      expect(gendered.exec(text)?.[0], where).toBeUndefined();
  });

  it('reads as the review asks: the Woods on c4 block c5, the Guard stays reduced, tie-breaks are tie-breaks, control is control', () => {
    expect(stage('fire-sight').explain.pl).toContain('Las na c4 zasłania c5');
    expect(stage('fire-hill').explain.pl).toContain('Wzgórze na e3 zasłania f3');
    expect(stage('restore-soult').explain.pl).toContain('Gwardia pozostaje zredukowana');
    for (const s of STAGES) for (const t of textsOf(s)) expect(t.pl, s.id).not.toMatch(/dogrywk|pod wpływem|wpływ działa/);
    expect(stage('nightfall-one-deck').hint.pl).toMatch(/^Gracz, który pierwszy wyczerpie talię/);
  });
});
