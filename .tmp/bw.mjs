import http from 'node:http';
const s = http.createServer((req, res) => {
  const N = 1e6; let x = 0;
  let t = performance.now(); for (let i = 0; i < N; i++) x += req.socket.bytesWritten; console.log('bytesWritten µs', (performance.now() - t) * 1000 / N);
  t = performance.now(); for (let i = 0; i < N; i++) x += req.socket.remoteAddress.length; console.log('remoteAddress µs', (performance.now() - t) * 1000 / N);
  t = performance.now(); for (let i = 0; i < N; i++) x += performance.now(); console.log('perf.now µs', (performance.now() - t) * 1000 / N);
  t = performance.now(); for (let i = 0; i < N; i++) x += res.writableEnded ? 1 : 0; console.log('writableEnded µs', (performance.now() - t) * 1000 / N);
  const sym = Symbol('w');
  t = performance.now(); for (let i = 0; i < N; i++) { const o = new http.IncomingMessage(req.socket); o[sym] = { a: i }; } console.log('new IM + sym µs', (performance.now() - t) * 1000 / N);
  t = performance.now(); for (let i = 0; i < N; i++) { const o = new http.IncomingMessage(req.socket); } console.log('new IM µs', (performance.now() - t) * 1000 / N);
  res.end('ok'); s.close();
}).listen(4570, () => fetch('http://127.0.0.1:4570/'));
