// Lighthouse (12.x) against the built app, mobile (Lighthouse's default: Moto G Power-sized
// screen, simulated slow 4G and 4× CPU slowdown), in the system Chromium, fully offline.
//
// Performance: the median score of several runs (one run's score moves by a point or two).
// Installability: Lighthouse 12 dropped the PWA category and its `installable-manifest` audit, so
// a small gatherer of our own asks Chrome itself (CDP `Page.getInstallabilityErrors`, the check
// behind Chrome's install prompt) at the end of each run, together with the manifest Chrome found
// and whether a service worker took control; a matching audit puts the result in the report.
import lighthouse, { Audit, Gatherer, type Config, type Flags, type Result } from 'lighthouse';
import { launch } from 'chrome-launcher';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumArgs, chromiumExecutablePath } from '../scripts/chromium.mjs';
import { PORT } from './browser.bench';

interface Installability {
  errors: string[];
  manifestUrl: string;
  manifestErrors: string[];
  serviceWorker: boolean;
}

class InstallabilityGatherer extends Gatherer {
  override meta = { supportedModes: ['navigation', 'snapshot'] } as Gatherer['meta'];

  // the result is typed as Lighthouse's own artifacts are: ours is not among them
  override async getArtifact(context: Parameters<Gatherer['getArtifact']>[0]): Promise<never> {
    const session = context.driver.defaultSession;
    // registration happens once the page is idle: give it a few seconds to control the page
    const serviceWorker = (await context.page.evaluate(`Promise.race([
      navigator.serviceWorker.ready.then((r) => !!r.active),
      new Promise((resolve) => setTimeout(() => resolve(false), 5000))
    ])`)) as boolean;
    const { installabilityErrors } = await session.sendCommand('Page.getInstallabilityErrors');
    const manifest = await session.sendCommand('Page.getAppManifest', {});
    const artifact: Installability = {
      errors: installabilityErrors.map((e) => [e.errorId, ...e.errorArguments.map((a) => `${a.name}=${a.value}`)].join(' ')),
      manifestUrl: manifest.url,
      manifestErrors: manifest.errors.map((e) => e.message),
      serviceWorker
    };
    return artifact as never;
  }
}

class InstallableAudit extends Audit {
  static override get meta() {
    return {
      id: 'chrome-installable',
      title: 'Chrome reports no installability errors',
      failureTitle: 'Chrome reports installability errors',
      description: 'Page.getInstallabilityErrors: manifest, icons, display mode, secure origin.',
      requiredArtifacts: ['Installability'] as never[]
    };
  }

  static override audit(artifacts: unknown) {
    const inst = (artifacts as { Installability: Installability }).Installability;
    return {
      score: inst.errors.length === 0 ? 1 : 0,
      displayValue: inst.errors.join('; '),
      details: { type: 'debugdata' as const, ...inst }
    };
  }
}

const config: Config = {
  extends: 'lighthouse:default',
  artifacts: [{ id: 'Installability', gatherer: { implementation: InstallabilityGatherer } } as never],
  audits: [{ implementation: InstallableAudit } as never],
  categories: {
    installability: { title: 'Installability', auditRefs: [{ id: 'chrome-installable', weight: 1 }] }
  },
  settings: { onlyCategories: ['performance', 'installability'], disableFullPageScreenshot: true }
};

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index'
} as const;
type Metric = keyof typeof METRICS;

export interface LighthouseRun {
  performance: number; // 0-100
  metrics: Record<Metric, number>; // ms, CLS unitless
  /** score points each metric costs (weight × (1 − metric score)) */
  lost: Record<Metric, number>;
  installability: Installability;
  /** requests to anything but the app's origin (must be none) */
  foreignRequests: string[];
  /** performance audits that are not passed, worst first: what Lighthouse suggests */
  suggestions: { id: string; title: string; display: string; savingsMs?: number }[];
  runtimeError?: string;
  warnings: string[];
}

export interface LighthouseResult {
  performance: number; // median of the runs
  installable: boolean; // no installability errors in any run
  runs: LighthouseRun[];
  median: LighthouseRun; // the run whose score is the median
  seconds: number;
}

function summarize(lhr: Result, origin: string): LighthouseRun {
  const audits = lhr.audits;
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, audits[id]?.numericValue ?? NaN])) as Record<
    Metric,
    number
  >;
  const weights = new Map((lhr.categories.performance?.auditRefs ?? []).map((r) => [r.id, r.weight]));
  const lost = Object.fromEntries(
    Object.entries(METRICS).map(([k, id]) => [k, (weights.get(id) ?? 0) * (1 - (audits[id]?.score ?? 0))])
  ) as Record<Metric, number>;
  const inst = audits['chrome-installable']?.details as unknown as Installability | undefined;
  const requests = (audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
  const foreignRequests = requests.map((r) => r.url).filter((u) => !u.startsWith(origin) && !/^(data|blob):/.test(u));
  const suggestions = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.group !== 'metrics')
    .map((ref) => audits[ref.id]!)
    .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => {
      const ms = (a.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs;
      return { id: a.id, title: a.title, display: a.displayValue ?? '', ...(ms ? { savingsMs: ms } : {}) };
    })
    .sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0));
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    metrics,
    lost,
    installability: inst ?? { errors: ['no result'], manifestUrl: '', manifestErrors: [], serviceWorker: false },
    foreignRequests,
    suggestions,
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    warnings: lhr.runWarnings
  };
}

/**
 * Runs Lighthouse (mobile) `runs` times on `url`, each in a fresh headless Chromium (a new
 * profile: no IndexedDB or service worker left by the run before); the median score.
 */
export async function lighthouseMobile(url: string, runs = 3): Promise<LighthouseResult> {
  const t0 = performance.now();
  const chromePath = chromiumExecutablePath({ headlessShell: false });
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await launch({
      ...(chromePath ? { chromePath } : {}),
      chromeFlags: ['--headless=new', ...chromiumArgs],
      logLevel: 'silent'
    });
    try {
      const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error' };
      const result = await lighthouse(url, flags, config);
      if (!result) throw new Error('Lighthouse returned no result');
      results.push(summarize(result.lhr, new URL(url).origin));
      // LIGHTHOUSE_DIR=dir keeps each run's full report (open it in the Lighthouse viewer)
      const dir = process.env.LIGHTHOUSE_DIR;
      if (dir) writeFileSync(join(dir, `lighthouse-${i + 1}.json`), JSON.stringify(result.lhr));
    } finally {
      chrome.kill();
    }
  }
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return {
    performance: median.performance,
    installable: results.every((r) => r.installability.errors.length === 0 && !r.runtimeError),
    runs: results,
    median,
    seconds: (performance.now() - t0) / 1000
  };
}

/** One line per run plus, if the score misses the goal, what Lighthouse suggests. */
export function describeLighthouse(r: LighthouseResult, goal = 98): string {
  const fmt = (m: Record<Metric, number>) =>
    (Object.keys(METRICS) as Metric[]).map((k) => `${k} ${k === 'CLS' ? m[k].toFixed(3) : `${Math.round(m[k])} ms`}`).join(', ');
  const lostText = (l: Record<Metric, number>) =>
    (Object.keys(METRICS) as Metric[])
      .filter((k) => l[k] >= 0.5)
      .map((k) => `${k} ${l[k].toFixed(1)}`)
      .join(', ') || 'none';
  const lines = r.runs.map(
    (run, i) =>
      `  Lighthouse run ${i + 1}: performance ${run.performance} (${fmt(run.metrics)}; points lost: ${lostText(run.lost)})` +
      (run.runtimeError ? ` ERROR ${run.runtimeError}` : '')
  );
  const inst = r.median.installability;
  lines.push(
    `  installability: ${inst.errors.length ? inst.errors.join('; ') : 'no errors'}; manifest ${inst.manifestUrl || 'none'}` +
      `${inst.manifestErrors.length ? ` (${inst.manifestErrors.join('; ')})` : ''}; service worker ${inst.serviceWorker ? 'active' : 'NOT active'}`
  );
  const foreign = [...new Set(r.runs.flatMap((run) => run.foreignRequests))];
  if (foreign.length) lines.push(`  foreign requests: ${foreign.join(', ')}`);
  if (r.performance < goal)
    for (const s of r.median.suggestions.slice(0, 6))
      lines.push(`  - ${s.title}${s.display ? `: ${s.display}` : ''}${s.savingsMs ? ` (est. ${Math.round(s.savingsMs)} ms)` : ''}`);
  lines.push(`  (${r.runs.length} runs in ${r.seconds.toFixed(0)} s)`);
  return lines.join('\n');
}

/** The app as `npm run bench` serves it (startServer in browser.bench.ts). */
export const benchUrl = `http://127.0.0.1:${PORT}/`;
