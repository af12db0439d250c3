import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fixedShapeSerializerCompiler } from './fixed-shape-serializer';

const compile = (schema: z.ZodType) => fixedShapeSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('fixedShapeSerializerCompiler', () => {
  const schema = z.object({
    id: z.number(),
    role: z.enum(['user', 'admin']),
    note: z.string().nullable(),
    tags: z.array(z.string()),
    years: z.array(z.object({ year: z.number(), status: z.string() })),
    address: z.object({ city: z.string() }).nullable(),
    nickname: z.string().optional(),
  });

  it('writes only the fields the schema names, at every depth, in the schema order', () => {
    const serialize = compile(schema);
    const data = {
      secret: 'token',
      years: [{ status: 'open', year: 2025, internalId: 7 }],
      address: { city: 'Bern', ahvNumber: '756.1234.5678.97' },
      tags: ['a'],
      note: null,
      role: 'user',
      id: 1,
    };
    expect(serialize(data)).toBe('{"id":1,"role":"user","note":null,"tags":["a"],"years":[{"year":2025,"status":"open"}],"address":{"city":"Bern"}}');
    expect(JSON.parse(serialize({ ...data, address: null, nickname: 'Ueli' }))).toMatchObject({ address: null, nickname: 'Ueli' });
  });

  it('refuses, when the route is registered, a schema that needs zod at answer time', () => {
    expect(() => compile(z.object({ at: z.date() }))).toThrow(/at is not a plain data schema/);
    expect(() => compile(z.object({ n: z.string().transform(Number) }))).toThrow(/not a plain data schema/);
    expect(() => compile(z.union([z.string(), z.number()]))).toThrow(/not a plain data schema/);
  });
});
