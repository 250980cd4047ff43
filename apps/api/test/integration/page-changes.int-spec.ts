import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../../src/bootstrap';
import type { DatabaseHandle } from '../../src/database/database';
import { PasswordHasher } from '../../src/modules/auth/password-hasher';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { PASSWORD, sessionCookie } from '../support/auth-helpers';
import { testConfig } from '../support/test-app';
import { createSharedTestDatabase, type SharedTestDatabase } from '../support/test-database';

/** A host page with one root: enough for the API to inline a landing page's data. */
function writeHostPage(root: string): void {
  mkdirSync(join(root, 'host/dist'), { recursive: true });
  writeFileSync(
    join(root, 'host/dist/index.html'),
    '<!doctype html><html><head><title>Domainfolio</title></head><body><div id="root"></div></body></html>',
  );
}

describe('pages kept by several API instances on one database', () => {
  let shared: SharedTestDatabase;
  let sitesDir: string;
  const apps: NestExpressApplication[] = [];
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    sitesDir = mkdtempSync(join(tmpdir(), 'domainfolio-sites-'));
    writeHostPage(sitesDir);
    shared = await createSharedTestDatabase();
    const config = testConfig({
      SERVE_SITES: 'true',
      SITES_DIR: sitesDir,
      EMAIL_WORKER: 'off',
      // Far longer than the test: a page may only change because it was told to.
      PUBLIC_PAGE_CACHE_MS: '60000',
    });
    for (let i = 0; i < 2; i += 1) {
      const app = await createApp(config, await shared.open());
      await app.init();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await shared.close();
    rmSync(sitesDir, { recursive: true, force: true });
  });

  it("shows an owner's edit made through one instance on the pages of the other at once", async () => {
    const [first, second] = [apps[0]!.getHttpServer(), apps[1]!.getHttpServer()];
    const hash = await apps[0]!.get(PasswordHasher).hash(PASSWORD);
    const handle = await shared.open();
    handles.push(handle);
    const owner = await createUser(handle.db, { username: 'carol', passwordHash: hash });
    const domain = await createDomain(handle.db, owner.id, {
      name: 'kept.com',
      sellingPrice: '1000.00',
    });
    const landing = () =>
      request(second).get('/kept.com').set('Host', 'carol.localhost:3000').expect(200);
    expect((await landing()).text).toContain('"sellingPrice":1000');

    const login = await request(first)
      .post('/api/user/login')
      .send({ email: owner.email, password: PASSWORD })
      .expect(200);
    await request(first)
      .post('/api/domains/edit')
      .set('Cookie', sessionCookie(login))
      .send({ domain: { _id: domain.id, sellingPrice: 1500 } })
      .expect(200);

    // The other instance hears of it through the database within moments, not in a minute.
    const started = Date.now();
    let page = (await landing()).text;
    while (!page.includes('"sellingPrice":1500') && Date.now() - started < 3000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      page = (await landing()).text;
    }
    expect(page).toContain('"sellingPrice":1500');
  });
});
