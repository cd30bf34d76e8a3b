/*
 * Playnook portal bridge, game side (v1). Include it before your game's scripts:
 *   <script src="/sdk/v1/portal-bridge.js"></script>
 * and use window.PortalBridge. No dependencies, ES5 syntax (plus Promise). The protocol is described in docs/game-makers.md
 * ("Game bridge"). Outside the portal (the game opened on its own) every call still works: notices do nothing,
 * saves go to this origin's local storage, getLanguage() reads ?lang= and getUser() gives null.
 * translate(strings) picks the game's texts for the player's language (one of the portal's 18) and keeps following
 * the portal's language; language() says which one it picked.
 * onStart(callback) runs once when the portal says the player already pressed its Play (skip your title screen);
 * onRestart(callback) runs when the player picks "Play again" on the portal's game-over screen; gameOver(score) tells
 * the portal a round ended. Opened on its own, onStart and onRestart never run, so the game keeps its own title screen.
 */
(function () {
  'use strict';
  if (window.PortalBridge) return;

  var SOURCE = 'portal-bridge';
  var VERSION = 1;
  /* The portal says hello up to 10 times at 1 s; a little longer than that without one means we are alone. */
  var ALONE_AFTER_MS = 11000;
  /* A request the portal never answers falls back to the standalone answer after this long. */
  var REQUEST_TIMEOUT_MS = 10000;
  var MAX_SAVE_BYTES = 65536;

  var parent = null;
  try {
    parent = window.parent !== window ? window.parent : null;
  } catch {
    parent = null;
  }
  var portalOrigin = null;
  var alone = parent === null;
  var queue = [];
  var pending = {};
  var sequence = 0;
  var slug = window.location.pathname.split('/')[1] || 'game';
  var saveKey = 'portal-bridge.save.' + slug;
  /* True once the portal's hello said the player pressed Play there. */
  var launched = false;
  var startCallbacks = [];
  var restartCallbacks = [];

  function send(message) {
    message.source = SOURCE;
    message.version = VERSION;
    if (portalOrigin) parent.postMessage(message, portalOrigin);
    else if (!alone) queue.push(message);
  }

  function jsonOf(data) {
    try {
      var text = JSON.stringify(data);
      return typeof text === 'string' ? text : null;
    } catch {
      return null;
    }
  }
  function bytes(text) {
    return typeof TextEncoder === 'function'
      ? new TextEncoder().encode(text).length
      : unescape(encodeURIComponent(text)).length;
  }

  /* What a call answers when no portal is there. */
  var standalone = {
    loadData: function () {
      try {
        var text = window.localStorage.getItem(saveKey);
        return text === null ? null : JSON.parse(text);
      } catch {
        return null;
      }
    },
    saveData: function (data) {
      try {
        window.localStorage.setItem(saveKey, jsonOf(data));
        return true;
      } catch {
        return false;
      }
    },
    getLanguage: function () {
      var lang = null;
      try {
        lang = new URLSearchParams(window.location.search).get('lang');
      } catch {
        lang = null;
      }
      return lang || navigator.language || 'en';
    },
    getUser: function () {
      return null;
    },
  };

  function settle(id, ok, value) {
    var entry = pending[id];
    if (!entry) return;
    delete pending[id];
    clearTimeout(entry.timer);
    entry.resolve(ok ? value : entry.onError(value));
  }

  function request(type, data) {
    return new Promise(function (resolve) {
      if (alone) {
        resolve(standalone[type](data));
        return;
      }
      sequence += 1;
      var id = type + '-' + sequence + '-' + Date.now().toString(36);
      var entry = {
        resolve: resolve,
        /* A refused save resolves false; a failed read resolves as if the game were alone. */
        onError: function () {
          return type === 'saveData' ? false : standalone[type](data);
        },
        timer: setTimeout(function () {
          settle(id, false, 'timeout');
        }, REQUEST_TIMEOUT_MS),
      };
      pending[id] = entry;
      var message = { type: type, id: id };
      if (type === 'saveData') message.data = data;
      send(message);
    });
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    /* Only the page that embeds us speaks for the portal (the games origin may be framed only by the portal). */
    if (!parent || event.source !== parent || !message || message.source !== SOURCE) return;
    if (message.type === 'hello') {
      if (portalOrigin && event.origin !== portalOrigin) return;
      portalOrigin = event.origin;
      alone = false;
      parent.postMessage({ source: SOURCE, version: VERSION, type: 'ready' }, portalOrigin);
      var waiting = queue;
      queue = [];
      for (var i = 0; i < waiting.length; i += 1) parent.postMessage(waiting[i], portalOrigin);
      /* The portal repeats hello until it hears ready: start only once. */
      if (message.launch === 'play' && !launched) {
        launched = true;
        fire(startCallbacks);
      }
    } else if (message.type === 'restart' && event.origin === portalOrigin) {
      fire(restartCallbacks);
    } else if (message.type === 'response' && event.origin === portalOrigin && typeof message.id === 'string') {
      settle(message.id, message.ok === true, message.ok === true ? message.data : message.error);
    }
  });

  if (!alone) {
    setTimeout(function () {
      if (portalOrigin) return;
      alone = true;
      queue = [];
      for (var id in pending) if (Object.prototype.hasOwnProperty.call(pending, id)) settle(id, false, 'alone');
    }, ALONE_AFTER_MS);
  }

  /* The portal's languages and the right-to-left ones: the games origin writes in @portal/shared's list where the
     markers stand (bridge-script.ts). A game's strings are keyed by these codes, English is the fallback. */
  var LOCALES = /* @portal/shared LOCALE_CODES */ ['en'];
  var RTL = /* @portal/shared RTL */ {};
  function matchLocale(raw) {
    var s = String(raw || '')
      .replace(/^\s+|\s+$/g, '')
      .replace(/_/g, '-')
      .toLowerCase();
    if (!s) return null;
    if (s.indexOf('zh') === 0) return /hant|-tw|-hk|-mo/.test(s) ? 'zh-TW' : 'zh-CN';
    var base = s.split('-')[0] === 'in' ? 'id' : s.split('-')[0];
    for (var i = 0; i < LOCALES.length; i += 1) if (LOCALES[i].toLowerCase() === base) return LOCALES[i];
    return null;
  }
  var picked = matchLocale(standalone.getLanguage()) || 'en';

  function applyTexts(texts) {
    var root = document.documentElement;
    root.lang = picked;
    root.dir = RTL[picked] ? 'rtl' : 'ltr';
    if (texts.title) document.title = texts.title;
    var nodes = document.querySelectorAll('[data-i18n]');
    for (var i = 0; i < nodes.length; i += 1) {
      var text = texts[nodes[i].getAttribute('data-i18n')];
      if (typeof text === 'string') nodes[i].textContent = text;
    }
    var labelled = document.querySelectorAll('[data-i18n-label]');
    for (var j = 0; j < labelled.length; j += 1) {
      var label = texts[labelled[j].getAttribute('data-i18n-label')];
      if (typeof label === 'string') labelled[j].setAttribute('aria-label', label);
    }
  }

  /*
   * strings: { en: {...}, fr: {...}, ... }. Returns the picked language's strings over the English ones, after setting
   * <html lang/dir>, the title (strings.title) and every [data-i18n] text and [data-i18n-label] aria-label. When the
   * portal's language differs from the one picked (the player switched after the frame was made) the game reloads in it.
   */
  function translate(strings) {
    var english = (strings && strings.en) || {};
    var own = (strings && strings[picked]) || {};
    var texts = {};
    var key;
    for (key in english) if (Object.prototype.hasOwnProperty.call(english, key)) texts[key] = english[key];
    for (key in own) if (Object.prototype.hasOwnProperty.call(own, key)) texts[key] = own[key];
    applyTexts(texts);
    if (!alone) {
      request('getLanguage').then(function (code) {
        var wanted = matchLocale(code);
        if (!wanted || wanted === picked) return;
        var url = new URL(window.location.href);
        if (url.searchParams.get('lang') === wanted) return;
        url.searchParams.set('lang', wanted);
        window.location.replace(url.href);
      });
    }
    return texts;
  }

  /* One game callback throwing must not stop the others nor the bridge: report it on its own. */
  function fire(callbacks) {
    for (var i = 0; i < callbacks.length; i += 1) {
      try {
        callbacks[i]();
      } catch (error) {
        setTimeout(function () {
          throw error;
        });
      }
    }
  }

  function onStart(callback) {
    if (typeof callback !== 'function') return;
    startCallbacks.push(callback);
    /* Registered after the portal's hello: the player has pressed Play already, so start now (after this call). */
    if (launched)
      setTimeout(function () {
        fire([callback]);
      });
  }

  function onRestart(callback) {
    if (typeof callback !== 'function') return;
    /* The portal's "Play again" reloads the frame unless the game said it can restart in place. */
    if (restartCallbacks.length === 0) send({ type: 'restartable' });
    restartCallbacks.push(callback);
  }

  function gameOver(score) {
    var message = { type: 'gameOver' };
    if (typeof score === 'number' && isFinite(score)) message.score = score;
    send(message);
  }

  function notice(type) {
    return function () {
      send({ type: type });
    };
  }

  window.PortalBridge = Object.freeze({
    version: VERSION,
    loadingStart: notice('loadingStart'),
    loadingFinished: notice('loadingFinished'),
    gameplayStart: notice('gameplayStart'),
    gameplayStop: notice('gameplayStop'),
    happyTime: notice('happyTime'),
    /* A round ended (won, lost or solved), with its score when the game has one. */
    gameOver: gameOver,
    /* callback() runs once when the portal launched the game from its Play button: begin playing at once. */
    onStart: onStart,
    /* callback() runs when the player asks the portal to play again: start a new round. */
    onRestart: onRestart,
    /* True once the portal said the player pressed Play there (false alone, or before the portal's hello). */
    launchedByPortal: function () {
      return launched;
    },
    /* Resolves true once kept, false when refused (not JSON, over 64 KB, or the portal could not store it). */
    saveData: function (data) {
      var text = jsonOf(data);
      if (text === null || bytes(text) > MAX_SAVE_BYTES) return Promise.resolve(false);
      return request('saveData', JSON.parse(text));
    },
    /* Resolves with what saveData last stored for this player, or null. */
    loadData: function () {
      return request('loadData');
    },
    /* Resolves with the portal's language code (en, fr, zh-CN …). */
    getLanguage: function () {
      return request('getLanguage');
    },
    /* Resolves with { name } for a signed-in player, or null for a guest. */
    getUser: function () {
      return request('getUser');
    },
    translate: translate,
    /* The language translate() uses: one of the 18 codes. */
    language: function () {
      return picked;
    },
  });
})();
