// Counter colours of the eight nations. Text colours are chosen for contrast on the fill.

export interface NationColours {
  fill: string;
  text: string;
  /** border and stripe edge */
  edge: string;
}

export const NATION_COLOURS: Readonly<Record<string, NationColours>> = {
  france: { fill: '#1f3f8f', text: '#ffffff', edge: '#0b1838' },
  'great-britain': { fill: '#b3261e', text: '#ffffff', edge: '#4a0d09' },
  austria: { fill: '#f4f1e8', text: '#1a1a1a', edge: '#3a3a3a' },
  prussia: { fill: '#26292f', text: '#ffffff', edge: '#000000' },
  russia: { fill: '#2e6b3a', text: '#ffffff', edge: '#0f2a15' },
  spain: { fill: '#e6b800', text: '#1a1a1a', edge: '#5a4700' },
  'ottoman-empire': { fill: '#c65d1e', text: '#111111', edge: '#4a2006' },
  'united-states': { fill: '#8fa3bb', text: '#111111', edge: '#2a3644' }
};

const FALLBACK: NationColours = { fill: '#777777', text: '#ffffff', edge: '#222222' };

export function nationColours(nation: string): NationColours {
  return NATION_COLOURS[nation] ?? FALLBACK;
}
