// What a saved game's page runs beside its session (issue 31: the route only composes the
// screens): the driver of the seat the app plays — the guided battle's scripted opponent
// (guided-battle.svelte.ts) or Adiutant (solo.svelte.ts) —, made once per session and asked
// whenever the game changes; the screen kept awake; a new version of the app held back, and
// leaving the game asked about, while a choice on screen is unconfirmed. Make one in the page's setup.
import { untrack } from 'svelte';
import { beforeNavigate, goto } from '$app/navigation';
import { isBattleGame } from '$lib/learn/battle';
import { PRACTICES } from '$lib/learn/lessons/practice';
import { GuidedBattle } from './guided-battle.svelte';
import { PracticeDriver } from './practice-driver.svelte';
import { unconfirmed } from './service-worker';
import type { Session } from './session.svelte';
import { soloOf } from './solo';
import { SoloGame } from './solo.svelte';
import { keepAwake } from './table';

export class GamePage {
  /** the guided first battle's guide (issue 25): a game marked as the battle */
  readonly guided: GuidedBattle | null = $derived.by(() => {
    const s = this.session();
    return s && untrack(() => isBattleGame(s.game)) ? new GuidedBattle(() => s) : null;
  });

  /** a game against Adiutant (issue 26): its seat's decisions come from the bot's worker */
  readonly solo: SoloGame | null = $derived.by(() => {
    const s = this.session();
    return s && untrack(() => soloOf(s.game)) ? new SoloGame(() => s) : null;
  });

  /** a practice game after a group of lessons (issue 33 §3): its goal and verdict; Adiutant plays through `solo` */
  readonly practice: PracticeDriver | null = $derived.by(() => {
    const s = this.session();
    const p = s && untrack(() => PRACTICES.find((x) => x.id === s.game.setup.practice));
    return s && p ? new PracticeDriver(() => s, p) : null;
  });

  /** `session`: the game's session once it is open */
  constructor(private readonly session: () => Session | null) {
    // a won practice is kept in the lessons' progress
    $effect(() => {
      if (this.practice?.verdict?.won) void this.practice.keep();
    });
    $effect(() => {
      const driver = this.solo;
      return () => driver?.close();
    });
    // ask the bot whenever the game on screen changes and its seat decides
    $effect(() => {
      if (this.solo && this.session()?.game) this.solo.sync();
    });
    // the screen stays on while a game is open
    $effect(() => keepAwake());
    // a new version of the app waits until nothing on this screen is unconfirmed (issue 22)
    $effect(() => {
      const s = this.session();
      if (!s) return;
      return unconfirmed.register(() => s.drafts.pending().length > 0);
    });
    this.#guardLeaving();
  }

  /**
   * Every action is saved as it happens: leaving asks nothing, unless a choice was entered on
   * screen and not confirmed. Then an in-app link asks the one question about it, and closing the
   * tab gets the browser's own "leave this page?".
   */
  #guardLeaving(): void {
    let leaving = false;
    beforeNavigate((nav) => {
      const s = this.session();
      if (!s || leaving || s.drafts.pending().length === 0) return;
      nav.cancel();
      if (nav.type === 'leave' || !nav.to) return;
      const to = nav.to.url;
      void s.drafts.settle('leave').then((go) => {
        if (!go) return;
        leaving = true;
        void goto(to).finally(() => (leaving = false));
      });
    });
  }
}
