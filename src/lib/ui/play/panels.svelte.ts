// Which panel of the play screen is open in a sheet on a phone: the turn guide, the
// combat details, the decks, the history. On landscape screens the panels are shown in the column
// beside the board and this only says which one the player asked for last.
export type PanelName = 'guide' | 'combat' | 'decks' | 'history';

class PanelState {
  open = $state<PanelName | null>(null);

  show(name: PanelName): void {
    this.open = name;
  }

  close(): void {
    this.open = null;
  }
}

export const panels = new PanelState();
