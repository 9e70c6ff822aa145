// At the table: keep the screen awake during a game and confirm before leaving it.
/** Screen Wake Lock while the page is visible; re-acquired when it comes back. Returns a release function. */
export function keepAwake(): () => void {
  type Sentinel = { release(): Promise<void> };
  const nav = navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<Sentinel> } };
  if (!nav.wakeLock) return () => {};
  let sentinel: Sentinel | null = null;
  let active = true;
  const acquire = () => {
    if (!active || document.visibilityState !== 'visible') return;
    nav.wakeLock!.request('screen').then(
      (s) => (sentinel = s),
      () => {} // refused (battery saver, no user gesture yet): the game goes on
    );
  };
  const onVisible = () => acquire();
  document.addEventListener('visibilitychange', onVisible);
  acquire();
  return () => {
    active = false;
    document.removeEventListener('visibilitychange', onVisible);
    void sentinel?.release().catch(() => {});
  };
}
