// Does a box's content overflow it (so that it would scroll)? Watched as the content changes: a
// MutationObserver for what is added or removed inside, a ResizeObserver for the box itself; the
// answer is read once per frame (after the frame's changes, never in the middle of them).

/**
 * An attachment (`{@attach overflowing(cb)}`): calls `cb(true)` whenever the element's content is
 * taller than the element, `cb(false)` when it fits; once at the start and after every change.
 */
export function overflowing(cb: (over: boolean) => void): (el: HTMLElement) => () => void {
  return (el) => {
    let frame = 0;
    const check = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        cb(el.scrollHeight > el.clientHeight + 1);
      });
    };
    const mo = new MutationObserver(check);
    mo.observe(el, { childList: true, subtree: true, characterData: true });
    const ro = new ResizeObserver(check);
    ro.observe(el);
    check();
    return () => {
      mo.disconnect();
      ro.disconnect();
      cancelAnimationFrame(frame);
    };
  };
}
