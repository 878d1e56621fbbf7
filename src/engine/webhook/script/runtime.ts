// The world a script webhook runs in, the same in the browser's Web Worker and the CLI's worker
// thread: JavaScript source, evaluated inside the sandbox's own realm (so nothing of the host's realm
// is reachable from it). It makes a run deterministic and bounded:
// - Math.random, crypto.getRandomValues and crypto.randomUUID follow the call's seed;
// - Date, Date.now() and performance.now() read a virtual clock that starts at the call's simulated
//   time and moves only when a timer fires; setTimeout/setInterval/setImmediate are virtual timers,
//   so `await sleep(5000)` takes no real time and counts 5 s against the webhook's timeout;
// - console lines are kept for the trace;
// - the network, storage and messaging globals a worker has are removed.
// The host then drives it: `start(init, reviewJson, contextJson)` once, then `step()` until it
// reports an outcome, letting the realm's microtasks run between two steps. `step()` answers in JSON
// text, so that no object crosses between the realms.

/** The options `__installRuntime(globalThis, options)` takes. */
export interface RuntimeOptions {
  seed: number;
  /** The virtual clock's start, in ms since the epoch. */
  nowMs: number;
  /** Virtual ms the script may take: past it, the call is a timeout. */
  budgetMs: number;
  /** The script's file name or URL as stack traces name it, to find where an error was thrown. */
  scriptName: string;
  /** Columns the host's wrapping adds before the script's first line. */
  headColumns: number;
}

/** What `step()` returns, parsed: still running, or a ScriptOutcome whose `value` is JSON text. */
export type RuntimeStep =
  | { kind: 'pending' }
  | { kind: 'returned'; value?: string; elapsedMs: number; logs: string[] }
  | {
      kind: 'threw';
      error: string;
      at?: { line: number; column: number };
      elapsedMs: number;
      logs: string[];
    }
  | { kind: 'timeout'; cause: 'budget' | 'never'; logs: string[] };

/**
 * Globals a Web Worker has that reach outside it (network, storage, other contexts, the page), or
 * schedule work outside the virtual clock (MessageChannel, scheduler). A worker keeps most of them on
 * its prototypes (WorkerGlobalScope.prototype): they are shadowed on the global and deleted there.
 */
export const REMOVED_GLOBALS = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'WebSocketStream',
  'EventSource',
  'WebTransport',
  'importScripts',
  'indexedDB',
  'caches',
  'cookieStore',
  'localStorage',
  'sessionStorage',
  'BroadcastChannel',
  'Worker',
  'SharedWorker',
  'navigator',
  'postMessage',
  'close',
  'onmessage',
  'onmessageerror',
  'requestAnimationFrame',
  'FileSystemHandle',
  'FileReaderSync',
  'Notification',
  'ServiceWorker',
  'MessageChannel',
  'MessagePort',
  'scheduler',
  'WorkerGlobalScope',
  'DedicatedWorkerGlobalScope',
  'IDBFactory',
  'CacheStorage',
  'StorageManager',
  'FileSystemDirectoryHandle',
  'WorkerNavigator',
  'webkitRequestFileSystem',
  'webkitRequestFileSystemSync',
  'webkitResolveLocalFileSystemURL',
  'webkitResolveLocalFileSystemSyncURL',
];

/** Globals the runtime replaces with seeded or virtual ones; the real ones are deleted from the prototypes too. */
export const REPLACED_GLOBALS = [
  'crypto',
  'performance',
  'Date',
  'setTimeout',
  'setInterval',
  'setImmediate',
  'clearTimeout',
  'clearInterval',
  'clearImmediate',
];

const MAX_LOG_LINES = 200;
const MAX_LOG_CHARS = 2000;

/** Defines `__installRuntime(g, options)` in the realm that evaluates it (a classic script). */
// Built by a call marked pure: a bundle that never reads it (the page's first chunk) leaves it out.
export const RUNTIME_SOURCE: string = /* @__PURE__ */ runtimeSource();

function runtimeSource(): string {
  return String.raw`
function __installRuntime(g, o) {
  "use strict";
  var RealDate = g.Date;
  var start = o.nowMs;
  var now = o.nowMs;
  var logs = [];
  var dropped = 0;
  var timers = [];
  var nextId = 1;
  var state = { kind: 'pending' };

  // mulberry32, as the engine's own deterministic environment uses.
  var a = o.seed >>> 0;
  function random() {
    a = (a + 0x6d2b79f5) >>> 0;
    var t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  function define(name, value) {
    try { Object.defineProperty(g, name, { value: value, writable: true, configurable: true, enumerable: false }); }
    catch (e) { try { g[name] = value; } catch (e2) { /* a global the realm does not let go of */ } }
  }
  ${JSON.stringify(REMOVED_GLOBALS)}.forEach(function (name) { define(name, undefined); });
  // The originals a worker keeps on its prototypes go too; the stand-ins below are own properties.
  for (var p = Object.getPrototypeOf(g); p !== null && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    ${JSON.stringify([...REMOVED_GLOBALS, ...REPLACED_GLOBALS])}.forEach(function (name) {
      if (Object.prototype.hasOwnProperty.call(p, name)) { try { delete p[name]; } catch (e) { /* not configurable */ } }
    });
  }

  g.Math.random = random;
  var FakeDate = new Proxy(RealDate, {
    construct: function (target, args, newTarget) { return Reflect.construct(target, args.length === 0 ? [now] : args, newTarget === FakeDate ? target : newTarget); },
    apply: function () { return new RealDate(now).toString(); },
    get: function (target, key, receiver) { return key === 'now' ? function now_() { return now; } : Reflect.get(target, key, receiver); }
  });
  define('Date', FakeDate);
  // A date's constructor is the virtual Date too, so the real clock is not one property away.
  Object.defineProperty(RealDate.prototype, 'constructor', { value: FakeDate, writable: true, configurable: true, enumerable: false });
  define('performance', Object.freeze({ now: function () { return now - start; }, timeOrigin: start }));
  define('crypto', Object.freeze({
    getRandomValues: function (array) {
      var bits = 8 * array.BYTES_PER_ELEMENT;
      for (var i = 0; i < array.length; i++) {
        var v = Math.floor(random() * Math.pow(2, Math.min(bits, 32)));
        array[i] = typeof array[i] === 'bigint' ? BigInt(v) : v;
      }
      return array;
    },
    randomUUID: function () {
      var h = '';
      for (var i = 0; i < 32; i++) h += Math.floor(random() * 16).toString(16);
      return h.slice(0, 8) + '-' + h.slice(8, 12) + '-4' + h.slice(13, 16) + '-' + (8 + Math.floor(random() * 4)).toString(16) + h.slice(17, 20) + '-' + h.slice(20, 32);
    }
  }));

  function schedule(fn, ms, args, every) {
    var id = nextId++;
    var delay = Math.max(0, Number(ms) || 0);
    timers.push({ id: id, at: now + delay, fn: fn, args: args, every: every ? Math.max(1, delay) : 0 });
    return id;
  }
  function clear(id) { timers = timers.filter(function (t) { return t.id !== id; }); }
  define('setTimeout', function (fn, ms) { return schedule(fn, ms, Array.prototype.slice.call(arguments, 2), false); });
  define('setInterval', function (fn, ms) { return schedule(fn, ms, Array.prototype.slice.call(arguments, 2), true); });
  define('setImmediate', function (fn) { return schedule(fn, 0, Array.prototype.slice.call(arguments, 1), false); });
  define('clearTimeout', clear);
  define('clearInterval', clear);
  define('clearImmediate', clear);
  if (typeof g.queueMicrotask !== 'function') define('queueMicrotask', function (fn) { Promise.resolve().then(fn); });

  function show(v) {
    if (typeof v === 'string') return v;
    if (v instanceof Error) return v.name + ': ' + v.message;
    try { var json = JSON.stringify(v); return json === undefined ? String(v) : json; } catch (e) { return String(v); }
  }
  function logger(level) {
    return function () {
      if (logs.length >= ${String(MAX_LOG_LINES)}) { dropped++; return; }
      var text = Array.prototype.map.call(arguments, show).join(' ');
      logs.push(level + ': ' + (text.length > ${String(MAX_LOG_CHARS)} ? text.slice(0, ${String(MAX_LOG_CHARS)}) + '…' : text));
    };
  }
  define('console', Object.freeze({ log: logger('log'), info: logger('info'), warn: logger('warn'), error: logger('error'), debug: logger('debug') }));
  function allLogs() { return dropped > 0 ? logs.concat(['(' + dropped + ' more console lines dropped)']) : logs; }

  function describe(e) {
    if (e !== null && typeof e === 'object' && typeof e.message === 'string') return (typeof e.name === 'string' ? e.name : 'Error') + ': ' + e.message;
    return 'uncaught ' + show(e);
  }
  // The first stack frame in the script: "<scriptName>:<line>:<column>".
  function where(e) {
    var stack = e !== null && typeof e === 'object' && typeof e.stack === 'string' ? e.stack : '';
    var i = stack.indexOf(o.scriptName + ':');
    if (i < 0) return undefined;
    var m = /^:(\d+):(\d+)/.exec(stack.slice(i + o.scriptName.length));
    if (!m) return undefined;
    var line = Number(m[1]);
    var column = Number(m[2]) - (line === 1 ? o.headColumns : 0);
    return { line: line, column: Math.max(1, column) };
  }
  function threw(e) {
    var at = where(e);
    state = { kind: 'threw', error: describe(e), elapsedMs: now - start };
    if (at) state.at = at;
  }

  return {
    start: function (init, reviewJson, contextJson) {
      var exported = {};
      var review = JSON.parse(reviewJson);
      var context = JSON.parse(contextJson);
      Promise.resolve()
        .then(function () { return init(exported); })
        .then(function () {
          if (typeof exported.default !== 'function') throw new TypeError('the script has no default export function');
          return exported.default(review, context);
        })
        .then(function (value) {
          var json;
          try { json = value === undefined ? undefined : JSON.stringify(value); }
          catch (e) { threw(new TypeError('the answer is not JSON: ' + describe(e))); return; }
          state = { kind: 'returned', elapsedMs: now - start };
          if (json !== undefined) state.value = json;
        }, threw);
    },
    step: function () {
      if (state.kind !== 'pending') return JSON.stringify(Object.assign({}, state, { logs: allLogs() }));
      if (timers.length === 0) return JSON.stringify({ kind: 'timeout', cause: 'never', logs: allLogs() });
      var next = timers.reduce(function (x, y) { return y.at < x.at || (y.at === x.at && y.id < x.id) ? y : x; });
      if (next.at - start > o.budgetMs) return JSON.stringify({ kind: 'timeout', cause: 'budget', logs: allLogs() });
      now = Math.max(now, next.at);
      if (next.every > 0) next.at = now + next.every;
      else clear(next.id);
      try { if (typeof next.fn === 'function') next.fn.apply(undefined, next.args); }
      catch (e) { threw(e); }
      return '{"kind":"pending"}';
    }
  };
}
`;
}
