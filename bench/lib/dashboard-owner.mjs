// The owner whose dashboard the benchmarks measure: 5,000 word-like domains (by default) with
// what the stat tiles add up (sales, daily view counts and leads over two years), added to a
// migrated database that may already hold other owners' domains. `client` is one connection
// with `query(text, params)` answering `{ rows }`, as node-postgres does (one connection, so
// that the seed set first applies to every statement after it).
import { createHash, randomBytes } from 'node:crypto';
import { CODAS, CODA_SHARE, ONSETS, VOWELS, WORDS } from './marketplace-data.mjs';
import { seededRandom } from './random.mjs';

export const DASHBOARD_USERNAME = 'dashboard-owner';
/** How far back the owner's daily view counts and leads go. */
export const HISTORY_DAYS = 730;

/** `count` distinct word-like names, built as the marketplace data set builds its names. */
function ownerNames(count, random) {
  const pick = (array, skew = 1) => array[Math.floor(array.length * random() ** skew)];
  const syllable = () =>
    `${pick(ONSETS, 1.5)}${pick(VOWELS, 1.5)}${random() < CODA_SHARE ? pick(CODAS, 1.5) : ''}`;
  const part = () => (random() < 0.25 ? pick(WORDS, 2) : syllable());
  const tlds = ['com', 'com', 'com', 'net', 'io', 'ai', 'co'];
  const names = new Set();
  while (names.size < count) {
    const parts = 1 + Math.floor(random() * 3);
    const label = Array.from({ length: parts }, part).join('').slice(0, 20);
    if (label.length >= 3) names.add(`${label}.${pick(tlds)}`);
  }
  return [...names];
}

/**
 * Adds the owner and their `domains` domains, views, leads and sales; resolves with the owner's
 * id and domain names (in code-point order, as findDashboardOwner gives them). A name another owner holds already is fine: names are unique per owner.
 */
export async function addDashboardOwner(client, { domains, seed }) {
  const names = ownerNames(domains, seededRandom(seed));
  const {
    rows: [{ id: ownerId }],
  } = await client.query(
    `insert into users (email, username, display_name, plan_type, email_confirmed_at, time_zone)
     values ('dashboard@bench.example', $1, 'Dashboard Owner', 'PRO', now(), 'America/New_York')
     returning id`,
    [DASHBOARD_USERNAME],
  );
  await client.query('select setseed($1)', [(seed % 1000) / 1000]);
  // Prices on 60%, Buy-It-Now on a third of those, hidden on a tenth; 5% sold in the last two
  // years; added over three years; expiring from a month ago to two years ahead.
  await client.query(
    `insert into domains (owner_id, name, tld, selling_price, price_hidden, buy_it_now, public,
                          sold, sale_date, sale_price, sale_fees, domain_cost, renewal_cost,
                          expiration, purchase_date, registrar, views, created_at, updated_at)
     select $1, n.name, substr(n.name, strpos(n.name, '.') + 1),
            r.price, r.price is not null and r.r_hidden < 0.1,
            r.price is not null and r.r_bin < 0.35, r.r_public < 0.85,
            r.r_sold < 0.05, case when r.r_sold < 0.05 then current_date - floor(r.r_sold * 14600)::int end,
            case when r.r_sold < 0.05 then coalesce(r.price, 900) end,
            case when r.r_sold < 0.05 then 50 end,
            round((8 + r.r_cost * 12)::numeric, 2), round((9 + r.r_cost * 14)::numeric, 2),
            current_date + (floor(r.r_exp * 760)::int - 30), r.created::date,
            (array['godaddy', 'namecheap', 'porkbun', 'dynadot'])[1 + floor(r.r_cost * 4)::int],
            floor(5001 * power(r.r_views, 3))::int, r.created, r.created
     from jsonb_array_elements_text($2::jsonb) as n(name)
     cross join lateral (
       select case when random() < 0.6 then round((100 + random() * 20000)::numeric, -1) end as price,
              random() as r_hidden, random() as r_bin, random() as r_public, random() as r_sold,
              random() as r_cost, random() as r_exp, random() as r_views,
              now() - random() * interval '3 years' as created
       where n.name is not null
     ) as r`,
    [ownerId, JSON.stringify(names)],
  );
  // Views on about 3% of the domains each day, leads on a few each day, for two years.
  await client.query(
    `insert into domain_views_daily (domain_id, owner_id, day, count)
     select d.id, d.owner_id, current_date - g.day, 1 + floor(20 * power(random(), 3))::int
     from domains as d cross join generate_series(0, $2::int) as g(day)
     where d.owner_id = $1 and random() < 0.03`,
    [ownerId, HISTORY_DAYS],
  );
  await client.query(
    `insert into leads (domain_id, owner_id, domain_name, name, email, kind, bot_check, created_at)
     select d.id, d.owner_id, d.name, 'Buyer', 'buyer@bench.example', 'INQUIRY',
            case when random() < 0.05 then 'FAILED' else 'PASSED' end,
            now() - random() * make_interval(days => $2::int)
     from domains as d cross join generate_series(1, 3)
     where d.owner_id = $1 and random() < 0.15`,
    [ownerId, HISTORY_DAYS],
  );
  return { ownerId, names: names.sort() };
}

/** The owner a database already holds, with their domain names; null when there is none. */
export async function findDashboardOwner(client) {
  const { rows } = await client.query(`select id from users where username = $1`, [
    DASHBOARD_USERNAME,
  ]);
  if (rows.length === 0) return null;
  const ownerId = rows[0].id;
  const { rows: domains } = await client.query(`select name from domains where owner_id = $1`, [
    ownerId,
  ]);
  return { ownerId, names: domains.map((row) => row.name).sort() };
}

/** A new session of the owner, valid for a day; resolves with its token (the cookie's value). */
export async function openDashboardSession(client, ownerId) {
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `insert into sessions (token_hash, user_id, expires_at)
     values ($1, $2, now() + interval '1 day')`,
    [createHash('sha256').update(token).digest('hex'), ownerId],
  );
  return token;
}
