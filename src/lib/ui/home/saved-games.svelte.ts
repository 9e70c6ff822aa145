// The home screen's saved games as screen state: the list, what was last done and what failed
// (worded when shown, so they follow the language), and the player's actions on them (rename and
// delete: saved-rows.svelte.ts). Storage is the app layer's (src/lib/app/game-list.ts: the list
// without Dexie, the engine on first need).
import { goto } from '$app/navigation';
import { createGame, exportGame, importGame, listGames, removeGame, renameGame, type GameRow } from '$lib/app/game-list';
import { i18n } from '$lib/i18n.svelte';
import { m } from '$lib/paraglide/messages.js';
import type { GameSetup, RuleError } from '$lib/rules';
import { recordFileName } from '../game/game-name';
import { SavedRows } from './saved-rows.svelte';

export class SavedGames extends SavedRows<GameRow> {
  /** a failure of an action on the list, worded when shown */
  failure = $state<(() => string) | null>(null);

  constructor() {
    super(
      { list: listGames, rename: renameGame, remove: removeGame },
      { renamed: (name) => m.home_renamed({ name }), deleted: (name) => m.home_deleted({ name }) }
    );
  }

  /** A new game, then its page. */
  async create(setup: GameSetup, name: string, autoName = false): Promise<void> {
    this.failure = null;
    try {
      const r = await createGame(setup, name, autoName);
      if (!r.ok) {
        const err = r.error;
        const { explain } = await import('$lib/rules/result');
        this.failure = () => m.home_create_error({ detail: explain(err, i18n.locale) });
        return;
      }
      await goto(`/game/${r.value.id}`);
    } catch (e) {
      const detail = e instanceof Error ? e.message : String(e);
      this.failure = () => m.home_create_error({ detail });
    }
  }

  /** The game's record as a file download. */
  async export(game: GameRow): Promise<void> {
    this.failure = null;
    const r = await exportGame(game.id);
    if (!r.ok) {
      const err = r.error;
      const { explain } = await import('$lib/rules/result');
      this.failure = () => m.home_export_error({ reason: explain(err, i18n.locale) });
      return;
    }
    // a phone's share sheet where the browser can share files (Web Share API), a download elsewhere
    const file = recordFileName(r.value.name);
    const { shareOrDownload } = await import('../game/download');
    const how = await shareOrDownload(file, r.value.text, 'application/json', r.value.name);
    if (how !== 'cancelled') this.status = () => (how === 'shared' ? m.bu_shared({ file }) : m.home_exported({ file }));
  }

  /** Import a record file's text; the engine's refusal when it is not a valid game. */
  async import(text: string, name: string): Promise<RuleError | null> {
    this.status = null;
    const r = await importGame(text, name);
    if (!r.ok) return r.error;
    await this.refresh();
    const imported = this.rows?.find((g) => g.id === r.value.id)?.name ?? name;
    this.status = () => m.home_import_done({ name: imported });
    return null;
  }
}
