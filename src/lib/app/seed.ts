// A seed for a new solo game. Alone in its module so that the home screen's new-game form can make
// one without loading the bot or the engine (app/solo.ts re-exports it).

/** A seed for a new solo game: an integer 0…2³²−1 from the browser's cryptographic generator. */
export function newSeed(): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return buf[0]!;
}
