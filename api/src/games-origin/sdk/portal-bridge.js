/*
 * Playnook portal bridge, game side (v1). Include it before your game's scripts:
 *   <script src="/sdk/v1/portal-bridge.js"></script>
 * and use window.PortalBridge. No dependencies, ES5 syntax (plus Promise). The protocol is described in the README
 * ("Game bridge"). Outside the portal (the game opened on its own) every call still works: notices do nothing,
 * saves go to this origin's local storage, getLanguage() reads ?lang= and getUser() gives null.
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
  try { parent = window.parent !== window ? window.parent : null; } catch (e) { parent = null; }
  var portalOrigin = null;
  var alone = parent === null;
  var queue = [];
  var pending = {};
  var sequence = 0;
  var slug = (window.location.pathname.split('/')[1] || 'game');
  var saveKey = 'portal-bridge.save.' + slug;

  function send(message) {
    message.source = SOURCE;
    message.version = VERSION;
    if (portalOrigin) parent.postMessage(message, portalOrigin);
    else if (!alone) queue.push(message);
  }

  function jsonOf(data) {
    try { var text = JSON.stringify(data); return typeof text === 'string' ? text : null; } catch (e) { return null; }
  }
  function bytes(text) {
    return typeof TextEncoder === 'function' ? new TextEncoder().encode(text).length : unescape(encodeURIComponent(text)).length;
  }

  /* What a call answers when no portal is there. */
  var standalone = {
    loadData: function () {
      try { var text = window.localStorage.getItem(saveKey); return text === null ? null : JSON.parse(text); } catch (e) { return null; }
    },
    saveData: function (data) {
      try { window.localStorage.setItem(saveKey, jsonOf(data)); return true; } catch (e) { return false; }
    },
    getLanguage: function () {
      var lang = null;
      try { lang = new URLSearchParams(window.location.search).get('lang'); } catch (e) { lang = null; }
      return lang || navigator.language || 'en';
    },
    getUser: function () { return null; }
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
      if (alone) { resolve(standalone[type](data)); return; }
      sequence += 1;
      var id = type + '-' + sequence + '-' + Date.now().toString(36);
      var entry = {
        resolve: resolve,
        /* A refused save resolves false; a failed read resolves as if the game were alone. */
        onError: function () { return type === 'saveData' ? false : standalone[type](data); },
        timer: setTimeout(function () { settle(id, false, 'timeout'); }, REQUEST_TIMEOUT_MS)
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

  function notice(type) { return function () { send({ type: type }); }; }

  window.PortalBridge = Object.freeze({
    version: VERSION,
    loadingStart: notice('loadingStart'),
    loadingFinished: notice('loadingFinished'),
    gameplayStart: notice('gameplayStart'),
    gameplayStop: notice('gameplayStop'),
    happyTime: notice('happyTime'),
    /* Resolves true once kept, false when refused (not JSON, over 64 KB, or the portal could not store it). */
    saveData: function (data) {
      var text = jsonOf(data);
      if (text === null || bytes(text) > MAX_SAVE_BYTES) return Promise.resolve(false);
      return request('saveData', JSON.parse(text));
    },
    /* Resolves with what saveData last stored for this player, or null. */
    loadData: function () { return request('loadData'); },
    /* Resolves with the portal's language code (en, fr, zh-CN …). */
    getLanguage: function () { return request('getLanguage'); },
    /* Resolves with { name } for a signed-in player, or null for a guest. */
    getUser: function () { return request('getUser'); }
  });
})();
