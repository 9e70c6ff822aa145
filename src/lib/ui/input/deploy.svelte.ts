// Deployment (3-R8, 3.3), as a selection of the input layer (issue 31): the setup wizard's
// deployment step and a lesson's deployment stage. The next unit to deploy is selected already, so
// a tapped square places it (one tap a unit, in order); tapping another unit selects that one, and a
// square tapped with no unit selected waits for the unit. The marked squares are the engine's legal
// deploy actions; anything else is sent to the host, whose refusal is shown. The picks belong to
// the game on screen (PlayHost.token).
import type { PlayHost } from '$lib/app/host';
import { m } from '$lib/paraglide/messages.js';
import { applyAction, legalActions, positionOf, type Position, type Seat } from '$lib/rules';
import { shortLabel } from '$lib/ui/board/view';
import { TokenPick } from '$lib/ui/kit/pick.svelte';

/** A unit still to deploy, as its counter shows it. */
export interface DeployUnit {
  id: string;
  name: string;
  label: string;
  cavalry: boolean;
  strength: number;
}

/** The draft key of the last deployment held on screen (src/lib/app/drafts.svelte.ts). */
export const LAST_DEPLOY = 'last-deploy';

export class DeploySelection {
  /**
   * The unit or the square picked first, on the game on screen only: a deployment, the other
   * player's turn or an undo forgets it.
   */
  readonly #pick = new TokenPick<{ unit: string | null; square: string | null }>(() => this.session);
  /** a selected unit tapped again is deselected, and the hint says so (on the game on screen only) */
  readonly #deselected = new TokenPick<{ unit: string }>(() => this.session);
  /**
   * The last unit of the deployment, placed on screen and not saved yet (`holdLast`): the engine
   * says that this deployment begins play, so the players look at the finished deployment first
   * and start the battle themselves. Until then it is an unconfirmed choice.
   */
  readonly #hold = new TokenPick<{ unit: string; square: string; position: Position }>(() => this.session);
  /** what the last tap did, for screen readers */
  status = $state('');

  /** `holdLast`: the deployment that begins play waits for `start()` (the setup wizard) */
  constructor(
    private readonly source: () => PlayHost,
    private readonly holdLast = false
  ) {
    if (holdLast)
      $effect(() =>
        this.session.drafts?.register(LAST_DEPLOY, () => {
          const h = this.held;
          if (!h) return null;
          return {
            text: m.bu_deploy_draft({ unit: this.unitName(h.unit), square: h.square }),
            apply: async () => !(await this.start()),
            drop: () => this.takeBack()
          };
        })
      );
  }

  get session(): PlayHost {
    return this.source();
  }

  /** the deployment step is on */
  get active(): boolean {
    return this.session.prompt.step === 'deploy';
  }

  /** the deploying seat */
  get seat(): Seat {
    const s = this.session.game.state;
    return this.session.prompt.player ?? s.first ?? 0;
  }

  /** the units still to deploy, in order */
  readonly units: DeployUnit[] = $derived.by(() => {
    const game = this.session.game;
    const army = game.state.armies?.[this.seat];
    if (!army || !this.active) return [];
    return army.toDeploy.map((id) => {
      const def = game.catalog.unit(army.nation, id);
      const name = def?.name ?? id;
      return { id, name, label: shortLabel(name), cavalry: def?.type === 'cavalry', strength: def?.full ?? 0 };
    });
  });

  get held(): { unit: string; square: string; position: Position } | null {
    return this.#hold.value;
  }

  /** the square picked first, waiting for its unit */
  get pickedSquare(): string | null {
    return this.#pick.value?.square ?? null;
  }

  /**
   * The next unit to deploy (the first of the list), selected for the player after each placement:
   * a tapped square places it. None while a square waits for its unit, once the player deselected
   * a unit on this game, or while the last one is held. Not a draft: the app's suggestion.
   */
  get next(): string | null {
    return !this.#pick.value && !this.#deselected.value && !this.held ? (this.units[0]?.id ?? null) : null;
  }

  /** the unit a tapped square places: the one the player tapped, else the next one */
  get unit(): string | null {
    return this.#pick.value?.unit ?? this.next;
  }

  /** the engine's legal deployments: square → unit ids */
  readonly legal: Map<string, string[]> = $derived.by(() => {
    const bySquare = new Map<string, string[]>();
    if (!this.active) return bySquare;
    for (const { action } of legalActions(this.session.game)) {
      if (action.type !== 'deploy') continue;
      const list = bySquare.get(action.square) ?? [];
      list.push(action.unit);
      bySquare.set(action.square, list);
    }
    return bySquare;
  });

  /** the squares where the unit (or any unit, none picked) may stand */
  readonly highlights: Record<string, string> = $derived.by(() => {
    if (this.held) return {};
    const unit = this.unit;
    return Object.fromEntries(
      [...this.legal.entries()].filter(([, ids]) => !unit || ids.includes(unit)).map(([square]) => [square, 'dest'])
    );
  });

  readonly highlightNames: Record<string, string> = $derived({ dest: m.bu_deploy_allowed() });

  /** the square drawn as selected: the held unit's, or the square waiting for its unit */
  get selected(): string | null {
    return this.held ? this.held.square : this.pickedSquare;
  }

  unitName(id: string): string {
    return (
      this.units.find((u) => u.id === id)?.name ??
      this.session.game.catalog.unit(this.session.game.state.armies![this.seat].nation, id)?.name ??
      id
    );
  }

  /** what to do now, in words */
  get hint(): string {
    const picked = this.#pick.value;
    if (picked?.unit) return m.setup_deploy_pick_square({ unit: this.unitName(picked.unit) });
    if (this.next) return m.setup_deploy_next({ unit: this.unitName(this.next) });
    if (picked?.square) return m.setup_deploy_pick_unit({ square: picked.square });
    const d = this.#deselected.value;
    return d ? m.bu_deploy_deselected({ unit: this.unitName(d.unit) }) : m.setup_deploy_pick();
  }

  #setPick(unit: string | null, square: string | null): void {
    this.#pick.value = unit || square ? { unit, square } : null;
  }

  /** Deploy a unit on a square (held first when it begins play and `holdLast`); returns the refusal, if any. */
  async deploy(id: string, square: string): Promise<boolean> {
    const name = this.unitName(id);
    const game = this.session.game;
    if (this.holdLast) {
      // the engine says whether this deployment begins play: then it waits for "Start the battle"
      const after = applyAction(game, { type: 'deploy', unit: id, square });
      if (after.ok && after.value.state.stage !== 'setup') {
        this.#hold.value = { unit: id, square, position: positionOf(after.value.state, after.value.catalog) };
        this.#setPick(null, null);
        this.status = m.bu_deploy_held({ unit: name, square });
        return false;
      }
    }
    const picked = this.#pick.value?.unit ?? null;
    const refused = await this.session.act({ type: 'deploy', unit: id, square });
    // refused: the unit the player tapped stays selected (the next one is selected anyway)
    if (refused) this.#setPick(picked, null);
    else this.status = m.setup_deploy_placed({ unit: name, square });
    return !!refused;
  }

  /** A tap on a board square: the unit selected goes there; none selected, the square waits for one. */
  tap(square: string): void {
    if (this.session.busy || this.held || !this.active) return;
    const unit = this.unit;
    if (unit) {
      void this.deploy(unit, square);
      return;
    }
    if (this.pickedSquare === square) return this.#setPick(null, null);
    // square first: ask the engine whether a unit of this army may stand there
    const probe = this.units[0]?.id;
    if (!probe) return;
    const r = applyAction(this.session.game, { type: 'deploy', unit: probe, square });
    this.#setPick(null, r.ok ? square : null);
    this.session.refuse(r.ok ? null : r.error);
  }

  /** A unit tapped in the list: deployed on the square waiting for it, else selected (again: deselected). */
  async pickUnit(id: string): Promise<void> {
    if (this.session.busy) return;
    const square = this.pickedSquare;
    if (square) {
      await this.deploy(id, square);
      return;
    }
    // the next unit, selected by the app, tapped: now the player's choice (a second tap deselects it)
    const again = this.#pick.value?.unit === id;
    this.#deselected.value = again ? { unit: id } : null;
    this.#setPick(again ? null : id, null);
  }

  /** "Start the battle": the held last deployment is saved and play begins; true when refused. */
  async start(): Promise<boolean> {
    const h = this.held;
    if (!h) return false;
    return !!(await this.session.act({ type: 'deploy', unit: h.unit, square: h.square }, LAST_DEPLOY));
  }

  /** The held last unit is taken back. */
  takeBack(): void {
    this.#hold.clear();
  }
}
