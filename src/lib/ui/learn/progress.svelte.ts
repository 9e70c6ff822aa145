// The lessons' progress on screen (issue 25): the best stars of each stage done, read once from the
// device and kept up to date as stages are done; what is done and what comes next, per lesson and
// overall. Storage is src/lib/app/learn.ts (the UI never touches the store itself).
import { learnProgress, recordStage, resetLearnProgress, type Stars } from '$lib/app/learn';
import { LESSONS, type Lesson, type Stage } from '$lib/learn';
import type { RuleError } from '$lib/rules';

export type LessonState = 'done' | 'next' | 'started' | 'todo';

/** Where a stage is: its lesson, its index in the lesson and in all the lessons. */
export interface StagePlace {
  lesson: Lesson;
  lessonIndex: number;
  stage: Stage;
  index: number;
}

/** Every stage by its id, with its place. */
const PLACES = new Map<string, StagePlace>(
  LESSONS.flatMap((lesson, lessonIndex) => lesson.stages.map((stage, index) => [stage.id, { lesson, lessonIndex, stage, index }] as const))
);

export function stagePlace(id: string | null): StagePlace | null {
  return id ? (PLACES.get(id) ?? null) : null;
}

export function lessonById(id: string | null): { lesson: Lesson; index: number } | null {
  const index = LESSONS.findIndex((l) => l.id === id);
  return index >= 0 ? { lesson: LESSONS[index]!, index } : null;
}

export const TOTAL_STAGES = LESSONS.reduce((n, l) => n + l.stages.length, 0);

class Progress {
  /** best stars by stage id */
  stages = $state<Record<string, Stars>>({});
  loaded = $state(false);

  /** Read the progress kept on the device (again: after another tab or a restore changed it). */
  async load(): Promise<void> {
    const p = await learnProgress();
    this.stages = p.stages;
    this.loaded = true;
  }

  starsOf(stageId: string): Stars | null {
    return this.stages[stageId] ?? null;
  }

  /** Stages of the lesson done. */
  doneIn(lesson: Lesson): number {
    return lesson.stages.filter((s) => this.stages[s.id]).length;
  }

  starsIn(lesson: Lesson): number {
    return lesson.stages.reduce((n, s) => n + (this.stages[s.id] ?? 0), 0);
  }

  get doneCount(): number {
    return LESSONS.reduce((n, l) => n + this.doneIn(l), 0);
  }

  get starCount(): number {
    return LESSONS.reduce((n, l) => n + this.starsIn(l), 0);
  }

  /** The first stage not done, in the lessons' order; null when every stage is done. */
  get next(): StagePlace | null {
    for (const [lessonIndex, lesson] of LESSONS.entries())
      for (const [index, stage] of lesson.stages.entries()) if (!this.stages[stage.id]) return { lesson, lessonIndex, stage, index };
    return null;
  }

  /** The stage of a lesson to take now: its first not done, else its first. */
  resumeIn(lesson: Lesson): number {
    const i = lesson.stages.findIndex((s) => !this.stages[s.id]);
    return i < 0 ? 0 : i;
  }

  stateOf(lesson: Lesson): LessonState {
    const done = this.doneIn(lesson);
    if (done === lesson.stages.length) return 'done';
    if (this.next?.lesson.id === lesson.id) return 'next';
    return done > 0 ? 'started' : 'todo';
  }

  /** A stage done with `stars`: shown at once (the best stars), then kept; the refusal when storage refused. */
  async record(stageId: string, stars: Stars): Promise<RuleError | null> {
    const had = this.stages[stageId];
    if (!had || stars > had) this.stages = { ...this.stages, [stageId]: stars };
    const r = await recordStage(stageId, stars);
    if (!r.ok) return r.error;
    this.stages = { ...r.value.stages };
    return null;
  }

  async reset(): Promise<RuleError | null> {
    const r = await resetLearnProgress();
    if (!r.ok) return r.error;
    this.stages = {};
    return null;
  }
}

export const progress = new Progress();
