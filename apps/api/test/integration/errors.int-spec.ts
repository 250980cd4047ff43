import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

describe('error responses', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown API route with 404 and the error shape', async () => {
    const res = await request(t.http).get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({
      type: 'ERROR',
      code: 'NOT_FOUND',
      title: 'Not Found',
      message: "We couldn't find what you were looking for.",
    });
  });

  it('answers malformed JSON with 400 and says so', async () => {
    const res = await request(t.http)
      .post('/api/search')
      .set('content-type', 'application/json')
      .send('{"query": ')
      .expect(400);
    expect(res.body).toMatchObject({
      type: 'ERROR',
      title: 'Invalid Request',
      message: 'The request body is not valid JSON.',
    });
  });

  it('refuses unknown fields and names them', async () => {
    const res = await request(t.http)
      .post('/api/search')
      .send({ query: 'x', owner: 'someone' })
      .expect(400);
    expect(res.body.type).toBe('ERROR');
    expect(res.body.message).toMatch(/owner should not exist/);
    expect(res.body.errors).toEqual([
      { field: 'owner', message: expect.stringContaining('owner') },
    ]);
  });

  it('refuses query values of the wrong type with a message naming the field', async () => {
    const res = await request(t.http).post('/api/search?page=0').send({}).expect(400);
    expect(res.body.message).toBe('Page must be 1 or more.');
    const sort = await request(t.http).post('/api/search?sort=RANDOM').send({}).expect(400);
    expect(sort.body.message).toMatch(/^Sort must be one of LATEST/);
  });

  it('answers a malformed percent-encoding in the path with 400, not 500', async () => {
    const res = await request(t.http).get('/api/public/domains/%E0%A4%A').expect(400);
    expect(res.body).toMatchObject({ type: 'ERROR', title: 'Invalid Request' });
  });

  it('refuses a body that is too large with 413', async () => {
    const res = await request(t.http)
      .post('/api/search')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ query: 'x'.repeat(3 * 1024 * 1024) }))
      .expect(413);
    expect(res.body).toMatchObject({ type: 'ERROR', code: 'PAYLOAD_TOO_LARGE' });
  });
});
