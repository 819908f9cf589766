import { describe, expect, it } from 'vitest';
import { pageVideoLink } from './video-link';

const LINK = 'https://vimeo.com/76979871';

describe('pageVideoLink', () => {
  it('takes the link, else the Vimeo address of the id, else nothing', () => {
    expect(pageVideoLink({ vimeoVideoLink: ` ${LINK} `, vimeoVideoId: '1' })).toBe(LINK);
    expect(pageVideoLink({ vimeoVideoLink: null, vimeoVideoId: '76979871' })).toBe(LINK);
    expect(pageVideoLink({ vimeoVideoLink: '', vimeoVideoId: ' ' })).toBeNull();
  });
});
