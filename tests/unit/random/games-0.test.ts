// Random-game property test, part 1 of 4 (the parts run in parallel): complete games of random
// legal actions; after every action the invariants hold; on sampled states the engine accepts
// exactly what legalActions lists (tests/fuzz/both-ways.ts); replay reproduces the final state.
import { describe } from 'vitest';
import { randomGames } from '../../fuzz/property';

describe('random games (issue 3 property test), part 1/4', () => randomGames(0, 4));
