// The marketplace data set: owners and word-like domain names, bulk-loaded with plain SQL
// (INSERT ... SELECT FROM generate_series; nothing row by row from Node).

/**
 * Names are built from syllables (onset + vowel + sometimes a coda: "ka", "bren", "quo") and
 * dictionary words. Each list is ordered most frequent first and picked with a skew, so some
 * fragments are everywhere and others rare, as in real portfolios.
 */
// prettier-ignore
export const ONSETS = [
  'k', 'l', 'm', 'r', 't', 'n', 's', 'v', 'd', 'b', 'z', 'p', 'g', 'f', 'h', 'j', 'c', 'w',
  'br', 'tr', 'st', 'pr', 'cr', 'dr', 'gr', 'fl', 'bl', 'cl', 'sk', 'sp', 'ch', 'sh', 'th',
  'qu', 'x', 'y',
];
// prettier-ignore
export const VOWELS = ['a', 'o', 'i', 'e', 'u', 'y', 'io', 'ia', 'ea', 'ou', 'ai', 'oo', 'ee'];
// prettier-ignore
export const CODAS = ['n', 'r', 'x', 'l', 's', 'm', 't', 'k', 'nd', 'st', 'ng', 'sh', 'ck', 'ft', 'll'];
/** Share of syllables that end in a coda. */
export const CODA_SHARE = 0.35;

// prettier-ignore
export const WORDS = [
  'best', 'shop', 'tech', 'app', 'data', 'home', 'cloud', 'pay', 'bet', 'crypto', 'smart',
  'green', 'travel', 'food', 'health', 'money', 'bank', 'car', 'game', 'play', 'web', 'digital',
  'media', 'market', 'trade', 'coin', 'chain', 'solar', 'pet', 'fit', 'yoga', 'legal', 'law',
  'hotel', 'buy', 'sell', 'deal', 'loan', 'cash', 'gold', 'art', 'music', 'photo', 'video',
  'news', 'blog', 'social', 'chat', 'mail', 'host', 'code', 'dev', 'bot', 'robo', 'learn',
  'school', 'kids', 'baby', 'wine', 'beer', 'coffee', 'pizza', 'vegan', 'eco', 'bio', 'med',
  'dental', 'care', 'insure', 'realty', 'house', 'rent', 'jobs', 'hire', 'team', 'work',
  'office', 'print', 'design', 'studio', 'brand', 'logo', 'star', 'sun', 'moon', 'fire', 'ice',
  'blue', 'red', 'black', 'wolf', 'lion', 'eagle', 'fox', 'bear', 'labs', 'hub', 'nova', 'zen',
];

// Marketplace categories, which are tags as owners store them (lowercase).
const CATEGORIES = ['brandable', 'business', 'computers & technology', 'blockchain', 'arts'];
const REGISTRARS = ['godaddy', 'namecheap', 'porkbun', 'dynadot', 'name_silo', 'epik', 'other'];

/** Bump when the generated data changes, so an older data set is rebuilt instead of reused. */
export const DATA_VERSION = 3;

// Parameters of the domain insert: $1 onsets, $2 vowels, $3 codas, $4 words, $5 owners,
// $6 candidates, $7 domains, $8 categories (a first tag), $9 registrars.
const pick = (array, skew) =>
  `(${array})[1 + floor(cardinality(${array}) * power(random(), ${skew}))::int]`;
const SYLLABLE = `(${pick('$1::text[]', 1.5)} || ${pick('$2::text[]', 1.5)} ||
  case when random() < ${CODA_SHARE} then ${pick('$3::text[]', 1.5)} else '' end)`;
const PART = `(case when random() < 0.25 then ${pick('$4::text[]', 2)} else ${SYLLABLE} end)`;

const INSERT_USERS = `
  insert into users (email, email_confirmed_at, username, display_name, plan_type, plan_interval,
                     portfolio_display_name, time_zone, disabled_at, created_at, updated_at)
  select format('investor%s@bench.example', n),
         c + interval '10 minutes',
         -- At least 4 digits, and as many as the largest number has: lpad cuts what is longer.
         format('investor-%s', lpad(n::text, greatest(4, length($1::int::text)), '0')),
         format('Investor %s', n),
         case when n % 5 = 0 then 'PRO' else 'FREE' end,
         case when n % 5 = 0 then case when n % 2 = 0 then 'YEAR' else 'MONTH' end end,
         case when n % 3 = 0 then format('Investor %s Domains', n) end,
         (array['UTC', 'America/New_York', 'Europe/London', 'Europe/Berlin', 'Asia/Singapore',
                'Australia/Sydney'])[1 + n % 6],
         case when n % 100 = 0 then c + interval '400 days' end,
         c, c + interval '1 day'
  from (select n, now() - interval '4 years' + (n::float8 / $1::int) * interval '3 years' as c
        from generate_series(1, $1::int) as n) as s`;

/*
 * Candidates get a skewed owner (a few investors hold tens of thousands of names, most a few
 * hundred) and a label of 1-4 parts, sometimes hyphenated or with a number, 3-20 characters.
 * A name is registered once, so repeats are dropped (names are unique across owners, which
 * also satisfies the per-owner unique index), the first $7 candidates kept, and the rows inserted in
 * created_at order, as a table that grows over time is laid out.
 */
const INSERT_DOMAINS = `
  with candidates as (
    select n, owner_ord, tld,
           rtrim(left(case when length(raw) < 3 then raw || ${SYLLABLE} else raw end, 20), '-')
             || '.' || tld as name
    from (
      select n,
             1 + floor($5::int * power(random(), 2.2))::int as owner_ord,
             case when r_tld < 0.50 then 'com' when r_tld < 0.58 then 'net'
                  when r_tld < 0.65 then 'org' when r_tld < 0.77 then 'io'
                  when r_tld < 0.87 then 'ai' when r_tld < 0.94 then 'co' else 'xyz' end as tld,
             case when r_shape < 0.03 then ${PART} || '-' || ${PART}
                  when r_shape < 0.08 then ${PART}
                  when r_shape < 0.58 then ${PART} || ${PART}
                  when r_shape < 0.88 then ${PART} || ${PART} || ${PART}
                  else ${PART} || ${PART} || ${PART} || ${PART} end
             || case when random() < 0.02 then (1 + floor(random() * 99))::int::text else '' end
               as raw
      from (select n, random() as r_tld, random() as r_shape
            from generate_series(1, $6::int) as n offset 0) as g
      offset 0
    ) as x
    offset 0
  ),
  unique_names as (
    select distinct on (name) * from candidates order by name, n
  ),
  chosen as (
    select *,
           case when random() < 0.60
                then greatest(100, round(exp(ln(100) + random() * ln(500)) / 5) * 5) end
             ::numeric(14, 2) as price,
           random() < 0.35 as r_bin,
           random() < 0.10 as r_hidden,
           random() < 0.03 as is_sold,
           now() - random() * interval '3 years' as created
    from (select * from unique_names order by n limit $7::int) as u
    offset 0
  )
  insert into domains (owner_id, name, tld, description, selling_price, domain_cost, renewal_cost,
                       expiration, purchase_date, sale_date, sale_price, sold, public, buy_it_now,
                       price_hidden, tags, registrar, views, leads, created_at, updated_at)
  select o.id, c.name, c.tld,
         case when random() < 0.10 then 'A short, memorable name: ' || c.name end,
         c.price,
         round((8 + random() * 12)::numeric, 2),
         round((9 + random() * 14)::numeric, 2),
         current_date + (floor(random() * 760)::int - 30),
         c.created::date,
         case when c.is_sold then (c.created + (now() - c.created) * random())::date end,
         case when c.is_sold then coalesce(c.price, round((500 + random() * 20000)::numeric)) end,
         c.is_sold,
         random() < 0.85,
         c.price is not null and c.r_bin,
         c.price is not null and c.r_hidden,
         case when random() < 0.3
              then array[($8::text[])[1 + floor(random() * cardinality($8::text[]))::int]]
              else '{}'::text[] end,
         ($9::text[])[1 + floor(random() * cardinality($9::text[]))::int],
         floor(5001 * power(random(), 3))::int,
         floor(6 * power(random(), 4))::int,
         c.created,
         c.created + (now() - c.created) * random()
  from chosen as c
  join bench_owners as o on o.ord = c.owner_ord
  order by c.created`;

const seconds = (started) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/**
 * Fills an empty, migrated database with `owners` users and `domains` domains. The secondary
 * indexes of `domains` (whatever the migrations made) are dropped and rebuilt from their own
 * definitions around the insert, all in one transaction; then VACUUM ANALYZE.
 */
export async function loadMarketplace(client, { owners, domains }, log) {
  const started = performance.now();
  await client.query(`set maintenance_work_mem = '512MB'`);
  await client.query(`set work_mem = '256MB'`);
  await client.query('select setseed(0.4242)');
  await client.query('begin');
  try {
    let step = performance.now();
    await client.query(INSERT_USERS, [owners]);
    await client.query(`create temp table bench_owners on commit drop as
      select (row_number() over (order by username))::int as ord, id from users`);
    log(`  users: ${owners.toLocaleString('en-US')} owners in ${seconds(step)}`);

    const { rows: indexes } = await client.query(`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index as i
      where i.indrelid = 'domains'::regclass
        and not exists (select 1 from pg_constraint as c where c.conindid = i.indexrelid)`);
    for (const index of indexes) await client.query(`drop index ${index.name}`);

    step = performance.now();
    const candidates = Math.ceil(domains * 1.3);
    const inserted = await client.query(INSERT_DOMAINS, [
      ONSETS,
      VOWELS,
      CODAS,
      WORDS,
      owners,
      candidates,
      domains,
      CATEGORIES,
      REGISTRARS,
    ]);
    if (inserted.rowCount !== domains)
      throw new Error(
        `only ${inserted.rowCount} distinct names out of ${candidates} candidates (wanted ${domains})`,
      );
    log(`  domains: ${domains.toLocaleString('en-US')} rows in ${seconds(step)}`);

    step = performance.now();
    for (const index of indexes) await client.query(index.definition);
    log(`  indexes: ${indexes.length} rebuilt in ${seconds(step)}`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
  const step = performance.now();
  await client.query('vacuum (analyze)');
  log(`  vacuum analyze: ${seconds(step)}`);
  await client.query('reset all');
  return (performance.now() - started) / 1000;
}

/** What the loaded data looks like, for the header of the report. */
export async function describeMarketplace(client) {
  const {
    rows: [row],
  } = await client.query(`
    select count(*)::int as domains,
           count(*) filter (where d.public and not d.sold and u.disabled_at is null)::int as listed,
           count(*) filter (where d.selling_price is not null)::int as priced,
           count(*) filter (where d.price_hidden)::int as hidden,
           count(*) filter (where d.buy_it_now)::int as bin,
           count(*) filter (where d.sold)::int as sold,
           (select count(*)::int from users) as owners,
           min(char_length(split_part(d.name, '.', 1))) as min_label,
           max(char_length(split_part(d.name, '.', 1))) as max_label,
           pg_size_pretty(pg_table_size('domains')) as table_size,
           pg_size_pretty(pg_indexes_size('domains')) as index_size
    from domains as d join users as u on u.id = d.owner_id`);
  return row;
}

/**
 * A syllable as the names are built, but every fragment equally likely (common and rare ones),
 * drawn with `random`: a search term.
 */
export function randomSyllable(random) {
  const anyOf = (items) => items[Math.floor(random() * items.length)];
  return anyOf(ONSETS) + anyOf(VOWELS) + (random() < CODA_SHARE ? anyOf(CODAS) : '');
}

/** `term` as a LIKE pattern matching names that hold it anywhere (its wildcards escaped). */
export const likePattern = (term) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * How many listed domains (public, unsold, owner active) hold each of `terms` in their name,
 * counted up to `cap`: `[{ term, listed }]` in the order of `terms`.
 */
export async function listedCounts(client, terms, cap) {
  const { rows } = await client.query(
    `select t.term, (select count(*)::int from (
                       select 1 from domains as d join users as u on u.id = d.owner_id
                       where d.public and not d.sold and u.disabled_at is null
                         and d.name like t.pattern limit $3) as m) as listed
     from unnest($1::text[], $2::text[]) with ordinality as t(term, pattern, n)
     order by t.n`,
    [terms, terms.map(likePattern), cap],
  );
  return rows;
}
