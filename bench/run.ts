// `npm run bench`: every performance goal of the project, measured, printed as one table.
import { benchBoardQueries, benchCombatOdds } from './engine.bench';
import { benchApplyAction, benchReplay, record300 } from './game.bench';
import { printTable } from './harness';
import { benchUrl, describeLighthouse, lighthouseMobile } from './lighthouse.bench';
import {
  appLatency,
  firstLoadKB,
  storeAppendLatency,
  launch,
  openMovementPhase,
  busyTurn,
  ordinaryTurn,
  resumeTime,
  setupWalk,
  startServer,
  tapToHighlight
} from './browser.bench';
import { boardAssaultTotals, boardQuestion, shareLinkOpen } from './board.bench';
import { benchBot } from './bot';
import { benchReview } from './review';
import { whileBotThinks } from './solo.bench';
import { firstLesson, guidedBattle, lessonCoverage } from './learn.bench';
import { checkedLongRecord, homeListScale, resumeScale, tapScale, type ScaleRow } from './scale.bench';
import { benchLink, median, p95 } from './link.bench';

const rows: { name: string; value: string; goal: string; ok: string }[] = [];
const add = (name: string, value: number, unit: string, goal: number, lowerIsBetter = true) =>
  rows.push({
    name,
    value: `${value.toFixed(unit === 'KB' ? 1 : 2)} ${unit}`,
    goal: `${lowerIsBetter ? '≤' : '≥'} ${goal} ${unit}`,
    ok: (lowerIsBetter ? value <= goal : value >= goal) ? 'yes' : 'NO'
  });

add('board queries per position (16 units: moves + fire r2, + nightfall)', benchBoardQueries(), 'µs', 20);
add('combatOdds for the largest combat (2d10 + 2d6 + 2d6, memo cleared each call)', benchCombatOdds(), 'µs', 200);

const rec = record300();
add('applyAction (median over a real game)', benchApplyAction(rec), 'µs', 20);
add('replay + validate a 300-action record', benchReplay(rec), 'ms', 5);

// issue 25: the lessons (from LESSONS, no browser)
const cov = lessonCoverage();
rows.push({
  name: 'lessons: count / stages / sections covered',
  value: `${cov.lessons} / ${cov.stages} / ${cov.covered} of ${cov.required}`,
  goal: `≥ 12 / ≥ 60 / all ${cov.required}`,
  ok: cov.lessons >= 12 && cov.stages >= 60 && cov.covered === cov.required ? 'yes' : 'NO'
});

// issue 26: the opponent's strength and speed (BOT_GAMES games per pair, default 100)
rows.push(...benchBot(Number(process.env.BOT_GAMES ?? 100)));

// issue 33: the review — calibration, the share each threshold flags, time in a worker, planted blunders
rows.push(...(await benchReview(Number(process.env.REVIEW_GAMES ?? 60), Number(process.env.PLANTED_GAMES ?? 50))));

const server = await startServer();
const browser = await launch();
try {
  const load = await firstLoadKB(browser);
  add(`first-load JS+CSS, gzip (${load.files} files)`, load.kb, 'KB', 80);
  const page = await openMovementPhase(browser, 'tests/e2e/fixtures/france-britain.json');
  add('tap a unit → destinations painted (4× CPU throttling)', await tapToHighlight(page, 'd2'), 'ms', 16);
  // issues 26 and 32: the same while Adiutant (expert, its strongest level) thinks in its worker, one decision after another
  const thinking = await whileBotThinks(page, 'tests/e2e/fixtures/france-britain.json', () => tapToHighlight(page, 'd2'));
  add(`the same while Adiutant (expert) thinks in its worker (${thinking.answers} decisions meanwhile)`, thinking.value, 'ms', 16);
  const store = await storeAppendLatency(browser, 'tests/e2e/fixtures/france-britain.json');
  add(`IndexedDB append per action: engine + GameStore.commit (median of ${store.actions})`, store.ms, 'ms', 5);
  const inApp = await appLatency(page);
  // for information: the app's own append, which also waits for the frames its taps cause
  rows.push({
    name: `  the same in the app, between taps and frames (median of ${inApp.actions})`,
    value: `${inApp.ms.toFixed(2)} ms`,
    goal: '—',
    ok: '—'
  });
  // issue 11: the ordinary player turn walked through the UI on a 390×844 phone
  const turn = await ordinaryTurn(browser);
  await turn.page.context().close();
  rows.push({ name: 'ordinary turn on a 390×844 phone: taps', value: String(turn.taps), goal: '≤ 12', ok: turn.taps <= 12 ? 'yes' : 'NO' });
  rows.push({
    name: 'ordinary turn on a 390×844 phone: scroll distance',
    value: `${turn.scroll} px`,
    goal: '0 px',
    ok: turn.scroll === 0 ? 'yes' : 'NO'
  });
  // issue 23: the whole setup walked through the UI on a 390×844 phone, New game to "Start the battle"
  const setup = await setupWalk(browser);
  await setup.page.context().close();
  rows.push({
    name: 'setup: taps (390×844, New game → "Start the battle")',
    value: String(setup.taps),
    goal: '≤ 36',
    ok: setup.taps <= 36 ? 'yes' : 'NO'
  });
  rows.push({
    name: 'setup: scroll (390×844)',
    value: `${setup.scroll} px`,
    goal: '0 px',
    ok: setup.scroll === 0 ? 'yes' : 'NO'
  });
  // issue 23: a busy turn (discard, a move, an Assault with a Leader for Command and support, the
  // defender's cards, retreat, advance, pursuit, a rally and a Redoubt) walked through the UI
  const busy = await busyTurn(browser);
  await busy.page.context().close();
  rows.push({ name: 'busy turn on a 390×844 phone: taps', value: String(busy.taps), goal: '≤ 30', ok: busy.taps <= 30 ? 'yes' : 'NO' });
  rows.push({
    name: 'busy turn on a 390×844 phone: scroll',
    value: `${busy.scroll} px`,
    goal: '0 px',
    ok: busy.scroll === 0 ? 'yes' : 'NO'
  });
  // issue 12: board mode, scripted on a 390×844 phone; a walk the screen cannot do reports n/a
  const na = (name: string, goal: string, reason: string) => {
    console.log(`${name}: n/a (${reason})`);
    rows.push({ name, value: 'n/a', goal, ok: 'n/a' });
  };
  const question = await boardQuestion(browser);
  if (question.ok) {
    const q = question.value;
    rows.push({
      name: `board mode: question from home (d2 bombard d4? ${q.answer})`,
      value: `${q.taps} taps`,
      goal: '≤ 8 taps',
      ok: q.taps <= 8 ? 'yes' : 'NO'
    });
    rows.push({
      name: 'board mode: taps per unit placed',
      value: `${q.perUnit} taps`,
      goal: '≤ 2 taps',
      ok: q.perUnit <= 2 ? 'yes' : 'NO'
    });
  } else {
    na('board mode: question from home', '≤ 8 taps', question.reason);
    na('board mode: taps per unit placed', '≤ 2 taps', question.reason);
  }
  // issue 23: the calculator's Assault with a Leader for Command and one supporting unit
  const assault = await boardAssaultTotals(browser);
  const assaultRow = 'board mode: Assault totals with a Leader and one supporting unit: taps';
  if (assault.ok)
    rows.push({
      name: `${assaultRow} (A ${assault.value.attack}, D ${assault.value.defense})`,
      value: `${assault.value.taps} taps`,
      goal: '≤ 8 taps',
      ok: assault.value.taps <= 8 ? 'yes' : 'NO'
    });
  else na(assaultRow, '≤ 8 taps', assault.reason);
  const share = await shareLinkOpen(browser);
  if (share.ok) add(`board mode: share link open → board drawn (${share.value.units} units)`, share.value.ms, 'ms', 300);
  else na('board mode: share link open', '≤ 300 ms', share.reason);
  // issue 25: the first lesson from home, walked through the real UI on a 390×844 phone
  const lesson = await firstLesson(browser);
  if (lesson.ok)
    rows.push({
      name: `first lesson: taps (from home, every stage right first time: ${lesson.value.stars} stars, ${lesson.value.scroll} px of scroll)`,
      value: `${lesson.value.taps} taps`,
      goal: '—',
      ok: lesson.value.scroll === 0 ? 'yes' : 'NO'
    });
  else na('first lesson: taps', '—', lesson.reason);
  // issue 25: the guided battle's first game turn on the real play screen, on a 390×844 phone
  const guided = await guidedBattle(browser);
  if (guided.ok)
    rows.push({
      name: `guided battle: taps for game turn 1 (from /learn; ${guided.value.cards} cards read or continued; ${guided.value.scroll} px of scroll)`,
      value: `${guided.value.taps} taps`,
      goal: '—',
      ok: guided.value.scroll === 0 ? 'yes' : 'NO'
    });
  else na('guided battle: taps for game turn 1', '—', guided.reason);
  // issue 34: two phones (two browser contexts on loopback, in a network namespace of their own)
  const link = await benchLink();
  if ('skip' in link)
    for (const row of ['table link: pairing', 'table link: tap → painted on the other phone', 'table link: rejoin'])
      na(row, '—', link.skip);
  else {
    rows.push({
      name: 'table link: QR versions of the offer / the answer',
      value: `${link.qr.offer} / ${link.qr.answer}`,
      goal: '≤ 8',
      ok: Math.max(link.qr.offer, link.qr.answer) <= 8 ? 'yes' : 'NO'
    });
    add(
      `table link: second scan → linked (median of ${link.pairMs.length}, max ${Math.max(...link.pairMs)} ms)`,
      median(link.pairMs),
      'ms',
      3000
    );
    add(`table link: tap → painted on the other phone, median (${link.tapMs.length} taps)`, median(link.tapMs), 'ms', 150);
    add('table link: tap → painted on the other phone, p95', p95(link.tapMs), 'ms', 150);
    add(`table link: rejoin with 50 actions missed → caught up (median of ${link.rejoinMs.length})`, median(link.rejoinMs), 'ms', 1000);
  }
  const resume = await resumeTime(browser, rec);
  add('resume a 300-action game: read + replay + first render', resume.resumeMs, 'ms', 100);
  add('  of which IndexedDB read + replay', resume.openMs, 'ms', 100);
  add('  from the navigation start (page load included)', resume.screenMs, 'ms', 1000);
  // issue 31: flat with many games and long games, each against its baseline in the same run
  const scale = (name: string, r: ScaleRow) =>
    rows.push({
      name: `${name}: ${r.many.toFixed(1)} ms against ${r.few.toFixed(1)} ms`,
      value: `${r.ratio.toFixed(2)}×`,
      goal: '≤ 1.5×',
      ok: r.ratio <= 1.5 ? 'yes' : 'NO'
    });
  const long = checkedLongRecord(10_006);
  const list = await homeListScale(browser);
  scale(`home list at 1,000 saved games against 10 (${list.elements!.many} and ${list.elements!.few} page elements)`, list);
  scale('resume a game of 10,006 actions against one of 25 (navigation → board and action bar painted)', await resumeScale(browser, long));
  scale('tap → next step painted at 10,006 actions against 25 (4× CPU throttling)', await tapScale(browser, long));
  const lh = await lighthouseMobile(benchUrl); // 3 runs, a fresh Chromium each
  console.log(`Lighthouse (mobile):\n${describeLighthouse(lh)}`);
  rows.push({
    name: 'Lighthouse mobile performance (median of 3)',
    value: String(lh.performance),
    goal: '≥ 98',
    ok: lh.performance >= 98 ? 'yes' : 'NO'
  });
  rows.push({
    name: "installable (Chrome's installability check)",
    value: lh.installable ? 'yes' : 'no',
    goal: 'yes',
    ok: lh.installable ? 'yes' : 'NO'
  });
} finally {
  await browser.close();
  server.kill();
}

printTable(rows);
