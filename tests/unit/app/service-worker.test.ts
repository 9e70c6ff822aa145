// The service worker's registration (src/lib/app/service-worker.ts, issues 14 and 22): at /sw.js
// with scope '/'; a new version waits and is told to take over (SKIP_WAITING) only when nothing on
// the page is unconfirmed; a page the new version took over reloads, again only once nothing is
// unconfirmed; the first install claims a page without a reload.
import { describe, expect, it } from 'vitest';
import { registerServiceWorker, SW_URL, unconfirmed, type Workers } from '$lib/app/service-worker';

/** A fake worker: its messages are recorded; `state` changes fire statechange. */
function fakeWorker() {
  const listeners: (() => void)[] = [];
  const messages: unknown[] = [];
  const w = {
    state: 'installing',
    postMessage: (m: unknown) => messages.push(m),
    addEventListener: (type: string, fn: () => void) => {
      if (type === 'statechange') listeners.push(fn);
    }
  };
  return {
    worker: w as unknown as ServiceWorker,
    messages,
    installed: () => {
      w.state = 'installed';
      listeners.forEach((fn) => fn());
    }
  };
}

function fakeWorkers(controlled: boolean, opts: { refuse?: boolean; waiting?: ServiceWorker } = {}) {
  const changes: (() => void)[] = [];
  const found: (() => void)[] = [];
  const registered: [string, RegistrationOptions | undefined][] = [];
  const reg = {
    active: controlled ? ({} as ServiceWorker) : null,
    waiting: opts.waiting ?? null,
    installing: null as ServiceWorker | null,
    addEventListener: (type: string, fn: () => void) => {
      if (type === 'updatefound') found.push(fn);
    }
  };
  const workers = {
    controller: controlled ? ({} as ServiceWorker) : null,
    addEventListener: (type: string, fn: () => void) => {
      if (type === 'controllerchange') changes.push(fn);
    },
    register: (url: string | URL, options?: RegistrationOptions) => {
      registered.push([String(url), options]);
      return opts.refuse ? Promise.reject(new Error('refused')) : Promise.resolve(reg as unknown as ServiceWorkerRegistration);
    }
  } as unknown as Workers;
  return {
    workers,
    registered,
    takeOver: () => changes.forEach((fn) => fn()),
    /** a new version found and installed */
    update: (w: ServiceWorker) => {
      reg.installing = w;
      found.forEach((fn) => fn());
    }
  };
}

/** A wait that runs when asked (so a test decides when time passes). */
function manualWait() {
  const queue: (() => void)[] = [];
  return { wait: (fn: () => void) => void queue.push(fn), tick: () => queue.splice(0).forEach((fn) => fn()) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('registerServiceWorker', () => {
  it('registers the app-wide worker at once', () => {
    const f = fakeWorkers(false);
    registerServiceWorker(f.workers, () => {});
    expect(f.registered).toEqual([[SW_URL, { scope: '/' }]]);
    expect(SW_URL).toBe('/sw.js');
  });

  it('a first install takes control without reloading the page; a later version reloads it', () => {
    const f = fakeWorkers(false);
    let reloads = 0;
    registerServiceWorker(
      f.workers,
      () => reloads++,
      () => false
    );
    f.takeOver();
    expect(reloads).toBe(0);
    f.takeOver();
    expect(reloads).toBe(1);
  });

  it('a new version taking over a controlled page reloads it, once', () => {
    const f = fakeWorkers(true);
    let reloads = 0;
    registerServiceWorker(
      f.workers,
      () => reloads++,
      () => false
    );
    f.takeOver();
    f.takeOver();
    expect(reloads).toBe(1);
  });

  it('nothing unconfirmed: a new version installed is told to take over at once', async () => {
    const f = fakeWorkers(true);
    registerServiceWorker(
      f.workers,
      () => {},
      () => false
    );
    await settle();
    const w = fakeWorker();
    f.update(w.worker);
    w.installed();
    expect(w.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('something unconfirmed: the new version waits until it is settled, and so does the reload', async () => {
    let busy = true;
    const t = manualWait();
    const f = fakeWorkers(true);
    let reloads = 0;
    registerServiceWorker(
      f.workers,
      () => reloads++,
      () => busy,
      t.wait
    );
    await settle();
    const w = fakeWorker();
    f.update(w.worker);
    w.installed();
    t.tick();
    t.tick();
    expect(w.messages).toEqual([]);
    busy = false;
    t.tick();
    expect(w.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    // another tab let it take over while this one has a choice open: no reload until it is settled
    busy = true;
    f.takeOver();
    t.tick();
    expect(reloads).toBe(0);
    busy = false;
    t.tick();
    expect(reloads).toBe(1);
  });

  it('a version already waiting when the page opens is told to take over (once)', async () => {
    const waiting = fakeWorker();
    const f = fakeWorkers(true, { waiting: waiting.worker });
    registerServiceWorker(
      f.workers,
      () => {},
      () => false
    );
    await settle();
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('the pages’ unconfirmed choices: any registered source that is busy counts, until unregistered', () => {
    let on = true;
    const off = unconfirmed.register(() => on);
    expect(unconfirmed.any()).toBe(true);
    on = false;
    expect(unconfirmed.any()).toBe(false);
    on = true;
    off();
    expect(unconfirmed.any()).toBe(false);
  });

  it('a refused registration is not an error, and no worker API means nothing to do', async () => {
    const f = fakeWorkers(true, { refuse: true });
    expect(() => registerServiceWorker(f.workers, () => {})).not.toThrow();
    await settle();
    expect(() => registerServiceWorker(undefined, () => {})).not.toThrow();
  });
});
