import pino from 'pino';
const N = 1_000_000;
let chunks: string[] = []; let len = 0; let joined = 0;
const dest = { write(s: string) { chunks.push(s); len += s.length; if (len > 16384) { joined += chunks.join('').length; chunks = []; len = 0; } return true; } };
const base = pino({ level: 'info', base: { pid: 1 }, formatters: { level: (l: string) => ({ level: l }) } }, dest as any);
const a = base.child({ surface: 'api' });
const b = base.child({ surface: 'api', method: 'GET', path: '/api/general/updates' });
for (let r = 0; r < 3; r++) {
let t = performance.now();
for (let i = 0; i < N; i++) a.info({ reqId: 'abc-' + i.toString(36), method: 'GET', path: '/api/general/updates', operation: undefined, status: 200, ms: 0.3, cache: 'hit', bytes: 5300, client: 'abcdefghijkl', cut: undefined }, 'request');
console.log('current µs/op', ((performance.now() - t) * 1000) / N);
t = performance.now();
for (let i = 0; i < N; i++) b.info({ reqId: 'abc-' + i.toString(36), status: 200, ms: 0.3, cache: 'hit', bytes: 5300, client: 'abcdefghijkl' }, 'request');
console.log('bound µs/op', ((performance.now() - t) * 1000) / N);
t = performance.now();
for (let i = 0; i < N; i++) b.info({ reqId: 'abc-' + i.toString(36), status: 200, ms: 0.3, cache: 'hit', bytes: 5300, client: 'abcdefghijkl' });
console.log('bound no msg µs/op', ((performance.now() - t) * 1000) / N);
}
