// Server time of requests to an API running in the benchmark's own process: from the moment
// Node's HTTP server hands a request to the app (its headers read; the body, if any, still to
// come) to the moment the last byte of the answer is handed to the socket. Whatever the client
// does before and after (building the request, reading and parsing the answer) is left out, so
// beside the client's wall time it shows what the server itself spends.
import { performance } from 'node:perf_hooks';

/**
 * Starts timing every request `server` (a node:http Server) receives. `measure(fn)` runs `fn`,
 * which makes `requests` requests one after the other, and resolves with fn's value, the wall
 * time of the whole call and the server time of those requests added up (ms). It waits for each
 * answer's 'finish' event, which can come a moment after the client has read the answer.
 */
export function serverClock(server) {
  let finished = 0;
  let total = 0;
  const waiting = new Set();
  server.prependListener('request', (request, response) => {
    const started = performance.now();
    response.once('finish', () => {
      total += performance.now() - started;
      finished += 1;
      for (const waiter of waiting) waiter();
    });
  });

  const reached = (count) =>
    new Promise((resolve) => {
      const check = () => {
        if (finished < count) return;
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
    });

  return {
    async measure(fn, requests = 1) {
      const [finishedBefore, totalBefore] = [finished, total];
      const started = performance.now();
      const value = await fn();
      const wall = performance.now() - started;
      await reached(finishedBefore + requests);
      return { value, wall, server: total - totalBefore };
    },
  };
}
