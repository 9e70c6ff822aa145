// The service worker's registration (src/lib/app/service-worker.ts): at /sw.js with scope '/',
// a reload when a new version takes over a page already controlled, none on the first install.
import { describe, expect, it } from 'vitest';
import { registerServiceWorker, SW_URL, type Workers } from '$lib/app/service-worker';

function fakeWorkers(controlled: boolean, refuse = false) {
  const listeners: (() => void)[] = [];
  const registered: [string, RegistrationOptions | undefined][] = [];
  const workers = {
    controller: controlled ? ({} as ServiceWorker) : null,
    addEventListener: (type: string, fn: () => void) => {
      if (type === 'controllerchange') listeners.push(fn);
    },
    register: (url: string | URL, options?: RegistrationOptions) => {
      registered.push([String(url), options]);
      return refuse ? Promise.reject(new Error('refused')) : Promise.resolve({} as ServiceWorkerRegistration);
    }
  } as unknown as Workers;
  return { workers, registered, takeOver: () => listeners.forEach((fn) => fn()) };
}

describe('registerServiceWorker', () => {
  it('registers the app-wide worker at once', () => {
    const f = fakeWorkers(false);
    registerServiceWorker(f.workers, () => {});
    expect(f.registered).toEqual([[SW_URL, { scope: '/' }]]);
    expect(SW_URL).toBe('/sw.js');
  });

  it('a first install takes control without reloading the page', () => {
    const f = fakeWorkers(false);
    let reloads = 0;
    registerServiceWorker(f.workers, () => reloads++);
    f.takeOver();
    expect(reloads).toBe(0);
  });

  it('a new version taking over a controlled page reloads it, once', () => {
    const f = fakeWorkers(true);
    let reloads = 0;
    registerServiceWorker(f.workers, () => reloads++);
    expect(reloads).toBe(0);
    f.takeOver();
    f.takeOver();
    expect(reloads).toBe(1);
  });

  it('a refused registration is not an error, and no worker API means nothing to do', async () => {
    const f = fakeWorkers(true, true);
    expect(() => registerServiceWorker(f.workers, () => {})).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
    expect(() => registerServiceWorker(undefined, () => {})).not.toThrow();
  });
});
