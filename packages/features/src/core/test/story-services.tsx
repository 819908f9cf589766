/**
 * Services for the stories of connected components: each story gets its own demo backend
 * (`@kurse/api-mock`, answered in-process, no network), its own stores and a recording navigate.
 * Spread {@link storyServices} into the meta; a story's `parameters: storySetup(fn)` logs in,
 * loads a provider or a pending booking, or enables an error scenario before it renders. Links and
 * `useNavigate` are recorded in `navigations` instead of leaving the story. The toolbar's scenario
 * (`story-scenarios.ts`) is enabled after the story's setup, so its logins and loads still work.
 */
import { offlineAdapters } from '@kurse/adapters/offline';
import { selectPayments, type PaymentsConfig } from '@kurse/adapters/payments';
import type { Booking } from '@kurse/api-client';
import { createMockApi, type MockApi } from '@kurse/api-mock';
import { UiProvider } from '@kurse/ui';
import type { Parameters } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { ServicesProvider } from '../app/context';
import { createServices, type Services } from '../app/services';
import { scenarioOf } from './story-scenarios';

/** The fixed clock of the seed and the stores. */
export const STORY_NOW = new Date('2026-11-23T10:00:00+01:00');
const BASE = 'http://kurse.test/api';

/** The demo customer of the seed (discovery §5 Login). */
export const DEMO = {
  email: 'demo@kurse.example',
  password: 'kurse-demo',
  name: 'Julia Neumann',
} as const;

/** What a story's setup and play function work with. */
export interface StoryKurse {
  mock: MockApi;
  services: Services;
  /** Every path the app navigated to (links and `useNavigate`), oldest first. */
  navigations: string[];
}

/** `parameters.kurse` of a story. */
export interface StoryServicesParameters {
  /** Runs before the story renders: log in, load a provider, enable scenarios. */
  setup?: (kurse: StoryKurse) => void | Promise<void>;
}

/** Creates the mock backend and services of one story. */
export function createStoryKurse(): StoryKurse {
  const mock = createMockApi({ now: STORY_NOW, base: BASE });
  const services = createServices({
    fetch: (r) => mock.fetch(r),
    baseUrl: BASE,
    now: () => STORY_NOW,
    adapters: (api) => offlineAdapters(api, { now: () => STORY_NOW }),
  });
  return { mock, services, navigations: [] };
}

/** `parameters` for a story whose `setup` runs before it renders (typed, unlike raw parameters). */
export function storySetup(setup: NonNullable<StoryServicesParameters['setup']>): {
  kurse: StoryServicesParameters;
} {
  return { kurse: { setup } };
}

// Typed by the context parts they read, so they fit any meta whatever its args.
const kurseLoader = async (context: {
  parameters: Parameters;
  globals: Record<string, unknown>;
}) => {
  const kurse = createStoryKurse();
  const parameters = context.parameters.kurse as StoryServicesParameters | undefined;
  await parameters?.setup?.(kurse);
  const scenario = scenarioOf(context.globals);
  if (scenario) kurse.mock.scenarios.enable(scenario);
  return { kurse };
};

/** The story's services, backend and navigations (in a play function: `kurseOf(context)`). */
export function kurseOf(context: { loaded: Record<string, unknown> }): StoryKurse {
  return (context.loaded as { kurse: StoryKurse }).kurse;
}

/**
 * A change of the toolbar's scenario runs the loader again (a new backend with the scenario) and
 * renders the story anew (keyed by the scenario), so its reads go to the new backend.
 */
const withServices = (
  Story: () => ReactNode,
  context: { loaded: Record<string, unknown>; globals: Record<string, unknown> },
) => {
  const { services, navigations } = kurseOf(context);
  const navigate = (path: string) => navigations.push(path);
  return (
    <UiProvider key={scenarioOf(context.globals) ?? ''} navigate={navigate}>
      <ServicesProvider services={services} navigate={navigate}>
        {Story()}
      </ServicesProvider>
    </UiProvider>
  );
};

/** Spread into a meta: `{ ...storyServices, title, component }`. */
export const storyServices = { loaders: [kurseLoader], decorators: [withServices] };

/** Logs the demo customer in through the API, as the login form would. */
export async function logInDemo({ services }: StoryKurse): Promise<void> {
  const result = await services.api.POST('/customers/login', {
    body: { customer: { email: DEMO.email, password: DEMO.password } },
  });
  if (!result.ok) throw new Error('The demo login failed.');
  services.stores.session.user = result.data;
}

/** Loads a provider of the seed into the provider store, as a provider page does. */
export async function loadProvider({ services }: StoryKurse, slug: string): Promise<void> {
  const result = await services.api.GET('/providers/{id}', { params: { path: { id: slug } } });
  if (!result.ok) throw new Error(`The provider ${slug} did not load.`);
  services.stores.provider.current = result.data;
}

/** Loads a booking of the demo customer (log in first) and makes it the current booking. */
export async function loadBooking({ services }: StoryKurse, id: number): Promise<Booking> {
  const result = await services.api.GET('/bookings/{id}', { params: { path: { id } } });
  if (!result.ok) throw new Error(`The booking ${id} did not load.`);
  services.stores.booking.current = result.data;
  return result.data;
}

/**
 * Makes a story's checkout use the payment adapters of a configuration (`{ stripePublicKey }`:
 * Stripe, `{ paypal: 'sdk' }`: PayPal's SDK), as the app's composition root would choose them.
 */
export function composePayments({ services }: StoryKurse, config: PaymentsConfig): void {
  const payments = Promise.resolve(selectPayments(config, { demo: { now: () => STORY_NOW } }));
  services.payments = () => payments;
}
