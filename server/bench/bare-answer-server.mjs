/**
 * The yardstick of npm run bench:api (api.ts), in a process of its own: a bare node:http server
 * that answers each request with bytes recorded from the real server (status, headers and the
 * encoded body, as a browser asked for them), so it does what a server must do at the least:
 * read the request, its body included, and write the answer. The parent sends the answers over
 * IPC and hears the port back (docs/performance.md, npm run bench:api).
 */
import { createServer } from 'node:http';

/** @type {Map<string, { status: number, headers: Record<string, string>, body: Buffer }>} */
const answers = new Map();

const keyOf = (method, url, body) => `${method} ${url} ${body}`;

const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const answer = answers.get(
      keyOf(request.method, request.url, Buffer.concat(chunks).toString()),
    );
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
});

process.on('message', (message) => {
  // The CPU time used so far, so the parent can count each request's (against-bare.ts).
  if (message.cpu) {
    process.send({ cpu: process.cpuUsage() });
    return;
  }
  for (const { method, url, body, status, headers, payload } of message.answers) {
    answers.set(keyOf(method, url, body ?? ''), {
      status,
      headers,
      body: Buffer.from(payload, 'base64'),
    });
  }
  if (server.listening) return;
  server.listen(0, '127.0.0.1', () =>
    process.send({ address: `http://127.0.0.1:${server.address().port}` }),
  );
});

// The parent is done (or gone): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
