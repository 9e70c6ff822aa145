// What every rule handler may read besides the state: the catalogue and the game's options.
import type { Catalog } from './catalog';
import type { GameOptions } from './state';

export interface Ctx {
  catalog: Catalog;
  options: GameOptions;
}
