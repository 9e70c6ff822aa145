// The one polite announcer (issue 30 §7): what a screen-reader user must hear without moving focus —
// Adiutant's proposals, lesson verdicts, the play bar's step, what a board tap did, board mode's
// answers — goes through `announce`, into a single live region (Announcer.svelte, in the root
// layout) that is on the page, empty, before its first text. Messages said in the same moment are
// read as one; a message equal to the one shown is cleared first, so that it is read again.

import { untrack } from 'svelte';
import type { Attachment } from 'svelte/attachments';

class Announcer {
  /** the live region's text */
  text = $state('');
  #queue: string[] = [];
  #timer: ReturnType<typeof setTimeout> | undefined;

  say(message: string): void {
    const words = message.replace(/\s+/g, ' ').trim();
    if (!words || this.#queue.includes(words)) return;
    this.#queue.push(words);
    if (this.#queue.length === 1) queueMicrotask(() => this.#flush());
  }

  #flush(): void {
    const next = this.#queue.join(' ');
    this.#queue = [];
    clearTimeout(this.#timer);
    if (next !== this.text) {
      this.text = next;
      return;
    }
    // the same words again: empty the region, then fill it (a change a screen reader reads)
    this.text = '';
    this.#timer = setTimeout(() => (this.text = next), 120);
  }
}

export const announcer = new Announcer();

/** Say `message` politely (not interrupting), once. */
export function announce(message: string): void {
  announcer.say(message);
}

/**
 * From a component's script: say `words()` each time it changes, and when the component appears with
 * words (a step's instruction, an answer). Empty words say nothing.
 */
export function announceChanges(words: () => string): void {
  let said = '';
  $effect(() => {
    const w = words();
    if (w === said) return;
    said = w;
    if (w) announce(w);
  });
}

/**
 * An attachment (`{@attach spoken()}`): say the element's text when it appears and each time it
 * changes (an answer drawn from several parts, its rule links included), after `prefix()` if given.
 */
export function spoken(prefix?: () => string): Attachment<HTMLElement> {
  return (node) => {
    const say = () => announce(`${prefix ? untrack(prefix) : ''} ${node.textContent ?? ''}`);
    say();
    const watch = new MutationObserver(say);
    watch.observe(node, { childList: true, subtree: true, characterData: true });
    return () => watch.disconnect();
  };
}
