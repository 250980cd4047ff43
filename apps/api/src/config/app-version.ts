import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The API package's version, read once (the file sits two levels above src/ and dist/). */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as { version: string }
).version;
