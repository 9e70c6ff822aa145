// The screen's shape as app state (Svelte 5 runes): `wide` for landscape tablets, desktops and
// landscape phones, which get two columns (the board beside the action bar and the panels); phones
// in portrait get the board above the action bar, the panels in sheets. `bigText` (issue 30 §7): the
// root font is 1.5 times the usual 16 px or more (the browser's text size, or html { font-size: 200% });
// it sets the class `big-text` on <html>, and the screens that never scroll at the usual size then
// scroll as a page, their board keeping its usual size (board-screen.css, LearnFrame).
const WIDE = '(min-width: 40rem) and (min-aspect-ratio: 1/1)';

/** the root font size (px) from which the text counts as large */
const BIG_TEXT = 24;

class Layout {
  wide = $state(false);
  bigText = $state(false);

  constructor() {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(WIDE);
    this.wide = query.matches;
    query.addEventListener('change', (e) => (this.wide = e.matches));
    this.#watchText(document.documentElement);
  }

  /** a box 1rem high, unseen, tells when the root font size changes */
  #watchText(root: HTMLElement): void {
    const check = () => {
      this.bigText = parseFloat(getComputedStyle(root).fontSize) >= BIG_TEXT;
      root.classList.toggle('big-text', this.bigText);
    };
    check();
    if (typeof ResizeObserver !== 'function') return;
    const probe = document.createElement('div');
    probe.setAttribute('aria-hidden', 'true');
    probe.style.cssText = 'position:absolute;visibility:hidden;pointer-events:none;width:1px;height:1rem;top:0;left:0';
    (document.body ?? root).appendChild(probe);
    new ResizeObserver(check).observe(probe);
  }
}

export const layout = new Layout();
