/**
 * The game-side bridge SDK's translate(): what a game opened on its own (no portal around it) shows, in jsdom.
 * The SDK is plain ES5 served to games as the games origin serves it (its file with the locale list written in), so it
 * is run here that way, once per case.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bridgeScript } from '../api/src/games-origin/bridge-script';

const SDK = bridgeScript(readFileSync(path.join(__dirname, '../api/src/games-origin/sdk/portal-bridge.js'), 'utf8'));

type Bridge = {
  translate: (strings: Record<string, Record<string, string>>) => Record<string, string>;
  language: () => string;
};

function loadSdk(url: string, navigatorLanguage = 'en-US'): Bridge {
  window.history.replaceState(null, '', url);
  Object.defineProperty(window.navigator, 'language', { value: navigatorLanguage, configurable: true });
  delete (window as { PortalBridge?: unknown }).PortalBridge;
  document.documentElement.lang = '';
  document.documentElement.dir = '';
  document.body.innerHTML =
    '<h1 data-i18n="title">Title</h1><canvas data-i18n-label="board"></canvas><p data-i18n="missing">Kept</p>';
  new Function(SDK)();
  return (window as unknown as { PortalBridge: Bridge }).PortalBridge;
}

const STRINGS = {
  en: { title: 'Sky Hopper', board: 'Playing field', play: 'Play' },
  fr: { title: 'Saute-Ciel', board: 'Terrain de jeu' },
  ar: { title: 'قافز السماء', board: 'ساحة اللعب', play: 'العب' },
  'zh-TW': { title: '天空跳跳', board: '遊戲區域', play: '開始' },
};

describe('PortalBridge.translate', () => {
  it('uses ?lang= and falls back to English for a string the language lacks', () => {
    const texts = loadSdk('/sky-hopper/index.html?lang=fr').translate(STRINGS);
    expect(texts).toEqual({ title: 'Saute-Ciel', board: 'Terrain de jeu', play: 'Play' });
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.title).toBe('Saute-Ciel');
    expect(document.querySelector('h1')!.textContent).toBe('Saute-Ciel');
    expect(document.querySelector('canvas')!.getAttribute('aria-label')).toBe('Terrain de jeu');
    expect(document.querySelector('p')!.textContent).toBe('Kept');
  });

  it('sets right-to-left for Arabic', () => {
    const bridge = loadSdk('/sky-hopper/index.html?lang=ar');
    bridge.translate(STRINGS);
    expect(bridge.language()).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('maps a browser language to one of the 18 codes (zh-Hant → zh-TW, pt-BR → pt) and an unknown one to English', () => {
    expect(loadSdk('/g/index.html', 'zh-Hant-HK').language()).toBe('zh-TW');
    expect(loadSdk('/g/index.html', 'pt-BR').language()).toBe('pt');
    expect(loadSdk('/g/index.html?lang=xx', 'sw').language()).toBe('en');
    expect(loadSdk('/g/index.html?lang=xx', 'sw').translate(STRINGS).title).toBe('Sky Hopper');
  });
});
