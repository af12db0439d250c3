import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { CANTONS } from '../src/shared/domain/cantons';
import { defaultTaxYear } from '../src/shared/domain/tax-years';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/connect';
import { systemClock } from '../src/server/platform/clock';
import { createMailer } from '../src/server/platform/mail';
import { deriveSecrets } from '../src/server/platform/secrets';
import { startSession } from '../src/server/platform/session/service';
import { createBlobStorage } from '../src/server/platform/storage';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const USERS = 100_000;
const FILES = 1_000_000;
const CONCURRENCY = 10;
const REQUESTS_PER_VARIANT = 400;
const P95_TARGET_MS = 50;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Rough share of the population per canton, so filters by canton see realistic sizes. */
const CANTON_WEIGHTS: Record<string, number> = { zuerich: 18, bern: 12, waadt: 9, aargau: 8, 'st-gallen': 6, genf: 6, luzern: 5, tessin: 4, wallis: 4, freiburg: 4 };
const FIRST_NAMES = ['Anna', 'Luca', 'Laura', 'Noah', 'Sara', 'Leon', 'Mia', 'David', 'Lea', 'Jonas', 'Elena', 'Marco', 'Nina', 'Simon', 'Julia', 'Daniel', 'Chiara', 'Thomas', 'Sophie', 'Lukas', 'Céline', 'Matteo', 'Lena', 'Samuel', 'Alessia', 'Nicolas', 'Léa', 'Fabian', 'Emma', 'Reto', 'Martina', 'Beat', 'Ursula', 'Hans', 'Claudia', 'Peter', 'Andrea', 'Urs', 'Monika', 'Jürg'];
const LAST_NAMES = ['Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Schneider', 'Meyer', 'Steiner', 'Fischer', 'Gerber', 'Brunner', 'Baumann', 'Frei', 'Zimmermann', 'Moser', 'Widmer', 'Wyss', 'Graf', 'Roth', 'Suter', 'Baumgartner', 'Bachmann', 'Studer', 'Bucher', 'Berger', 'Kaufmann', 'Hofmann', 'Bühler', 'Rossi', 'Favre', 'Bernasconi', 'Rochat', 'Blanc', 'Bianchi', 'Fontana', 'Marti', 'Sutter', 'Lehmann', 'Lüthi'];

const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * The data of a provider with 100,000 taxpayers, in set-based SQL (generate_series, no
 * round trip per row): two tax years of statuses (about 9 % of them cases at status 4 or 5),
 * subscriptions, 1,000,000 document rows (metadata only, no blobs), messages and contact
 * requests on part of the cases. The files' secondary indexes are rebuilt after the load, as a
 * bulk import would do; their definitions come from the migrated database itself.
 */
async function load(client: pg.Client, years: [number, number], now: Date): Promise<void> {
  const [previous, current] = years;
  const cantons = CANTONS.flatMap((c) => Array<string>(CANTON_WEIGHTS[c.slug] ?? 1).fill(c.slug));
  const nowIso = now.toISOString();
  await client.query(`set synchronous_commit = off`);
  await client.query(`select setseed(0.42)`);
  await client.query(`
    insert into users (id, email, role, language, first_name, last_name, phone, canton_of_residence, subscription_plan, agree_to_terms, is_tax_profile_complete, created_at, updated_at)
    select g,
           lower(translate(f, 'éüäöÉÜÄÖ', 'euaoEUAO')) || '.' || lower(translate(l, 'éüäöÉÜÄÖ', 'euaoEUAO')) || g || (array['@bluewin.ch','@gmail.com','@gmx.ch','@sunrise.ch','@outlook.com'])[1 + g % 5],
           'user', (array['de','de','de','fr','fr','it','en','gsw'])[1 + g % 8], f, l, '79' || lpad((g % 10000000)::text, 7, '0'),
           case when random() < 0.03 then null else (${sqlArray(cantons)})[1 + floor(random() * ${cantons.length})::int] end,
           'none', true, true,
           timestamptz '${nowIso}' - (random() * interval '900 days'), timestamptz '${nowIso}'
    from (select g, (${sqlArray(FIRST_NAMES)})[1 + floor(random() * ${FIRST_NAMES.length})::int] as f,
                    (${sqlArray(LAST_NAMES)})[1 + floor(random() * ${LAST_NAMES.length})::int] as l
          from generate_series(1, ${USERS}) g) s`);
  await client.query(`select setval(pg_get_serial_sequence('users', 'id'), ${USERS})`);

  // The current year for everyone; the previous year for 60 %, most of it completed.
  // Current: 6 % transmitted (4), 2 % returned (5). Previous: 1.5 % at 4, 1 % at 5, 70 % at 6.
  await client.query(`
    insert into tax_year_statuses (user_id, tax_year, status_id, advanced_tax_locked, transmitted_at, return_uploaded_at, completed_at, updated_at)
    select user_id, tax_year, status_id, status_id >= 4,
           case when status_id >= 4 then timestamptz '${nowIso}' - (random() * interval '150 days') end,
           case when status_id >= 5 then timestamptz '${nowIso}' - (random() * interval '5 days') end,
           case when status_id = 6 then timestamptz '${nowIso}' - (random() * interval '200 days') end,
           timestamptz '${nowIso}'
    from (
      select g as user_id, ${current} as tax_year,
             case when r < 0.06 then 4 when r < 0.08 then 5 when r < 0.30 then 3 when r < 0.65 then 2 else 1 end as status_id
      from (select g, random() as r from generate_series(1, ${USERS}) g) a
      union all
      select g, ${previous},
             case when r < 0.015 then 4 when r < 0.025 then 5 when r < 0.725 then 6 when r < 0.85 then 3 else 2 end
      from (select g, random() as r from generate_series(1, ${USERS}) g) b
      where random() < 0.6
    ) s`);
  // Whoever reached the documents step paid for the year: a quarter premium.
  await client.query(`
    insert into subscriptions (user_id, tax_year, plan, payment_period, source, amount_rappen, activated_at, expires_at)
    select user_id, tax_year, plan, 'full_year', (array['stripe','stripe','invoice'])[1 + user_id % 3],
           case plan when 'premium' then 14900 else 7900 end, activated, activated + interval '365 days'
    from (select user_id, tax_year, case when random() < 0.25 then 'premium' else 'basic' end as plan,
                 timestamptz '${nowIso}' - (random() * interval '300 days') as activated
          from tax_year_statuses where status_id >= 3) s`);
  await client.query(`
    update users u set subscription_plan = s.plan from subscriptions s where s.user_id = u.id and s.tax_year = ${current}`);
  // What activation and every status change keep in step: the year's plan rank (premium 2, basic 1).
  await client.query(`
    update tax_year_statuses t set plan_rank = case s.plan when 'premium' then 2 else 1 end
    from subscriptions s where s.user_id = t.user_id and s.tax_year = t.tax_year`);

  const fileIndexes = (await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where tablename = 'files' and indexname not like '%pkey'`,
  )).rows;
  for (const i of fileIndexes) await client.query(`drop index "${i.indexname}"`);
  // Ten documents per user on average, over both years and the document categories.
  await client.query(`
    insert into files (user_id, tax_year, category_id, original_name, mime_type, size, sha256, storage_key, iv, auth_tag, wrapped_key, created_at)
    select 1 + (g::bigint * 7919) % ${USERS}, case when g % 3 = 0 then ${previous} else ${current} end, 1 + g % 12,
           'Dokument-' || g || '.pdf', 'application/pdf', 20000 + g % 3000000,
           md5(g::text) || md5('x' || g), 'bench/' || g, 'aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbb', 'cccccccccccccccccccccccccccccccccccccccccccccccccccc',
           timestamptz '${nowIso}' - ((g % 400) * interval '1 day')
    from generate_series(1, ${FILES}) g`);
  for (const i of fileIndexes) await client.query(i.indexdef);

  // Messages: 40 % of the cases have a thread (1 to 4 from the taxpayer, some unread, and
  // answers), plus older read messages of other taxpayers (some without a year, as before years
  // were recorded).
  await client.query(`
    insert into messages (user_id, tax_year, direction, kind, body, created_at, read_at)
    select user_id, tax_year, 'from_taxpayer', 'message', 'Guten Tag, ich habe noch eine Frage zu meinen Unterlagen.', at,
           case when random() < 0.5 then at + interval '1 hour' end
    from (select t.user_id, t.tax_year, timestamptz '${nowIso}' - (random() * interval '30 days') as at
          from tax_year_statuses t, generate_series(1, 1 + (t.user_id % 4)) n
          where t.status_id in (4, 5) and random() < 0.4) s
    union all
    select 1 + (g::bigint * 104729) % ${USERS}, case when g % 10 = 0 then null else ${current} end, 'from_taxpayer', 'message', 'Danke!',
           timestamptz '${nowIso}' - (g % 300) * interval '1 day', timestamptz '${nowIso}' - (g % 300) * interval '1 day' + interval '2 hours'
    from generate_series(1, 40000) g`);
  await client.query(`
    insert into messages (user_id, tax_year, direction, kind, author_user_id, body, created_at, read_at)
    select user_id, tax_year, 'to_taxpayer', 'message', ${USERS + 1}, 'Vielen Dank, wir kümmern uns darum.', created_at + interval '1 hour', null
    from messages where read_at is not null and tax_year is not null and random() < 0.5`);
  // Contact requests on a fifth of the returned cases; some already handled.
  await client.query(`
    insert into contact_requests (user_id, tax_year, contact_method, created_at, resolved_at, resolved_by)
    select user_id, tax_year, case when random() < 0.6 then 'phone' else 'mail' end, at,
           case when random() < 0.3 then at + interval '1 day' end, case when random() < 0.3 then ${USERS + 1} end
    from (select user_id, tax_year, timestamptz '${nowIso}' - (random() * interval '4 days') as at
          from tax_year_statuses where status_id = 5 and random() < 0.2) s`);
}

type Variant = { name: string; url: string };

async function measure(inject: (url: string) => Promise<{ statusCode: number; body: string }>, variant: Variant) {
  for (let i = 0; i < 50; i++) await inject(variant.url); // warm-up
  // One request at a time first: the cost of a request without queueing behind the others.
  const alone: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    await inject(variant.url);
    alone.push(performance.now() - t0);
  }
  alone.sort((a, b) => a - b);
  const latencies: number[] = [];
  let next = 0;
  let total = 0;
  let rows = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS_PER_VARIANT) {
        next += 1;
        const t0 = performance.now();
        const res = await inject(variant.url);
        latencies.push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`${variant.url} answered ${res.statusCode}: ${res.body}`);
        const body = JSON.parse(res.body) as { total: number; cases: unknown[] };
        total = body.total;
        rows = body.cases.length;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { ...variant, p50: percentile(latencies, 50), p95: percentile(latencies, 95), aloneP50: percentile(alone, 50), total, rows };
}

/**
 * The experts' queue (GET /api/expert/cases) on PostgreSQL with 100,000 taxpayers and
 * 1,000,000 documents: first page, canton + year filter, page 50, and name / e-mail searches,
 * each by 10 concurrent requests in-process (app.inject, with the session check).
 *
 * A throw-away database on the server of TEST_DATABASE_URL is created, loaded and dropped.
 * BENCH_EXPERT_QUEUE_DB=<name> keeps the database under that name instead, and reuses it
 * (migrating it, without loading again) when it already exists: for iterating on the queries.
 */
export async function expertQueue() {
  const keep = process.env.BENCH_EXPERT_QUEUE_DB;
  const name = keep ?? `hx_bench_${randomBytes(6).toString('hex')}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('BENCH_EXPERT_QUEUE_DB: lowercase letters, digits and _ only');
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;

  const now = new Date();
  const current = defaultTaxYear(now);
  const database = await openDatabase({ databaseUrl: url.href });
  let loadSeconds: number | null = null;
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    if (!exists) {
      const t0 = performance.now();
      await load(client, [current - 1, current], now);
      loadSeconds = (performance.now() - t0) / 1000;
    }
    // What autovacuum does soon after a bulk load (or a migration): statistics and the visibility map.
    await client.query(`vacuum analyze`);
    const counts = (await client.query<{ cases: number; premium: number; files: number; messages: number }>(`
      select (select count(*)::int from tax_year_statuses where status_id in (4, 5)) as cases,
             (select count(*)::int from tax_year_statuses t join subscriptions s using (user_id, tax_year) where t.status_id in (4, 5) and s.plan = 'premium') as premium,
             (select count(*)::int from files) as files, (select count(*)::int from messages) as messages`)).rows[0]!;
    const expert = await client.query<{ id: number }>(`
      insert into users (email, role, first_name, last_name, created_at, updated_at)
      values ('expert-${randomBytes(4).toString('hex')}@helvetax.test', 'expert', 'Eva', 'Expertin', now(), now()) returning id`);
    // A rare search: the e-mail of one taxpayer in the middle of the queue.
    const rare = (await client.query<{ email: string }>(
      `select u.email from tax_year_statuses t join users u on u.id = t.user_id where t.status_id in (4, 5) order by t.user_id limit 1 offset 4000`,
    )).rows[0]!.email.split('@')[0]!;
    const app = await buildApp({
      config: { publicUrl: new URL('http://localhost:3000'), adminEmails: new Set(), debugLogin: false, production: false },
      db: database.db,
      clock: systemClock,
      mailer: createMailer({ smtpUrl: undefined, from: 'b <b@b.ch>', outboxDir: '/tmp/helvetax-bench-outbox', printLine: () => {} }),
      secrets: deriveSecrets('bench-secret-bench-secret-bench-secret-0123'),
      storage: createBlobStorage({ root: '/tmp/helvetax-bench-files', keyWrappingKey: Buffer.alloc(32) }),
    });
    const token = await startSession(database.db, expert.rows[0]!.id, now);
    const inject = (u: string) => app.inject({ method: 'GET', url: u, headers: { cookie: `hx_session=${token}` } });
    const variants: Variant[] = [
      { name: 'first page', url: '/api/expert/cases' },
      { name: `canton bern + year ${current}`, url: `/api/expert/cases?canton=bern&taxYear=${current}` },
      { name: 'page 50', url: '/api/expert/cases?page=50' },
      { name: 'search q=Müller (name)', url: `/api/expert/cases?q=${encodeURIComponent('Müller')}` },
      { name: `search q=${rare} (e-mail, one person)`, url: `/api/expert/cases?q=${encodeURIComponent(rare)}` },
    ];
    const results = [];
    for (const v of variants) results.push(await measure(inject, v));
    await app.close();
    const worst = Math.max(...results.map((r) => r.p95));
    return {
      name: `Experts' queue (GET /api/expert/cases), PostgreSQL, ${CONCURRENCY} concurrent, in-process`,
      lines: [
        `data: ${USERS.toLocaleString('en')} users, ${counts.cases} cases at status 4/5 (${counts.premium} premium), ${counts.files.toLocaleString('en')} files, ${counts.messages.toLocaleString('en')} messages${loadSeconds === null ? ` (reused database ${name})` : `, loaded in ${loadSeconds.toFixed(1)} s`}`,
        ...results.map((r) => `${r.name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms; one at a time p50 ${r.aloneP50.toFixed(1)} ms (${r.rows} rows of ${r.total})`),
        `machine load average while measuring: ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
      ],
      target: `p95 under ${P95_TARGET_MS} ms for every variant`,
      met: worst < P95_TARGET_MS,
    };
  } finally {
    await client.end();
    await database.close();
    if (!keep) {
      const dropper = new pg.Client({ connectionString: SERVER_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    }
  }
}
