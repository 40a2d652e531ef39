// ama codemode runner: runs one script per "run" line in a vm context; every effect is a
// tools.* call sent to ama as a JSON line. Started under Node's permission model, empty env.
'use strict';
const vm = require('vm');
const out = (o) => process.stdout.write(JSON.stringify(o) + '\n');
const wait = new Map();
const MAX = 1 << 20;
let next = 1, logs = '', data = {}, wrote = false;
const text = (v) => { if (typeof v === 'string') return v; try { return JSON.stringify(v); } catch { return String(v); } };
const lineOf = (e) => { if (e && e.scriptLine) return e.scriptLine; const m = /script\.js:(\d+)/.exec(String(e && e.stack)); return m ? +m[1] : 0; };
const copy = (v) => (v === undefined ? null : JSON.parse(JSON.stringify(v)));
function run(m) {
  if (+process.versions.node.split('.')[0] !== m.node) {
    return out({ t: 'done', logs: '', store: {}, wrote: false, ok: false, line: 0,
      error: 'Node ' + process.versions.node + ' is not the version ama recorded (' + m.node + '); delete the node-*.version files in the codemode folder of ama\'s data dir' });
  }
  data = m.store || {};
  const tools = {};
  for (const n of m.tools) {
    tools[n] = (a) => new Promise((ok, no) => {
      const id = next++, line = lineOf(new Error());
      wait.set(id, [ok, no, line]);
      out({ t: 'call', id, name: n, args: a === undefined ? {} : copy(a), line });
    });
  }
  const log = (...a) => { if (logs.length < MAX) logs += a.map(text).join(' ') + '\n'; };
  const store = (...a) => {
    if (a.length === 0) return copy(data);
    if (a.length === 1) return data[a[0]] === undefined ? undefined : copy(data[a[0]]);
    data[a[0]] = copy(a[1]); wrote = true; return a[1];
  };
  const ctx = vm.createContext({ tools, store, console: { log, info: log, warn: log, error: log } });
  const done = (o) => out(Object.assign({ t: 'done', logs, store: data, wrote }, o));
  let p;
  try {
    p = new vm.Script('(async () => {\n' + m.code + '\n})()', { filename: 'script.js', lineOffset: -1 }).runInContext(ctx);
  } catch (e) { return done({ ok: false, error: String(e && e.message || e), line: lineOf(e) }); }
  Promise.resolve(p).then(
    (v) => done({ ok: true, value: v === undefined ? null : copy(v) }),
    (e) => done({ ok: false, error: String(e && e.message || e), line: lineOf(e) }));
}
let buf = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (c) => {
  buf += c;
  let i;
  while ((i = buf.indexOf('\n')) >= 0) {
    const l = buf.slice(0, i); buf = buf.slice(i + 1);
    let m; try { m = JSON.parse(l); } catch { continue; }
    if (m.t === 'run') run(m);
    else if (m.t === 'result') {
      const w = wait.get(m.id);
      if (w) { wait.delete(m.id); if (m.ok) w[0](m.value); else { const e = new Error(m.error); e.scriptLine = w[2]; w[1](e); } }
    }
  }
});
