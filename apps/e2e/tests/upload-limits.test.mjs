import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { siteUrl } from '../support/browser.mjs';

/** POST a portfolio file of `megabytes` MB through nginx as a text/csv body. */
async function upload(megabytes) {
  const body = Buffer.alloc(Math.round(megabytes * 1024 * 1024), 'a.io\n');
  const response = await fetch(siteUrl(null, '/api/domains/import'), {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    body,
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.json(),
  };
}

describe('portfolio files past the size limit, through nginx', () => {
  const refusal = {
    type: 'ERROR',
    code: 'PAYLOAD_TOO_LARGE',
    title: 'Request Too Large',
    message: 'The request is too large. Please send less data at once.',
  };

  it('reaches the API up to its own limit (10 MB), which refuses more in its shape', async () => {
    const refused = await upload(10.5);
    assert.equal(refused.status, 413);
    assert.match(refused.type, /application\/json/);
    assert.deepEqual(refused.body, refusal);
  });

  it('refuses a body past what any upload needs at nginx, in the same shape', async () => {
    const refused = await upload(12);
    assert.equal(refused.status, 413);
    assert.match(refused.type, /application\/json/);
    assert.deepEqual(refused.body, refusal);
  });
});
