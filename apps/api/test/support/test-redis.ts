/**
 * The Redis the tests count rate limits in: TEST_REDIS_URL, or a local server's database 15.
 * Each test uses a key prefix of its own, so runs never share counts.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
