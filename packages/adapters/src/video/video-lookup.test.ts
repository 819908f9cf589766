// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { apiVideoLookup } from './api';
import { lazyVideoLookup, type VideoLookup, type VideoLookupResult } from './video-lookup';
import { vimeoPlayerIframe, vimeoVideoLookup, videoLookupQuery } from './vimeo';

const LINK = 'https://vimeo.com/76979871';

describe('videoLookupQuery', () => {
  it('sends background 0, byline 0, transparent 1, responsive 1', () => {
    expect(videoLookupQuery()).toEqual({
      background: '0',
      byline: '0',
      transparent: '1',
      responsive: '1',
    });
  });
});

describe('apiVideoLookup', () => {
  let requests: string[] = [];
  const lookup = (scenarios: string[] = []) => {
    const made = mockApi({ scenarios });
    requests = made.requests;
    return apiVideoLookup(made.api);
  };

  it('asks GET /video/lookup with the link and the embed parameters', async () => {
    const result = await lookup().lookup(LINK);
    expect(result.ok && result.video.html).toMatch(/^<iframe src="https:\/\/player\.vimeo\.com/);
    const url = new URL(requests.at(-1) ?? '');
    expect(url.pathname).toBe('/api/video/lookup');
    expect(url.searchParams.get('url')).toBe(LINK);
    expect(
      ['background', 'byline', 'transparent', 'responsive'].map((k) => url.searchParams.get(k)),
    ).toEqual(['false', 'false', 'true', 'true']);
  });

  it('passes the failure status on: 404 for an unknown video, 500 otherwise', async () => {
    expect(await lookup().lookup('https://example.org/video')).toEqual({
      ok: false,
      status: 404,
      cancelled: false,
    });
    expect(await lookup(['video-error']).lookup(LINK)).toMatchObject({ ok: false, status: 500 });
  });
});

describe('vimeoVideoLookup', () => {
  const answer = (status: number, body: unknown = {}) =>
    vi.fn(async () => Response.json(body, { status }));

  it('asks the oEmbed endpoint with the embed parameters and maps the answer', async () => {
    const fetch = answer(200, {
      video_id: 76979871,
      title: 'The New Vimeo Player',
      width: 640,
      height: 360,
      thumbnail_url: 'https://i.vimeocdn.com/video/1.jpg',
      html: '<div style="padding:56.25% 0 0 0;position:relative;"><iframe src="https://player.vimeo.com/video/76979871?h=1&amp;badge=0" frameborder="0" allow="autoplay; fullscreen" style="position:absolute;top:0;left:0;width:100%;height:100%;" title="The New Vimeo Player"></iframe></div><script src="https://player.vimeo.com/api/player.js"></script>',
    });
    const result = await vimeoVideoLookup({ fetch }).lookup(LINK);
    const url = new URL(String(fetch.mock.calls[0]?.at(0)));
    expect(url.origin + url.pathname).toBe('https://vimeo.com/api/oembed.json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      url: LINK,
      background: '0',
      byline: '0',
      transparent: '1',
      responsive: '1',
    });
    expect(result).toEqual({
      ok: true,
      video: {
        videoId: '76979871',
        title: 'The New Vimeo Player',
        width: 640,
        height: 360,
        thumbnail: 'https://i.vimeocdn.com/video/1.jpg',
        html: '<iframe src="https://player.vimeo.com/video/76979871?h=1&amp;badge=0" frameborder="0" allow="autoplay; fullscreen" title="The New Vimeo Player"></iframe>',
      },
    });
  });

  it('answers 404 and 403 with their status, a failed request with 0', async () => {
    expect(await vimeoVideoLookup({ fetch: answer(404) }).lookup(LINK)).toEqual({
      ok: false,
      status: 404,
      cancelled: false,
    });
    expect(await vimeoVideoLookup({ fetch: answer(403) }).lookup(LINK)).toMatchObject({
      status: 403,
    });
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await vimeoVideoLookup({ fetch: offline }).lookup(LINK)).toEqual({
      ok: false,
      status: 0,
      cancelled: false,
    });
  });

  it('leaves codes that are not one Vimeo player as they are', () => {
    const other = '<iframe src="https://example.org/x"></iframe>';
    expect(vimeoPlayerIframe(other)).toBe(other);
    const two = `<iframe src="https://player.vimeo.com/video/1"></iframe>${other}`;
    expect(vimeoPlayerIframe(two)).toBe(two);
  });
});

describe('lazyVideoLookup', () => {
  it('loads the implementation once, on the first lookup', async () => {
    const notFound: VideoLookupResult = { ok: false, status: 404, cancelled: false };
    const real: VideoLookup = { lookup: vi.fn(async () => notFound) };
    const load = vi.fn(async () => real);
    const lazy = lazyVideoLookup(load);
    expect(load).not.toHaveBeenCalled();
    await lazy.lookup(LINK);
    await lazy.lookup(LINK);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.lookup).toHaveBeenCalledTimes(2);
  });

  it('answers a generic failure when the implementation does not load, and tries again later', async () => {
    const load = vi.fn(() => Promise.reject(new Error('chunk')));
    const lazy = lazyVideoLookup(load);
    expect(await lazy.lookup(LINK)).toEqual({ ok: false, status: 0, cancelled: false });
    await lazy.lookup(LINK);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
