import request from 'supertest';
import { HealthRepository } from '../../src/modules/health/health.repository';
import { createTestApp, type TestApp } from '../support/test-app';

describe('health and version', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports ok with the database driver in use', async () => {
    const res = await request(t.http).get('/api/health').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: t.database.driver,
      version: expect.any(String),
      replicas: [],
    });
  });

  it('tells the version and release label', async () => {
    const res = await request(t.http).get('/api/app-version').expect(200);
    expect(res.body).toEqual({
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      release: 'ALPHA 1.0',
      label: 'BETA',
    });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await request(t.http).get('/api/openapi.json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/search', '/api/site']),
    );
  });
});

describe('health when the database is gone', () => {
  it('answers 503 with the error shape', async () => {
    const t = await createTestApp();
    // Replace the database's query path with one that fails, as a lost connection would.
    const failing = Object.create(t.db) as typeof t.db;
    failing.execute = () => Promise.reject(new Error('connection terminated')) as never;
    const repository = t.app.get(HealthRepository) as unknown as { db: typeof t.db };
    repository.db = failing;
    const res = await request(t.http).get('/api/health').expect(503);
    expect(res.body).toEqual({
      type: 'ERROR',
      code: 'SERVICE_UNAVAILABLE',
      title: expect.any(String),
      message: 'The database is not reachable.',
    });
    await t.close();
  });
});
