// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, type ApiError } from './api-client';

afterEach(() => vi.unstubAllGlobals());

async function failureOf(status: number, body: unknown): Promise<ApiError> {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  return apiRequest('/api/user', { schema: z.object({}) }).then(
    () => {
      throw new Error('expected a failure');
    },
    (error: ApiError) => error,
  );
}

describe('refusals that can meet any call', () => {
  it('come with a text in the interface language instead of the server English', async () => {
    const overloaded = await failureOf(503, { message: 'The server is overloaded; please try again in a moment', code: 'OVERLOADED' });
    expect(overloaded).toMatchObject({ status: 503, code: 'OVERLOADED', message: 'Der Server ist gerade stark ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.' });
    const restarting = await failureOf(503, { message: 'The server is restarting; please try again in a moment', code: 'SHUTTING_DOWN' });
    expect(restarting).toMatchObject({ code: 'SHUTTING_DOWN', message: 'Der Server wird gerade neu gestartet. Bitte versuchen Sie es in einigen Sekunden erneut.' });
  });

  it('leave every other server message as it is', async () => {
    const other = await failureOf(409, { message: 'Wrong status', code: 'WRONG_STATUS' });
    expect(other).toMatchObject({ code: 'WRONG_STATUS', message: 'Wrong status' });
  });
});
