// The app's yes/no preferences, kept in localStorage (Svelte 5 runes).
// - `teaching`: teaching mode (phase explanations and the "What now?" hint), on for a new player.
// - `turnBoard`: turn the board so the active player sits at the bottom.
// - `faceToFace`: the players sit on opposite sides of the device.

/** A yes/no preference kept in localStorage (private mode: kept for this visit only). */
export class StoredToggle {
  on: boolean = $state(true);

  constructor(
    private readonly key: string,
    fallback: boolean
  ) {
    this.on = StoredToggle.read(key) ?? fallback;
  }

  private static read(key: string): boolean | undefined {
    try {
      const v = globalThis.localStorage?.getItem(key);
      return v === 'on' ? true : v === 'off' ? false : undefined;
    } catch {
      return undefined;
    }
  }

  set(on: boolean): void {
    this.on = on;
    try {
      globalThis.localStorage?.setItem(this.key, on ? 'on' : 'off');
    } catch {
      // storage disabled: the choice lasts for this visit
    }
  }
}

/** Teaching mode: on by default for a new player. */
export const teaching = new StoredToggle('adiutant.teaching', true);
/** Turn the board with the active player: on by default. */
export const turnBoard = new StoredToggle('adiutant.turnBoard', true);
/**
 * Face to face: the players sit on opposite sides of the device. The board stays put
 * (the first seat's edge at the bottom) and the action bar turns to face the player who decides.
 */
export const faceToFace = new StoredToggle('adiutant.faceToFace', false);
/** Playing against Adiutant (issue 26): show the bot's hand. Off by default: its hand is hidden. */
export const showBotHand = new StoredToggle('adiutant.showBotHand', false);
