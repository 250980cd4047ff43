import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';
import express from 'express';
import request from 'supertest';
import { compressResponses } from '../../common/http/compression';
import { PublicPageCache, sendAnswer, type KeptAnswer, type KeptPage } from './public-page-cache';

const page = (html: string): KeptPage => ({ status: 200, html, contentSecurityPolicy: 'x' });

/** A clock the test moves by hand. */
function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('the cache of the sites’ pages', () => {
  it('makes a page once and serves it again until it is older than its lifetime', async () => {
    const time = clock();
    const cache = new PublicPageCache(5_000, 10, time.now);
    let made = 0;
    const make = jest.fn(async () => page(`made ${++made}`));

    expect((await cache.page('a', make)).html).toBe('made 1');
    time.advance(4_999);
    expect((await cache.page('a', make)).html).toBe('made 1');
    time.advance(1);
    expect((await cache.page('a', make)).html).toBe('made 2');
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('makes a page once for requests that come while it is being made', async () => {
    const cache = new PublicPageCache(5_000);
    let finish: (made: KeptPage) => void = () => undefined;
    const make = jest.fn(() => new Promise<KeptPage>((resolve) => (finish = resolve)));

    const first = cache.page('a', make);
    const second = cache.page('a', make);
    finish(page('one'));
    expect([(await first).html, (await second).html]).toEqual(['one', 'one']);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('does not keep a page made while a write emptied the cache', async () => {
    const cache = new PublicPageCache(5_000);
    let finish: (made: KeptPage) => void = () => undefined;
    const sent = cache.page('a', () => new Promise<KeptPage>((resolve) => (finish = resolve)));
    cache.clear();
    finish(page('read before the write'));
    expect((await sent).html).toBe('read before the write');
    expect((await cache.page('a', async () => page('after'))).html).toBe('after');
  });

  it('keeps no page with a lifetime of 0, and drops the oldest beyond its size', async () => {
    const off = new PublicPageCache(0);
    await off.page('a', async () => page('a'));
    expect(off.size).toBe(0);

    const small = new PublicPageCache(5_000, 2);
    for (const key of ['a', 'b', 'c']) await small.page(key, async () => page(key));
    expect([small.get('a'), small.get('b')?.html, small.get('c')?.html]).toEqual([
      undefined,
      'b',
      'c',
    ]);
  });

  it('keeps an API answer as it keeps a page, apart from the pages, and empties both together', async () => {
    const time = clock();
    const cache = new PublicPageCache(5_000, 10, time.now);
    const answer = (n: number): KeptAnswer => ({ status: 200, body: { n } });
    let made = 0;
    const make = jest.fn(async () => answer(++made));

    const crowd = await Promise.all([cache.answer('a', make), cache.answer('a', make)]);
    expect(crowd.map((kept) => kept.body)).toEqual([{ n: 1 }, { n: 1 }]);
    // The same key names a page of its own.
    expect((await cache.page('a', async () => page('the page'))).html).toBe('the page');
    expect((await cache.answer('a', make)).body).toEqual({ n: 1 });
    expect(make).toHaveBeenCalledTimes(1);

    cache.clear();
    expect(cache.size).toBe(0);
    expect((await cache.answer('a', make)).body).toEqual({ n: 2 });
    time.advance(5_000);
    expect((await cache.answer('a', make)).body).toEqual({ n: 3 });
  });

  describe('after a write through the API', () => {
    /** Runs the middleware for a request that ends with `status`. */
    function respond(cache: PublicPageCache, method: string, status: number) {
      const response = Object.assign(new EventEmitter(), { statusCode: status });
      const next: NextFunction = jest.fn();
      cache.clearOnWrites()({ method } as Request, response as unknown as Response, next);
      expect(next).toHaveBeenCalled();
      response.emit('finish');
    }

    it('is emptied when the write succeeded', async () => {
      const cache = new PublicPageCache(5_000);
      await cache.page('a', async () => page('a'));
      respond(cache, 'PATCH', 200);
      expect(cache.size).toBe(0);
    });

    it('keeps its pages after a read or a refused write', async () => {
      const cache = new PublicPageCache(5_000);
      await cache.page('a', async () => page('a'));
      respond(cache, 'GET', 200);
      respond(cache, 'POST', 400);
      respond(cache, 'DELETE', 404);
      expect(cache.size).toBe(1);
    });
  });

  describe('a kept answer, as sent', () => {
    /** An app with the API's compression: each answer twice, as res.json and kept. */
    function app(answers: Record<string, KeptAnswer>) {
      const server = express();
      server.use(compressResponses());
      for (const [name, answer] of Object.entries(answers)) {
        server.get(`/json/${name}`, (_req, res) => res.status(answer.status).json(answer.body));
        server.get(`/kept/${name}`, (_req, res) => sendAnswer(res, answer));
      }
      return server;
    }
    const withoutDate = (res: request.Response) => ({ ...res.headers, date: undefined });

    it('has the bytes and headers res.json gives it, every time, compressed or not', async () => {
      const server = app({
        small: { status: 200, body: { type: 'SUCCESS', payload: { name: 'a.com', price: 1 } } },
        large: { status: 200, body: { payload: { description: 'é'.repeat(2_000) } } },
        missing: { status: 404, body: { type: 'ERROR', code: 'NOT_FOUND' } },
      });
      for (const name of ['small', 'large', 'missing'])
        for (const encoding of ['br, gzip', 'gzip', 'identity'])
          for (let i = 0; i < 2; i += 1) {
            const json = await request(server)
              .get(`/json/${name}`)
              .set('Accept-Encoding', encoding);
            const kept = await request(server)
              .get(`/kept/${name}`)
              .set('Accept-Encoding', encoding);
            expect(withoutDate(kept)).toEqual(withoutDate(json));
            expect(kept.text).toBe(json.text);
          }
    });

    it('answers a matching If-None-Match with 304 and a HEAD without its body', async () => {
      const server = app({ small: { status: 200, body: { payload: 1 } } });
      const { etag } = (await request(server).get('/kept/small')).headers;
      expect(etag).toMatch(/^W\/"/);
      await request(server).get('/kept/small').set('If-None-Match', etag!).expect(304);
      const head = await request(server).head('/kept/small').expect(200);
      expect(head.text).toBeUndefined();
    });
  });
});
