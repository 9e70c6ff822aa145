import base from '/work/main/playwright.config';
const extra = (process.env.EXP_ARGS ?? '').split(' ').filter(Boolean);
const p = base.projects![0];
export default {
  ...base,
  testDir: '/work/main/tests/e2e',
  reporter: [['dot'], ['/work/main/tests/reporters/playwright.ts']],
  use: { ...base.use, ...(process.env.EXP_RM ? { reducedMotion: 'reduce' } : {}) },
  projects: [{ ...p, use: { ...p.use, launchOptions: { ...(p.use as any).launchOptions, args: [...(p.use as any).launchOptions.args, ...extra] } } }]
};
