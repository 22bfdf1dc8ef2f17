import pino from 'pino';
const N = 1_000_000;
let sink = 0;
class Joined { lines: string[] = []; len = 0; write(s: string) { this.lines.push(s); this.len += s.length; if (this.len >= 16384) { const t = this.lines.join(''); sink += Buffer.from(t).length; this.lines = []; this.len = 0; } return true; } }
class Buf { buf = Buffer.allocUnsafe(65536); off = 0; write(s: string) { if (this.off + s.length * 3 > this.buf.length) { sink += this.off; this.buf = Buffer.allocUnsafe(65536); this.off = 0; } this.off += this.buf.utf8Write(s, this.off); return true; } }
for (const D of [Joined, Buf, Joined, Buf]) {
  const log = pino({ level: 'info', base: { pid: 1 }, formatters: { level: (l: string) => ({ level: l }) } }, new D() as any).child({ surface: 'api', method: 'GET', path: '/api/general/updates' });
  const t = performance.now();
  for (let i = 0; i < N; i++) log.info({ reqId: 'abc-' + i.toString(36), status: 200, ms: 0.3, cache: 'hit', bytes: 5300, client: 'abcdefghijkl' }, 'request');
  console.log(D.name, ((performance.now() - t) * 1000) / N);
}
