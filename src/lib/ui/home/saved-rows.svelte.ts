// What home's saved games and saved boards share as screen state: the list (most recent first),
// a storage failure, what was last done (worded when shown, so it follows the language), rename
// and delete. The storage calls and the words are each list's own.

export interface RowStore<T> {
  list(): Promise<T[]>;
  rename(id: string, name: string): Promise<unknown>;
  remove(id: string): Promise<unknown>;
}

export interface RowWords {
  renamed(name: string): string;
  deleted(name: string): string;
}

export class SavedRows<T extends { id: string; name: string }> {
  /** most recent first; null until first read */
  rows = $state.raw<T[] | null>(null);
  /** IndexedDB is missing or refused (e.g. some private windows) */
  storageError = $state<string | null>(null);
  /** the last thing done, worded when shown (so it follows the language) */
  status = $state<(() => string) | null>(null);

  readonly #store: RowStore<T>;
  readonly #words: RowWords;

  constructor(store: RowStore<T>, words: RowWords) {
    this.#store = store;
    this.#words = words;
  }

  async refresh(): Promise<void> {
    try {
      this.rows = await this.#store.list();
      this.storageError = null;
    } catch (e) {
      this.storageError = e instanceof Error ? e.message : String(e);
      this.rows = [];
    }
  }

  async rename(row: T, name: string): Promise<void> {
    await this.#store.rename(row.id, name);
    await this.refresh();
    const now = this.rows?.find((r) => r.id === row.id)?.name ?? name;
    this.status = () => this.#words.renamed(now);
  }

  /** Delete a row (confirmed by the player before). */
  async remove(row: T): Promise<void> {
    await this.#store.remove(row.id);
    await this.refresh();
    this.status = () => this.#words.deleted(row.name);
  }
}
