import { chromium } from '@playwright/test';
const base = 'http://localhost:8080';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const errors = [];
async function session() {
  const ctx = await b.newContext();
  const api = ctx.request;
  const email = `p-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const up = await (await api.post(`${base}/app/api/v1/identity/sign-up`, { data: { email, password: 'correct-horse-7', name: 'Player Ada' } })).json();
  const login = await (await api.post(`${base}/app/api/v1/auth/login`, { data: { token: up.data.token, type: 1, device_id: 'shots-device-01', login_type: 'aware' } })).json();
  await ctx.close();
  return { ...login.data, isLoggedIn: true };
}
const auth = await session();
for (const [lang, prefix] of [['en', ''], ['ar', '/ar']]) for (const width of [1280, 375]) {
  const tag = `${lang}-${width}`;
  const make = async (signedIn) => {
    const ctx = await b.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } });
    if (signedIn) await ctx.addInitScript((a) => localStorage.setItem('portal.auth', JSON.stringify(a)), auth);
    const p = await ctx.newPage();
    p.on('console', (m) => m.type() === 'error' && errors.push(`${tag} ${p.url()} ${m.text()}`));
    p.on('pageerror', (e) => errors.push(`${tag} ${p.url()} pageerror ${e.message}`));
    return p;
  };
  const shot = async (p, name) => { await p.waitForTimeout(700); await p.screenshot({ path: `/tmp/shots/${name}-${tag}.png` }); };
  let p = await make(false);
  await p.goto(`${base}${prefix}/`, { waitUntil: 'networkidle' }); await shot(p, 'home');
  await p.goto(`${base}${prefix}/games/snake`, { waitUntil: 'networkidle' });
  await p.locator('.player__play').click();
  await p.waitForTimeout(2500); await shot(p, 'game-playing');
  await p.goto(`${base}${prefix}/categories/arcade?sort=new`, { waitUntil: 'networkidle' }); await shot(p, 'category');
  await p.goto(`${base}${prefix}/search?q=snkae`, { waitUntil: 'networkidle' }); await shot(p, 'search-typo');
  await p.goto(`${base}${prefix}/search?q=brik%20braker%20zz`, { waitUntil: 'networkidle' }); await shot(p, 'search-didyoumean');
  await p.goto(`${base}${prefix}/recently-played`, { waitUntil: 'networkidle' }); await shot(p, 'recent');
  await p.goto(`${base}${prefix}/account`, { waitUntil: 'networkidle' }); await shot(p, 'account-guest');
  await p.context().close();
  p = await make(true);
  await p.goto(`${base}${prefix}/account?tab=history`, { waitUntil: 'networkidle' }); await shot(p, 'account-signed');
  await p.goto(`${base}${prefix}/games/merge-tiles`, { waitUntil: 'networkidle' });
  await p.locator('.footer__contact').click(); await shot(p, 'contact-menu');
  await p.keyboard.press('Escape');
  if (width === 1280) { await p.locator('.header__account button').last().click(); await shot(p, 'userinfo'); await p.keyboard.press('Escape'); }
  await p.context().close();
  p = await make(false);
  await p.goto(`${base}${prefix}/games/snake`, { waitUntil: 'networkidle' });
  await p.locator('.game-actions button[aria-pressed]').nth(1).click(); await shot(p, 'login-box');
  await p.context().close();
}
await b.close();
console.log(errors.length ? errors.join('\n') : 'no console errors');
