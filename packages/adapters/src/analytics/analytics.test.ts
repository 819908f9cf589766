// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_OPT_OUT_COOKIE, beaconPageViews, pageViews } from './analytics';

describe('page-view analytics (discovery §7)', () => {
  it('sends with anonymised IP, and nothing when the opt-out cookie is set or none configured', () => {
    const send = vi.fn();
    let cookie = 'a=1';
    const pageView = pageViews({ send, cookies: () => cookie });
    expect(pageView('/search', 'Suche')).toBe(true);
    expect(send).toHaveBeenCalledWith({ path: '/search', title: 'Suche', anonymizeIp: true });
    cookie = `a=1; ${ANALYTICS_OPT_OUT_COOKIE}=true`;
    expect(pageView('/search', 'Suche')).toBe(false);
    expect(pageViews({ cookies: () => '' })('/', 'Kurse')).toBe(false);
    expect(send).toHaveBeenCalledOnce();
  });

  it('sends a beacon with the view as JSON to the collector, unless opted out', async () => {
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    let cookie = '';
    const pageView = beaconPageViews({ url: '/collect', sendBeacon, cookies: () => cookie });
    expect(pageView('/kurse', 'Kurse')).toBe(true);
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('/collect');
    expect(JSON.parse(await (body as Blob).text())).toEqual({
      path: '/kurse',
      title: 'Kurse',
      anonymizeIp: true,
    });
    cookie = `${ANALYTICS_OPT_OUT_COOKIE}=1`;
    expect(pageView('/kurse', 'Kurse')).toBe(false);
    expect(sendBeacon).toHaveBeenCalledOnce();
  });
});
