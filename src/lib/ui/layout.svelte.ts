// The screen's shape as app state (Svelte 5 runes): `wide` for landscape tablets, desktops and
// landscape phones, which get two columns (the board beside the action bar and the panels); phones
// in portrait get the board above the action bar, the panels in sheets.
const WIDE = '(min-width: 40rem) and (min-aspect-ratio: 1/1)';

class Layout {
  wide = $state(false);

  constructor() {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(WIDE);
    this.wide = query.matches;
    query.addEventListener('change', (e) => (this.wide = e.matches));
  }
}

export const layout = new Layout();
