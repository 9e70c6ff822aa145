// The one input layer (issue 31): what a player enters on a board with the play screen's controls,
// for any host — a saved game's Session (the play screen, the guided battle), a lesson's stage. It
// holds the step's selections (movement, combat, restoration, the cards marked for discard) and
// says which of them the board shows and gives its taps to. The engine decides every rule; the
// host judges every action (`act`) and shows every refusal (`refuse`).
import type { PlayHost } from '$lib/app/host';
import type { BoardAssist } from './assist';
import { DiscardMarks } from './bar/discard.svelte';
import { DeploySelection } from './deploy.svelte';
import { CombatSelection } from './combat/CombatSelection.svelte';
import { MovementSelection } from './MovementSelection.svelte';
import { RestorationSelection } from './restoration/RestorationSelection.svelte';

export class PlayInput {
  /** the Movement Phase (rule 5); outside it a tap points at a unit */
  readonly control: MovementSelection;
  /** the Combat Phase (rules 6, 8, 9): declaring, a Leader's supporting units, the steps after the roll */
  readonly combat: CombatSelection;
  /** the Restoration Phase (rule 7) and Redoubts (9.2) */
  readonly restoration: RestorationSelection;
  /** the cards marked for discard (4-R5) */
  readonly marks: DiscardMarks;
  /** a deployment (3-R8), as a lesson asks for one (the setup wizard holds its own, with its last unit held) */
  readonly deploy: DeploySelection;

  /** `host` gives the host (a getter, so a component's prop stays reactive); call in a component's setup */
  constructor(host: () => PlayHost) {
    this.control = new MovementSelection(host);
    this.combat = new CombatSelection(host);
    this.restoration = new RestorationSelection(host);
    this.marks = new DiscardMarks(host);
    this.deploy = new DeploySelection(host);
  }

  /** the assistant whose highlights the board shows and whose taps it takes, in the step now */
  readonly assist: BoardAssist = $derived.by(() => {
    if (this.combat.active) return this.combat;
    if (this.restoration.active) return this.restoration;
    if (this.deploy.active) return this.deploy;
    const control = this.control;
    return {
      highlights: control.highlights,
      highlightNames: control.highlightNames,
      selected: control.marked,
      tap: (square: string) => control.tap(square)
    };
  });
}
