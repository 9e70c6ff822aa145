// A saved game's pages (play, summary) share one session: the game is opened here, once per game.
import { OpenedGame } from '$lib/app/opened-game.svelte';
import type { LayoutLoad } from './$types';

export const load: LayoutLoad = ({ params }) => ({ game: new OpenedGame(params.id) });
