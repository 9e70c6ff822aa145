// The home screen's demo board, loaded only when its place comes near the screen (it brings the
// engine, which the home screen's first load does without).
import type { Component } from 'svelte';

export class LazyDemo {
  /** the demo board, once loaded */
  component = $state<Component | null>(null);
  /** why it could not be loaded */
  error = $state<string | null>(null);

  #load(): void {
    import('./DemoBoard.svelte').then(
      (mod) => (this.component = mod.default),
      (e: unknown) => (this.error = e instanceof Error ? e.message : String(e))
    );
  }

  /** Load the demo when `el` comes within 200px of the screen; returns the clean-up (an effect's). */
  watch(el: HTMLElement): (() => void) | undefined {
    if (typeof IntersectionObserver === 'undefined') {
      this.#load();
      return;
    }
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          seen.disconnect();
          this.#load();
        }
      },
      { rootMargin: '200px' }
    );
    seen.observe(el);
    return () => seen.disconnect();
  }
}
