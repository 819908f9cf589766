// @vitest-environment jsdom
import { offlineAdapters } from '@kurse/adapters/offline';
import { createMockApi } from '@kurse/api-mock';
import { I18nProvider } from '@kurse/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServicesProvider } from '../../core';
import { createServices } from '../../core';
import { DEMO } from '../../core/test';
import { CheckoutRedirectPage } from './CheckoutRedirectPage';

const loadStripe = vi.hoisted(() => vi.fn(async () => null));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

const NOW = new Date('2026-11-23T10:00:00+01:00');
const BASE = 'http://kurse.test/api';

/** The demo customer's prepared booking 20004, its provider on Stripe Connect. */
async function connectedBooking(stripeAccount: string | null) {
  const mock = createMockApi({ now: NOW, base: BASE });
  const record = mock.db.bookings.find((b) => b.booking.id === 20004);
  if (!record) throw new Error('The seed has no booking 20004.');
  record.booking.stripeAccount = stripeAccount;
  const services = createServices({
    baseUrl: BASE,
    fetch: (request) => mock.fetch(request),
    now: () => NOW,
    adapters: (api) =>
      offlineAdapters(api, { now: () => NOW, payments: { stripePublicKey: 'pk_test_kurse' } }),
  });
  const login = await services.api.POST('/customers/login', {
    body: { customer: { email: DEMO.email, password: DEMO.password } },
  });
  if (!login.ok) throw new Error('The demo login failed.');
  services.stores.session.user = login.data;
  return services;
}

function renderReturn(services: ReturnType<typeof createServices>) {
  const search = '?redirect_status=succeeded&payment_intent_client_secret=pi_x_secret_y';
  return render(
    <I18nProvider locale="de">
      <ServicesProvider services={services} navigate={() => undefined}>
        <CheckoutRedirectPage params={{ slug: 'codekids-koeln', id: '20004' }} search={search} />
      </ServicesProvider>
    </I18nProvider>,
  );
}

afterEach(() => {
  cleanup();
  loadStripe.mockClear();
});

describe('the checkout redirect page loads Stripe for the booking (transactions §2)', () => {
  it('with the booking’s connected account, so the intent is found after 3-D Secure or a bank', async () => {
    renderReturn(await connectedBooking('acct_1KurseCodekids'));
    // Stripe.js does not load here (null): the page says so, after asking with the account.
    await screen.findByText(/Zahlungsmodul konnte nicht geladen werden/);
    expect(loadStripe).toHaveBeenCalledExactlyOnceWith('pk_test_kurse', {
      locale: 'de',
      stripeAccount: 'acct_1KurseCodekids',
    });
  });

  it('without an account when the booking has none', async () => {
    renderReturn(await connectedBooking(null));
    await screen.findByText(/Zahlungsmodul konnte nicht geladen werden/);
    expect(loadStripe).toHaveBeenCalledExactlyOnceWith('pk_test_kurse', { locale: 'de' });
  });
});
