import { describe, expect, it, vi } from 'vitest';
import { apiTracking } from './tracking';

describe('tracking through the API (discovery §7, transactions §7)', () => {
  it('loads the pixel with the item and the time', () => {
    const loadPixel = vi.fn();
    apiTracking({ baseUrl: '/api', GET: vi.fn() } as never, { loadPixel }).pixel('c', 101, 1000);
    expect(loadPixel).toHaveBeenCalledWith('/api/pixel.gif?c=101&ts=1000');
  });

  it('reports a click-out with the provider slug', () => {
    const GET = vi.fn().mockResolvedValue({ ok: true });
    apiTracking({ baseUrl: '/api', GET } as never).forwarded('hopsala-kinderturnen');
    expect(GET).toHaveBeenCalledWith('/forwarded', {
      params: { query: { slug: 'hopsala-kinderturnen' } },
    });
  });
});
