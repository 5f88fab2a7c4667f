// `npm run seed:scale`: fills the configured database (DATABASE_URL, else PGlite in DATA_DIR, both
// read and checked by the API's own configuration) with 100,000 designers and 1,000,000 portfolio
// items for the directory benchmark. A million uploads through the services would take days, so
// the rows are made by the database itself (generate_series) in batches, and each batch's
// directory entries are built with the database's own function.
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { disciplines, portfolioImageWidths } from '@creators-archive/contract';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, selectRows, type Database } from '../apps/api/src/db/client';
import { wholeNumber } from './lib';

const DESIGNERS = wholeNumber('SCALE_DESIGNERS', 100_000);
const ITEMS_PER_DESIGNER = wholeNumber('SCALE_ITEMS_PER_DESIGNER', 10);
/** An item holds 1 to this many images. */
const MOST_IMAGES_PER_ITEM = 4;
/** The shares of a palette's five colours, largest first, as the variants job orders them. */
const PALETTE_SHARES = [0.4, 0.25, 0.15, 0.12, 0.08];
const BATCH = 10_000;

const firstNames = [
  'Amara',
  'Kwame',
  'Wanjiru',
  'Thandiwe',
  'Moussa',
  'Aline',
  'Selam',
  'Youssef',
  'Nadia',
  'Brian',
  'Neema',
  'Koffi',
  'Chiamaka',
  'Tunde',
  'Efua',
  'Otieno',
  'Lerato',
  'Sipho',
  'Fatou',
  'Abebe',
  'Imane',
  'Grace',
  'Yaw',
  'Zanele',
  'Emeka',
  'Rukia',
  'Adaeze',
  'Kofi',
  'Ayodele',
  'Nomsa',
  'Baraka',
  'Mariam',
  'Ousmane',
  'Zainab',
  'Tendai',
  'Farai',
  'Habiba',
  'Jabari',
  'Kemi',
  'Lindiwe',
];
const lastNames = [
  'Okafor',
  'Mensah',
  'Kamau',
  'Nkosi',
  'Diop',
  'Uwase',
  'Tesfaye',
  'El Amrani',
  'Hassan',
  'Okello',
  'Mwakyusa',
  'Kouassi',
  'Eze',
  'Bakare',
  'Asante',
  'Ochieng',
  'Mokoena',
  'Dlamini',
  'Sow',
  'Girma',
  'Benali',
  'Atieno',
  'Boateng',
  'Khumalo',
  'Nwosu',
  'Abdalla',
  'Obi',
  'Adjei',
  'Balogun',
  'Moyo',
  'Mutua',
  'Traoré',
  'Keita',
  'Banda',
  'Phiri',
  'Chukwu',
  'Mahlangu',
  'Ndlovu',
  'Sesay',
  'Conteh',
];
const places = [
  ['Nigeria', 'Lagos'],
  ['Nigeria', 'Abuja'],
  ['Ghana', 'Accra'],
  ['Ghana', 'Kumasi'],
  ['Kenya', 'Nairobi'],
  ['Kenya', 'Mombasa'],
  ['South Africa', 'Johannesburg'],
  ['South Africa', 'Cape Town'],
  ['Senegal', 'Dakar'],
  ['Rwanda', 'Kigali'],
  ['Ethiopia', 'Addis Ababa'],
  ['Morocco', 'Casablanca'],
  ['Egypt', 'Cairo'],
  ['Uganda', 'Kampala'],
  ['Tanzania', 'Dar es Salaam'],
  ["Côte d'Ivoire", 'Abidjan'],
];
const titleWords = [
  'Identity',
  'Poster',
  'Series',
  'Campaign',
  'Packaging',
  'Portrait',
  'Typeface',
  'App',
  'Mural',
  'Editorial',
  'Pattern',
  'Study',
  'Collection',
  'Zine',
  'Logo',
  'Installation',
  'Film',
  'Album cover',
];
const tagWords = [
  'lagos',
  'accra',
  'nairobi',
  'kente',
  'adinkra',
  'ankara',
  'lettering',
  'print',
  'mobile',
  'fintech',
  'festival',
  'fashion',
  'coffee',
  'music',
  'afrofuturism',
  'handmade',
  'risograph',
  'branding',
];

/** A SQL array literal of our own constant words (quotes doubled). */
const textArray = (words: readonly string[]) =>
  sql.raw(`ARRAY[${words.map((word) => `'${word.replace(/'/g, "''")}'`).join(',')}]::text[]`);

async function count(db: Database, query: SQL): Promise<number> {
  const [row] = await selectRows<{ count: number }>(db, query);
  return Number(row?.count ?? 0);
}

async function seedScale(db: Database, log: (line: string) => void): Promise<void> {
  const existing = await count(db, sql`select count(*)::int as count from users where email like 'scale-%'`);
  if (existing >= DESIGNERS) {
    log(`Already seeded: ${existing} scale designers.`);
    return;
  }

  // Reuse real variants made by the demo pipeline when there are some; the benchmark never
  // fetches the images, but pages built on this data then still show pictures. Otherwise each
  // item gets what the pipeline makes of a 1600×1200 upload (four widths, AVIF and WebP), so a
  // card weighs what a real one does.
  const sample = await selectRows<{ variants: unknown; thumbhash: string | null }>(
    db,
    sql`select variants, thumbhash from portfolio_items where status = 'ready' and variants <> '[]' limit 8`,
  );
  const thumbhash = sample[0]?.thumbhash ?? 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw';
  const variantsOf = (n: SQL, k: SQL) =>
    sample.length > 0
      ? sql`(${sql.raw(
          `ARRAY[${sample.map((row) => `'${JSON.stringify(row.variants).replace(/'/g, "''")}'`).join(',')}]::jsonb[]`,
        )})[1 + (${n} + ${k}) % ${sample.length}]`
      : sql`(
          select jsonb_agg(
            jsonb_build_object(
              'format', format, 'width', width, 'height', width * 3 / 4, 'bytes', width * 40,
              'key', 'public/p/scale-' || ${n} || '-' || ${k} || '/' ||
                left(md5(${n} || '-' || ${k}), 16) || '-' || width || '.' || format)
            order by width, format)
          from unnest(${sql.raw(`ARRAY[${portfolioImageWidths.filter((width) => width <= 1600).join(',')}]`)}) as width
          cross join unnest(ARRAY['avif', 'webp']) as format
        )`;

  // Items and images are written in bulk; their directory entries and works are then built once per
  // designer (refresh_directory_entry, whose new entry lists the designer's works by trigger).
  await db.execute(sql`alter table users disable trigger directory_follow_user`);
  await db.execute(sql`alter table portfolio_items disable trigger directory_follow_item`);
  await db.execute(sql`alter table portfolio_items disable trigger works_follow_item`);
  await db.execute(sql`alter table portfolio_media disable trigger works_follow_media`);
  try {
    const started = Date.now();
    for (let from = existing + 1; from <= DESIGNERS; from += BATCH) {
      const to = Math.min(DESIGNERS, from + BATCH - 1);
      await db.execute(sql`
        insert into users (email, password_hash, full_name, role, country, city, disciplines, verified, bio, created_at)
        select
          'scale-' || n || '@example.com',
          'scale seed: no sign-in',
          (${textArray(firstNames)})[1 + n % ${firstNames.length}] || ' ' ||
            (${textArray(lastNames)})[1 + (n / ${firstNames.length}) % ${lastNames.length}],
          'member',
          (${textArray(places.map(([country]) => country!))})[1 + n % ${places.length}],
          (${textArray(places.map(([, city]) => city!))})[1 + n % ${places.length}],
          array[(${textArray(disciplines)})[1 + n % ${disciplines.length}],
                (${textArray(disciplines)})[1 + (n * 7) % ${disciplines.length}]],
          n % 20 = 0,
          'Designer working across ' || (${textArray(disciplines)})[1 + n % ${disciplines.length}] ||
            ' for clients in ' || (${textArray(places.map(([, city]) => city!))})[1 + n % ${places.length}] || '.',
          now() - make_interval(mins => n)
        from generate_series(${from}::int, ${to}::int) as n
      `);
      await db.execute(sql`
        insert into portfolio_items
          (user_id, title, tags, category, status, width, height, thumbhash, original_key, variants,
           is_cover, like_count, position, created_at)
        select
          u.id,
          (${textArray(titleWords)})[1 + (u.n + k) % ${titleWords.length}] || ' ' || (u.n % 97 + k),
          array[(${textArray(tagWords)})[1 + (u.n + k) % ${tagWords.length}],
                (${textArray(tagWords)})[1 + (u.n * 3 + k) % ${tagWords.length}]],
          u.disciplines[1],
          'ready', 1600, 1200, ${thumbhash},
          'originals/scale/' || u.n || '-' || k,
          ${variantsOf(sql`u.n`, sql`k`)},
          k = 0,
          (u.n * 31 + k * 17) % 50,
          k,
          u.created_at + make_interval(mins => k)
        from (
          select id, disciplines, created_at, substring(email from 'scale-([0-9]+)@')::int as n
          from users
          where email like 'scale-%' and substring(email from 'scale-([0-9]+)@')::int between ${from} and ${to}
        ) u
        cross join generate_series(0, ${ITEMS_PER_DESIGNER - 1}) as k
      `);
      await db.execute(sql`
        insert into portfolio_media
          (item_id, user_id, position, status, width, height, thumbhash, original_key, variants, palette, created_at)
        select
          i.id, i.user_id, p, 'ready', i.width, i.height, i.thumbhash, i.original_key || '-' || p, i.variants,
          (select jsonb_agg(jsonb_build_object(
                    'color', '#' || substr(md5(i.original_key || '-' || p), 1 + c * 6, 6),
                    'share', (${sql.raw(`ARRAY[${PALETTE_SHARES.join(',')}]`)})[1 + c]) order by c)
             from generate_series(0, ${PALETTE_SHARES.length - 1}) as c),
          i.created_at
        from portfolio_items i
        join users u on u.id = i.user_id
        cross join lateral generate_series(0, (i.position + length(u.email)) % ${MOST_IMAGES_PER_ITEM}) as p
        where u.email like 'scale-%' and substring(u.email from 'scale-([0-9]+)@')::int between ${from} and ${to}
      `);
      // Fresh statistics for the rows just written: with stale ones (autovacuum off or behind)
      // the refresh's statements, planned once per session, took hours instead of minutes.
      await db.execute(sql`analyze users, portfolio_items, portfolio_media, works, work_colours`);
      // Index scans only: in the first batch every statement of the refresh is planned while works
      // and work_colours are still empty, and each work's colours were then deleted by a scan of
      // the whole colour table (hours for the first 10,000 designers). The plans stay cached for
      // the connection, and index scans are right for them at any size.
      await db.transaction(async (transaction) => {
        await transaction.execute(sql`set local enable_seqscan = off`);
        await transaction.execute(sql`
          select refresh_directory_entry(id) from users
          where email like 'scale-%' and substring(email from 'scale-([0-9]+)@')::int between ${from} and ${to}
        `);
      });
      log(
        `${to} designers, ${to * ITEMS_PER_DESIGNER} items with their images (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  } finally {
    await db.execute(sql`alter table users enable trigger directory_follow_user`);
    await db.execute(sql`alter table portfolio_items enable trigger directory_follow_item`);
    await db.execute(sql`alter table portfolio_items enable trigger works_follow_item`);
    await db.execute(sql`alter table portfolio_media enable trigger works_follow_media`);
  }
  // A bulk load leaves every row's visibility to be settled by its first readers and the
  // visibility map empty until autovacuum gets to the tables: the first measurements would then
  // pay for it, and which ones depended on when autovacuum ran. Settled once here, as it is on a
  // database that has been in use.
  await db.execute(sql`vacuum analyze`);
}

/** The benchmark's database gets its own PostgreSQL database: made here when it is missing. */
async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

const config = loadConfig();
if (config.databaseUrl) await ensureDatabase(config.databaseUrl);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await seedScale(database.db, (line) => console.log(line));
} finally {
  await database.close();
}
