import { request } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errors';
import { closeGracefully, registerShutdownRefusal } from './shutdown';

/** An app with one route that answers when the test says so (an upload still streaming). */
async function appWithSlowRoute() {
  const app = Fastify({ return503OnClosing: false, forceCloseConnections: 'idle' });
  registerErrorHandler(app);
  registerShutdownRefusal(app);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const events: string[] = [];
  let arrived!: () => void;
  const inFlight = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/slow', async () => {
    arrived();
    await released;
    events.push('request finished');
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/slow', agent: false }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
  await inFlight;
  return { app, release, answer, events };
}

describe('closing gracefully', () => {
  it('lets a request in flight finish, then closes the database, and calls that clean', async () => {
    const { app, release, answer, events } = await appWithSlowRoute();
    const outcome = closeGracefully({ app, graceMs: 60_000, closeDatabase: async () => void events.push('database closed') });
    release();
    expect(await answer).toEqual({ status: 200, body: '{"done":true}' });
    expect(await outcome).toBe('clean');
    expect(events).toEqual(['request finished', 'database closed']);
  });

  it('cuts what is still running after the grace period, and calls that forced', async () => {
    const { app, answer } = await appWithSlowRoute();
    const outcome = await closeGracefully({ app, graceMs: 50, hardExitMs: 50, closeDatabase: async () => {} });
    expect(outcome).toBe('forced');
    await expect(answer).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});
