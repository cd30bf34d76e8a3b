import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { JSDOM } from 'jsdom';
import { createHash } from 'node:crypto';
import { deferStart, START_CAP_MS, STARTER_SCRIPT_HASH } from './deferred-start.js';

const HEAD =
  '<html><head><link rel="preload" href="/remotes/games/1/mf-manifest.json" as="fetch" crossorigin>' +
  '<link rel="preload" href="/remotes/games/1/remoteEntry.js" as="script"><link rel="icon" href="/i.png"></head><body>';
const TAIL = '<script defer src="/_shell/main.1.js"></script></body></html>';

/** The document as a browser runs it (jsdom runs the inline starter; external scripts are not fetched). */
function open(startNow: boolean) {
  const { head, tail } = deferStart(HEAD, TAIL);
  const dom = new JSDOM(
    `${head}<div id="root"><main><button type="button">Play</button></main></div>${tail(startNow)}`,
    {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
    },
  );
  const scripts = () => [...dom.window.document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
  const preloads = () => dom.window.document.querySelectorAll('link[rel="preload"]').length;
  return { dom, head, html: head + tail(startNow), scripts, preloads };
}

describe('the first view starts its JavaScript after it has shown', () => {
  it('takes the scripts and the remote preloads out of the document, leaving other links', () => {
    const { head, html } = open(false);
    assert.doesNotMatch(head, /rel="preload"/);
    assert.match(head, /rel="icon"/);
    assert.doesNotMatch(html, /<script defer src=/);
  });

  it('runs one inline script, the same in every page, allowed by its hash; what it starts is JSON', () => {
    const pages = [open(false).html, open(true).html];
    const inline = pages.map((html) => [...html.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1]!));
    assert.equal(inline[0]!.length, 1);
    assert.deepEqual(inline[0], inline[1], 'the same starter whatever it starts');
    const hash = `'sha256-${createHash('sha256').update(inline[0]![0]!).digest('base64')}'`;
    assert.equal(hash, STARTER_SCRIPT_HASH);
    assert.doesNotMatch(pages[0]!, /nonce=/);
    assert.match(
      pages[0]!,
      /<script type="application\/json" id="portal-start">\{"scripts":\["\/_shell\/main\.1\.js"\]/,
    );
  });

  it('starts them at the first interaction, once, with the preloads', () => {
    const { dom, scripts, preloads } = open(false);
    assert.deepEqual(scripts(), [], 'nothing before the page has loaded');
    assert.equal(preloads(), 0);
    dom.window.dispatchEvent(new dom.window.Event('pointerdown'));
    dom.window.dispatchEvent(new dom.window.Event('keydown'));
    assert.deepEqual(scripts(), ['/_shell/main.1.js']);
    assert.equal(preloads(), 2);
    dom.window.close();
  });

  it('starts them once the document has loaded (its images are in) and that frame is painted', async () => {
    const { dom, scripts } = open(false);
    await new Promise((resolve) => dom.window.addEventListener('load', resolve));
    assert.deepEqual(scripts(), [], 'not before the frame after load');
    await new Promise((resolve) => dom.window.requestAnimationFrame(() => setTimeout(resolve, 5)));
    assert.deepEqual(scripts(), ['/_shell/main.1.js']);
    dom.window.close();
  });

  it('starts them at once when the first view is not whole', () => {
    const { dom, scripts } = open(true);
    assert.deepEqual(scripts(), ['/_shell/main.1.js']);
    dom.window.close();
  });

  it(`never waits longer than ${START_CAP_MS} ms`, () => {
    const { html } = open(false);
    assert.match(html, new RegExp(`"cap":${START_CAP_MS}`));
    assert.match(html, /setTimeout\(go,o\.cap\)/);
  });

  it('remembers a button tapped before the page was live, to tap it again then', () => {
    const { dom } = open(false);
    const button = dom.window.document.querySelector('button')!;
    button.click();
    assert.equal((dom.window as unknown as { __PORTAL_EARLY_CLICK__?: unknown }).__PORTAL_EARLY_CLICK__, button);
    dom.window.close();
  });

  it('leaves a document without scripts as it is', () => {
    const { head, tail } = deferStart(HEAD, '</body></html>');
    assert.equal(head, HEAD);
    assert.equal(tail(false), '</body></html>');
  });
});
