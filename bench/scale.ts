// `npm run bench:scale`: issue 31's three scale rows alone (the home list at 1,000 games, resume and
// a tap at 10,006 actions), each against its baseline in the same run (bench/scale.bench.ts).
import { launch, startServer } from './browser.bench';
import { checkedLongRecord, describeScale, homeListScale, resumeScale, tapScale } from './scale.bench';

const long = checkedLongRecord(10_006);
const server = await startServer();
const browser = await launch();
try {
  console.log(describeScale('home list, 1,000 saved games against 10', await homeListScale(browser)));
  console.log(describeScale('resume, 10,006 actions against 25', await resumeScale(browser, long)));
  console.log(describeScale('tap → next step painted (4× CPU throttling), 10,006 actions against 25', await tapScale(browser, long)));
} finally {
  await browser.close();
  server.kill();
}
