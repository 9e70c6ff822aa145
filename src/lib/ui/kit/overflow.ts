// Does a box's content overflow it (so that it would scroll)? Watched with a ResizeObserver on the
// box and on each of its children (a MutationObserver only keeps that list of children up to date):
// the browser calls it after a frame's layout and before its paint, when the layout is already
// done, so the answer costs no layout of its own (reading the box's height from a frame callback,
// before the layout, made the browser lay the page out once more on every tap that changed the
// box's content) and a change it causes is painted in the same frame.

/**
 * An attachment (`{@attach overflowing(cb)}`): calls `cb(true)` whenever the element's content is
 * taller than the element, `cb(false)` when it fits; once at the start and after every change of
 * size of the element or of one of its children.
 */
export function overflowing(cb: (over: boolean) => void): (el: HTMLElement) => () => void {
  return (el) => {
    const ro = new ResizeObserver(() => cb(el.scrollHeight > el.clientHeight + 1));
    const watch = () => {
      ro.disconnect();
      ro.observe(el);
      for (const child of el.children) ro.observe(child);
    };
    const mo = new MutationObserver(watch);
    mo.observe(el, { childList: true });
    watch();
    return () => {
      mo.disconnect();
      ro.disconnect();
    };
  };
}
