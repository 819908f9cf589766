// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { allowedFeatures, embedIframe } from './embed-iframe';

const PLAYER = 'https://player.vimeo.com/video/76979871';

describe('embedIframe', () => {
  it('keeps a plain iframe: address, title, size, media permissions, fullscreen', () => {
    const code = `<iframe src="${PLAYER}?h=1&amp;badge=0" width="640" height="360" title="Einheit 2" allow="autoplay; fullscreen" allowfullscreen></iframe>`;
    expect(embedIframe(code)).toEqual({
      src: `${PLAYER}?h=1&badge=0`,
      title: 'Einheit 2',
      width: 640,
      height: 360,
      allow: 'autoplay; fullscreen',
      allowFullScreen: true,
      sandbox: null,
    });
  });

  it('drops what could take over our page: style, class, name, powerful permissions', () => {
    const code = `<iframe src="${PLAYER}" style="position:fixed;inset:0;z-index:99" class="x" name="top" allow="camera; microphone; geolocation; payment; autoplay"></iframe>`;
    expect(embedIframe(code)).toEqual({
      src: PLAYER,
      title: null,
      width: null,
      height: null,
      allow: 'autoplay',
      allowFullScreen: false,
      sandbox: null,
    });
  });

  it('keeps the provider’s own sandbox, which only restricts', () => {
    expect(embedIframe(`<iframe src="${PLAYER}" sandbox="allow-scripts"></iframe>`)?.sandbox).toBe(
      'allow-scripts',
    );
    expect(embedIframe(`<iframe src="${PLAYER}" sandbox></iframe>`)?.sandbox).toBe('');
  });

  it('gives null for codes that belong in the sandbox', () => {
    for (const code of [
      '<div class="atem-timer">Einatmen</div>',
      `<iframe src="${PLAYER}"></iframe><script>alert(1)</script>`,
      `<iframe src="${PLAYER}" onload="alert(1)"></iframe>`,
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<iframe src="http://player.vimeo.com/video/1"></iframe>',
      '<iframe src="/me"></iframe>',
      '<iframe src="data:text/html,hi"></iframe>',
      '<iframe></iframe>',
    ]) {
      expect(embedIframe(code), code).toBeNull();
    }
  });
});

describe('allowedFeatures', () => {
  it('keeps media features with their allow lists, drops the rest', () => {
    expect(allowedFeatures("autoplay 'self'; camera; Fullscreen; picture-in-picture")).toBe(
      "autoplay 'self'; Fullscreen; picture-in-picture",
    );
    expect(allowedFeatures('camera; microphone')).toBeNull();
    expect(allowedFeatures(null)).toBeNull();
  });
});
