import pg from 'pg';

/** A connection to `url` (a string or URL) that gives up connecting after 5 s. */
export async function connect(url) {
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined); // a dropped idle connection surfaces on the next query
  await client.connect();
  return client;
}
