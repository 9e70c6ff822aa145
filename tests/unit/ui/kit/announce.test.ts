// The one announcer (src/lib/ui/kit/announce.svelte.ts, issue 30 §7): what is said in one moment is
// read as one message; the same words said again are cleared first and then put back (a change a
// screen reader reads); empty words say nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce, announcer } from '$lib/ui/kit/announce.svelte';

const settle = () => new Promise<void>((done) => queueMicrotask(done));

describe('announce', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('says a message, and the messages of one moment as one, in order, each once', async () => {
    announce('Ala: Movement Phase');
    await settle();
    expect(announcer.text).toBe('Ala: Movement Phase');
    announce('Moved: Imperial Guard d2→d3.');
    announce('  Bartek:\n Combat Phase ');
    announce('Moved: Imperial Guard d2→d3.');
    await settle();
    expect(announcer.text).toBe('Moved: Imperial Guard d2→d3. Bartek: Combat Phase');
  });

  it('the same words again: the region is emptied, then filled with them again', async () => {
    announce('d4 marked');
    await settle();
    expect(announcer.text).toBe('d4 marked');
    announce('d4 marked');
    await settle();
    expect(announcer.text).toBe('');
    vi.runAllTimers();
    expect(announcer.text).toBe('d4 marked');
  });

  it('a new message before the emptied one comes back wins', async () => {
    announce('Right!');
    await settle();
    announce('Right!');
    await settle();
    announce('Next stage');
    await settle();
    vi.runAllTimers();
    expect(announcer.text).toBe('Next stage');
  });

  it('empty or blank words say nothing', async () => {
    announce('Kept');
    await settle();
    announce('');
    announce('   ');
    await settle();
    expect(announcer.text).toBe('Kept');
  });
});
