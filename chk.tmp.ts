import * as G from './src/lib/learn/lessons/games';
import { replay, prompt, explain, positionOf } from './src/lib/rules';
for (const [name, rec] of Object.entries(G)) {
  const r = replay(rec);
  if (!r.ok) { console.log(name, 'FAIL', explain(r.error, 'en')); continue; }
  const g = r.value; const p = prompt(g);
  const s = g.state;
  const units = s.armies!.map(a => a.units.map(u => `${u.unit.slice(0,10)}@${u.square}${u.reduced?'*':''}`).join(' '));
  console.log(name, 'turn', s.turn, 'active', s.active, 'step', p.step, 'player', p.player, 'dice', p.dice ?? '', 'hands', s.decks[0].hand, s.decks[1].hand);
  if (s.combat) console.log('   combat', s.combat.kind, s.combat.attack, s.combat.defense, s.combat.outcome);
}
