import { createHash } from 'node:crypto';
import { jsonElement } from './html.js';

/**
 * When the first view is server-rendered, its JavaScript waits for the first view to show.
 *
 * The page is readable and its links work without JavaScript (the HTML holds the content, the CSS is inlined), so
 * the scripts that make it live — the shell's entry and the preloads of the remotes' entries — would only compete
 * with the first view's images for the network and the main thread. They start at the first of:
 * - the first frame painted after the document's `load` (its images have arrived and are on screen: that frame
 *   holds the largest paint),
 * - the visitor's first interaction (a tap, a key, a focus),
 * - START_CAP_MS after the document was parsed (an image that never finishes must not keep the page inert).
 *
 * A button tapped before the page was live is tapped again once it is (`replayEarlyClick`, browser side); links
 * and forms work natively in the meantime. Without server rendering the scripts start at once, as before.
 */
export const START_CAP_MS = 3_000;

/** The shell's entry scripts in the built template: `<script defer src="/_shell/main.….js"></script>`. */
const SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
/** The remote entries' preloads html.ts put in the head (`as="script"` and `as="fetch"`). */
const PRELOAD = /<link rel="preload"[^>]*\bas="(?:script|fetch)"[^>]*>/g;

/** The element holding what the starter starts (scripts, preloads, cap), as JSON. */
export const STARTER_DATA_ID = 'portal-start';

/**
 * The document's head with the remote entries' preloads taken out, and its tail with the scripts replaced by a small
 * inline starter: always the same code (allowed by its hash, STARTER_SCRIPT_HASH, in the page's CSP), reading what
 * to start from a JSON element, so the page needs no per-response nonce. `startNow` is for a first view that is not
 * whole (a part was left to the browser): then the starter starts everything at once. Unchanged when there is no
 * script to start.
 */
export function deferStart(head: string, tail: string): { head: string; tail: (startNow: boolean) => string } {
  const scripts = [...tail.matchAll(SCRIPT)].map((match) => match[1]!);
  if (scripts.length === 0) return { head, tail: () => tail };
  const preloads = (head.match(PRELOAD) ?? []).join('');
  const strippedTail = tail.replace(SCRIPT, '');
  const at = strippedTail.lastIndexOf('</body>');
  return {
    head: head.replace(PRELOAD, ''),
    tail: (startNow) => {
      const data = jsonElement(STARTER_DATA_ID, { scripts, preloads, cap: startNow ? 0 : START_CAP_MS });
      const starter = `${data}<script>${STARTER_SCRIPT}</script>`;
      return at < 0 ? strippedTail + starter : strippedTail.slice(0, at) + starter + strippedTail.slice(at);
    },
  };
}

/**
 * The starter, run in the browser (ES5: it runs before anything else and must not fail on an old browser). It also
 * remembers the last `type="button"` button tapped before the page was live, for `replayEarlyClick`.
 */
const STARTER = `function(o){var d=document,w=window,done=0;
function go(){if(done)return;done=1;
d.head.insertAdjacentHTML('beforeend',o.preloads);
for(var i=0;i<o.scripts.length;i++){var s=d.createElement('script');s.src=o.scripts[i];s.async=false;d.body.appendChild(s)}}
w.addEventListener('click',function(e){if(d.documentElement.getAttribute('data-hydrated'))return;
var b=e.target&&e.target.closest?e.target.closest('button'):null;if(b&&b.type==='button')w.__PORTAL_EARLY_CLICK__=b},true);
var events=['pointerdown','keydown','touchstart','focusin'];
for(var j=0;j<events.length;j++)w.addEventListener(events[j],go,{capture:true,passive:true,once:true});
function painted(){w.requestAnimationFrame(function(){setTimeout(go,0)})}
if(!o.cap)go();else if(d.readyState==='complete')painted();else w.addEventListener('load',painted,{once:true});
setTimeout(go,o.cap)}`.replace(/\n/g, '');

/** The starter's inline script, the same in every page. */
const STARTER_SCRIPT = `(${STARTER})(JSON.parse(document.getElementById('${STARTER_DATA_ID}').textContent))`;

/** The starter's CSP source: the one inline script a page runs (security-headers.ts, pageScriptSources). */
export const STARTER_SCRIPT_HASH = `'sha256-${createHash('sha256').update(STARTER_SCRIPT).digest('base64')}'`;
