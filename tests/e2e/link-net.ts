// The network for the table link's browser tests (issue 34): two "phones" are two browser contexts
// of one Chromium, linked by WebRTC with the host candidates their pairing codes carry. Chromium
// gathers no candidate at all without a default route, so these tests make their own network:
// the browser and a copy of the app's server run in a new network namespace holding loopback and a
// veth pair with a default route into it (`unshare -n`, as root; `unshare -rn` in a user namespace
// elsewhere). Nothing in it reaches any other network: the only traffic is the two contexts' and
// the server's, on loopback and the veth pair. Without a namespace (no `unshare` or `ip`, or not
// allowed), a machine whose own network has a default route runs the browser there, with mDNS
// names off (raw addresses: no multicast query leaves the machine), and the no-network case is a
// browser that may gather no candidate; else the tests are skipped with the reason, loudly (a
// warning on the console, and in CI a GitHub-style ::warning:: line).
//
// `bare: true` makes a namespace with loopback only: no default route, no candidate (the
// no-network sentence). `args`: more of Chromium's flags (a fake camera for the scanner's test).
import { chromium, type Browser } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumArgs, chromiumExecutablePath } from '../../scripts/chromium.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
export const PORT = Number(process.env.PORT) || 4173;
export const BASE = `http://localhost:${PORT}`;

/** Does this network namespace have a default route (IPv4 or IPv6)? */
export function hasDefaultRoute(): boolean {
  try {
    const v4 = readFileSync('/proc/net/route', 'utf8')
      .split('\n')
      .slice(1)
      .some((l) => l.split(/\s+/)[1] === '00000000');
    const v6 =
      existsSync('/proc/net/ipv6_route') &&
      readFileSync('/proc/net/ipv6_route', 'utf8')
        .split('\n')
        .some((l) => /^0{32} 00 /.test(l) && !/ lo$/.test(l.trim()));
    return v4 || v6;
  } catch {
    return false;
  }
}

/**
 * The `unshare` flags that make a network namespace here, or null when none can be made (or
 * ADIUTANT_LINK_NETNS=0 asks for none: the fallbacks below, on any machine).
 */
function namespaceFlags(): string[] | null {
  if (process.env.ADIUTANT_LINK_NETNS === '0') return null;
  const root = process.getuid?.() === 0;
  for (const flags of root ? [['-n'], ['-rn']] : [['-rn']]) {
    try {
      execFileSync('unshare', [...flags, 'sh', '-c', 'ip link set lo up && ip link add v0 type veth peer name v1'], {
        stdio: 'ignore',
        timeout: 10_000
      });
      return flags;
    } catch {
      // not allowed here: try the next, else none
    }
  }
  return null;
}

export type LinkNet = { browser: Browser; how: string; gatherNothing?: boolean } | { skip: string };

/** For a context of a `gatherNothing` browser: its connections gather no candidate (relay only, no relay). */
export const GATHER_NOTHING = () => {
  const Native = RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super({ ...config, iceTransportPolicy: 'relay' });
    }
  } as typeof RTCPeerConnection;
};

/**
 * A Chromium for the link tests, and how its network was made; or why there is none. The server
 * of the namespace serves the same build (ADIUTANT_OUT) on the same port.
 */
export async function linkBrowser(o: { bare?: boolean; port?: number; args?: string[]; fullBrowser?: boolean } = {}): Promise<LinkNet> {
  const port = o.port ?? PORT;
  // the full browser where the headless shell lacks what a test needs (the fake camera: link-scan)
  const chrome = chromiumExecutablePath({ headlessShell: !o.fullBrowser });
  const flags = namespaceFlags();
  if (!flags) {
    // no namespace: a browser whose connections gather no candidate at all stands for a phone with
    // no local network (`bare.gatherNothing`: each context's connections relay only, and there is no relay)
    if (o.bare) {
      const browser = await chromium.launch({ ...(chrome ? { executablePath: chrome } : {}), args: [...chromiumArgs, ...(o.args ?? [])] });
      return { browser, how: 'no namespace: every connection relays only, with no relay (no candidate)', gatherNothing: true };
    }
    if (!hasDefaultRoute())
      return {
        skip: 'no default route here and no network namespace can be made (unshare/ip not allowed): Chromium would gather no WebRTC candidate'
      };
    const browser = await chromium.launch({
      ...(chrome ? { executablePath: chrome } : {}),
      args: [...chromiumArgs, '--disable-features=WebRtcHideLocalIpsWithMdns', ...(o.args ?? [])]
    });
    return { browser, how: 'this machine’s own network (raw addresses, no mDNS)' };
  }
  if (!chrome) return { skip: 'the namespace needs a Chromium binary of its own (CHROMIUM_PATH or Debian’s chromium)' };
  const dir = mkdtempSync(join(tmpdir(), 'adiutant-link-'));
  const wrapper = join(dir, 'chromium-in-netns');
  // (IPv6 off, where the namespace allows it, and no address still tentative when Chromium starts:
  // an IPv6 address that settles later is a network change to Chromium, which fails the page
  // loads in flight with ERR_NETWORK_CHANGED)
  const quiet = `for f in /proc/sys/net/ipv6/conf/default/disable_ipv6 /proc/sys/net/ipv6/conf/all/disable_ipv6; do echo 1 > $f; done 2>/dev/null;`;
  const settled = `for i in $(seq 100); do ip addr show tentative 2>/dev/null | grep -q . || break; sleep 0.05; done`;
  const net = o.bare
    ? 'ip link set lo up'
    : 'ip link set lo up && ip link add v0 type veth peer name v1 && ip addr add 10.77.0.1/24 dev v0 && ip link set v0 up && ip link set v1 up && ip route add default via 10.77.0.2 dev v0';
  // the app's server inside (its loopback is the browser's), stopped when the browser exits
  const inside = `${quiet}
${net} || exit 97
${settled}
cd ${JSON.stringify(ROOT)}
PORT=${port} timeout 1800 ${JSON.stringify(process.execPath)} scripts/serve.mjs >/dev/null 2>&1 &
SERVER=$!
for i in $(seq 200); do (exec 3<>/dev/tcp/127.0.0.1/${port}) 2>/dev/null && break; sleep 0.05; done
${JSON.stringify(chrome)} "$@"
CODE=$?
kill $SERVER 2>/dev/null
exit $CODE`;
  writeFileSync(wrapper, `#!/bin/bash\nexec unshare ${flags.join(' ')} bash -c ${shellQuote(inside)} chromium "$@"\n`);
  chmodSync(wrapper, 0o755);
  const browser = await chromium.launch({
    executablePath: wrapper,
    args: [...chromiumArgs, ...(o.args ?? [])],
    env: { ...process.env } as Record<string, string>
  });
  return {
    browser,
    how: o.bare ? 'a network namespace with loopback only' : `a network namespace (unshare ${flags.join(' ')}, veth pair, default route)`
  };
}

function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}
