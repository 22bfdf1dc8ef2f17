// The baseline of the serving benchmark: a bare node:http server that answers every request with
// one fixed response, the same bytes the project sends (status, headers and body), reading any
// request body as a server that answers it must. Started by tests/bench/serve.ts.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const body = Buffer.from(spec.body, 'base64');
const headers = spec.headers;
const server = createServer((req, res) => {
  // A server that answers a request's body has to read it: collect it, as the project does.
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => res.writeHead(spec.status, headers).end(body));
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
