// Universal hooks (the client router; the app has no server). A path the router cannot decode goes to
// the error page instead of throwing (src/lib/app/links.ts).
import type { Reroute } from '@sveltejs/kit';
import { BAD_LINK_PATH, readablePath } from '$lib/app/links';

export const reroute: Reroute = ({ url }) => (readablePath(url.pathname) ? undefined : BAD_LINK_PATH);
