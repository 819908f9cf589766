import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { apiErrorReports } from './error-reports';

describe('error reports through the API (discovery §7 POST /err)', () => {
  it('posts the message and its data to /err', async () => {
    const api = { reportError: vi.fn(async () => true) };
    expect(await apiErrorReports(api).reportError('Error: a', { source: 'room' })).toBe(true);
    expect(api.reportError).toHaveBeenCalledWith('Error: a', { source: 'room' });
  });

  it('is answered by the demo backend', async () => {
    const { api, requests } = mockApi();
    expect(await apiErrorReports(api).reportError('Error: b', { url: '/x' })).toBe(true);
    expect(requests.some((url) => url.endsWith('/err'))).toBe(true);
  });
});
