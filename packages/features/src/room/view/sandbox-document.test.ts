import { describe, expect, it } from 'vitest';
import {
  EMBED_HEIGHT,
  EMBED_HEIGHT_MESSAGE,
  reportedHeight,
  sandboxDocument,
} from './sandbox-document';

describe('sandboxDocument', () => {
  it('wraps the code in a document in our language, links opening in a new tab', () => {
    const doc = sandboxDocument('<div class="atem-timer">Einatmen</div>', 'en');
    expect(doc).toMatch(/^<!doctype html><html lang="en">/);
    expect(doc).toContain('<base target="_blank">');
    expect(doc).toContain('<body><div class="atem-timer">Einatmen</div><script>');
    expect(doc).toContain(EMBED_HEIGHT_MESSAGE);
    expect(sandboxDocument('x', 'de')).toContain('<html lang="de">');
  });
});

describe('reportedHeight', () => {
  it('reads height reports within the bounds', () => {
    const report = (height: unknown) => reportedHeight({ type: EMBED_HEIGHT_MESSAGE, height });
    expect(report(150.2)).toBe(151);
    expect(report(EMBED_HEIGHT.min - 1)).toBe(EMBED_HEIGHT.min);
    expect(report(EMBED_HEIGHT.max + 1)).toBe(EMBED_HEIGHT.max);
    expect(report(EMBED_HEIGHT.max)).toBe(EMBED_HEIGHT.max);
  });

  it('ignores every other message', () => {
    expect(reportedHeight({ type: 'other', height: 100 })).toBeNull();
    expect(reportedHeight({ type: EMBED_HEIGHT_MESSAGE, height: '100' })).toBeNull();
    expect(reportedHeight({ type: EMBED_HEIGHT_MESSAGE, height: Number.NaN })).toBeNull();
    expect(reportedHeight('100')).toBeNull();
    expect(reportedHeight(null)).toBeNull();
  });
});
