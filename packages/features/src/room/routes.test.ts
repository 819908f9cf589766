import type { Room } from '@kurse/api-client';
import { loadCatalogues, messagesFor } from '@kurse/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { harness, loadContext } from '../core/test';
import { roomRead } from './view/use-room';
import { roomRoute } from '.';

/** The room route's load context over the demo backend (with its scenarios), and its cache. */
function context(params: { slug: string; id: string; roomToken: string }, scenarios?: string[]) {
  const { api, mock } = harness({ scenarios });
  const { context: ctx, reads } = loadContext(api, params, new URLSearchParams());
  return { ctx, reads, mock };
}

const LL = messagesFor('de');
beforeAll(() => loadCatalogues(['de']));

const YOGA = { slug: 'yogamama-muenchen', id: '401', roomToken: 'rt_yoga_7f3a9c21' };

describe('the room route (transactions §2 Room, §7 GET /rooms/{roomId}, §8 Room errors)', () => {
  it('reads the room as a visitor without a session and is titled by its name', async () => {
    const { ctx, reads } = context(YOGA);
    const loaded = await roomRoute.load(ctx);
    expect(loaded.status).toBe(200);
    expect(reads.peek(roomRead(YOGA, null))).toMatchObject({
      ok: true,
      data: { name: 'Yoga für Zuhause – Kursraum' },
    });
    expect(roomRoute.head(loaded, LL)).toEqual({ title: 'Yoga für Zuhause – Kursraum' });
  });

  it('keys the room by the customer: a logged-in read never finds a visitor’s answer', () => {
    expect(roomRead(YOGA, 7).key).not.toBe(roomRead(YOGA, null).key);
    expect(roomRead(YOGA, 7).key).not.toBe(roomRead(YOGA, 8).key);
  });

  it('is not found when the API does not know the room', async () => {
    const { ctx } = context({ ...YOGA, id: '999' });
    const loaded = await roomRoute.load(ctx);
    expect(loaded.status).toBe(404);
    expect(roomRoute.head(loaded, LL)).toEqual({ title: LL.rooms.title() });
  });

  // The API's failure is a 503; its refusals are the page's own states (log in, expired).
  it.each([
    ['room-error', 500, 503],
    ['room-session-required', 401, 200],
    ['room-expired', 410, 200],
  ])(
    'keeps the failure of %s (not not found) and reports it without the token',
    async (scenario, status, pageStatus) => {
      const { ctx, reads, mock } = context(YOGA, [scenario]);
      const loaded = await roomRoute.load(ctx);
      expect(loaded.status).toBe(pageStatus);
      expect(reads.peek(roomRead(YOGA, null))).toMatchObject({ ok: false, error: { status } });
      expect(roomRoute.head(loaded, LL)).toEqual({ title: LL.rooms.title() });
      await expect.poll(() => mock.db.inbox.errorReports.length).toBe(1);
      expect(JSON.stringify(mock.db.inbox.errorReports)).not.toContain(YOGA.roomToken);
    },
  );

  it('shares one request between the route and the page', async () => {
    const { ctx, reads } = context(YOGA);
    const [a, b] = await Promise.all([roomRoute.load(ctx), reads.fetch(roomRead(YOGA, null))]);
    expect(a.status).toBe(200);
    expect(b.ok && (b.data as Room).id).toBe(401);
  });
});
