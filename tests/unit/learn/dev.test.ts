import { it } from 'vitest';
import { LESSONS, checkAnswer } from '../../../src/lib/learn';
import { explain } from '../../../src/lib/rules';
it('dev', () => {
  for (const l of LESSONS) for (const s of l.stages) {
    const r = checkAnswer(s, s.solution);
    console.log(s.id, 'solution', r.ok ? 'OK' : 'FAIL ' + r.reason.code + ' ' + r.reason.message);
    for (const m of s.mistakes) {
      const x = checkAnswer(s, m);
      console.log('   mistake', x.ok ? 'PASSES!' : x.reason.code + ' | ' + x.reason.message + ' | ' + explain(x.reason, 'pl'));
    }
  }
});
