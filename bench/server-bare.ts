// The yardstick of the API benchmark: a bare Fastify server answering a signed-in GET /api/user
// the plain way, with three primary-key reads (session by token hash, user, tax-year statuses)
// and none of the app's hooks, schemas or security headers. It runs as its own process, on the
// database the real server used, with the same driver (BARE_DB=pglite opens DATA_DIR/db).
import { createHash } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

async function openQuery(): Promise<{ query: Query; close: () => Promise<void> }> {
  if (process.env.BARE_DB === 'pglite') {
    const client = new PGlite(path.join(process.env.DATA_DIR!, 'db'));
    await client.waitReady;
    return { query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows, close: () => client.close() };
  }
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  return { query: async (text, params) => (await pool.query(text, params)).rows, close: () => pool.end() };
}

const { query, close } = await openQuery();
const app = Fastify();
app.get('/api/user', async (request, reply) => {
  const token = /(?:^|;\s*)hx_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return reply.code(401).send({ code: 'SESSION_EXPIRED' });
  const hash = createHash('sha256').update(token).digest('hex');
  const [session] = await query('select id, user_id, last_active_at, absolute_expires_at, revoked_at from sessions where token_hash = $1', [hash]);
  if (!session || session.revoked_at) return reply.code(401).send({ code: 'SESSION_EXPIRED' });
  const [user] = await query('select * from users where id = $1', [session.user_id]);
  const statuses = await query('select tax_year, status_id from tax_year_statuses where user_id = $1 order by tax_year', [session.user_id]);
  return { ...user, taxYearStatuses: statuses };
});
app.get('/api/health', async () => ({ status: 'ok' }));
const shutdown = async () => {
  await app.close();
  await close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
