import { z } from 'zod';
import { startStandIn } from '../test/support';
import { AppError } from './AppError';
import { InternalCallError, internalClient } from './internalCall';

let standIn: Awaited<ReturnType<typeof startStandIn>>;
const deleted: string[] = [];
beforeAll(async () => {
  standIn = await startStandIn((router) => {
    router.get('/internal/things/1', (ctx) => {
      ctx.body = { id: '1', name: 'One' };
    });
    router.get('/internal/things/odd', (ctx) => {
      ctx.body = { id: 1 };
    });
    router.post('/internal/things', (ctx) => {
      ctx.status = 422;
      ctx.body = { code: 'VALIDATION_FAILED', message: 'No', details: { why: 'test' } };
    });
    router.delete('/internal/things/:id', (ctx) => {
      deleted.push(ctx.params.id);
      ctx.status = 204;
    });
  });
});
afterAll(() => standIn.close());

const thing = z.object({ id: z.string(), name: z.string() });
const client = () => internalClient('protocols', standIn.url);

describe('internalClient', () => {
  it('answers what the schema checked, and fails on a missing record unless asked whether it exists', async () => {
    await expect(client().get('/internal/things/1', thing)).resolves.toEqual({ id: '1', name: 'One' });
    await expect(client().get('/internal/things/2', thing)).rejects.toEqual(
      new InternalCallError('status 404'),
    );
    await expect(client().find('/internal/things/2', thing)).resolves.toBeUndefined();
    await expect(client().find('/internal/things/1', thing)).resolves.toEqual({ id: '1', name: 'One' });
  });

  it('fails on an answer of another shape', async () => {
    await expect(client().get('/internal/things/odd', thing)).rejects.toEqual(
      new InternalCallError('unexpected answer'),
    );
  });

  it('relays a refusal of the other service when asked, else fails', async () => {
    const relayed = await client()
      .post('/internal/things', { name: 'x' }, thing, { relayRefusals: true })
      .catch((error: unknown) => error);
    expect(relayed).toBeInstanceOf(AppError);
    expect(relayed).toMatchObject({ status: 422, code: 'VALIDATION_FAILED', details: { why: 'test' } });
    await expect(client().post('/internal/things', {}, thing)).rejects.toBeInstanceOf(InternalCallError);
  });

  it('deletes, answering nothing', async () => {
    await expect(client().delete('/internal/things/9')).resolves.toBeUndefined();
    expect(deleted).toEqual(['9']);
  });
});
