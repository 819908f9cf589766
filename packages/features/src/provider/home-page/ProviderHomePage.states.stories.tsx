import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProviderScope } from '../scope';
import { failRequests } from '../../core/test';
import { holdRequests } from '../../core/test';
import { kurseOf, loadProvider, storyServices, storySetup, type StoryKurse } from '../../core/test';
import { ProviderHomePage } from './ProviderHomePage';

const SLUG = 'schwimmschule-seepferdchen';

const meta = {
  ...storyServices,
  title: 'Pages/ProviderHomePage/States',
  component: ProviderHomePage,
  parameters: { layout: 'fullscreen', ...storySetup((kurse) => loadProvider(kurse, SLUG)) },
} satisfies Meta<typeof ProviderHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as the app renders it: inside the scope that loads the provider of the address. */
function InScope({ slug }: { slug: string }) {
  return (
    <ProviderScope slug={slug}>
      <ProviderHomePage params={{ slug }} />
    </ProviderScope>
  );
}

/** While the provider loads: the full-screen loader, no page yet. */
export const Loading: Story = {
  parameters: storySetup((kurse) => holdRequests(kurse, /\/providers\/schwimmschule/)),
  render: () => <InScope slug={SLUG} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The provider cannot be loaded (scenario `provider-error`): the generic provider error. */
export const LoadFailed: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('provider-error')),
  render: () => <InScope slug={SLUG} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Der Anbieter kann gerade nicht geladen werden. Bitte versuch es später noch einmal.',
      ),
    ).toBeVisible();
  },
};

/** An unknown slug (404): the not-found text. */
export const NotFound: Story = {
  parameters: storySetup(() => undefined),
  render: () => <InScope slug="gibt-es-nicht" />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Diesen Anbieter konnten wir leider nicht finden.'),
    ).toBeVisible();
  },
};

/** Loaded in the scope: the page shows, and the visit is remembered. */
export const Loaded: Story = {
  parameters: storySetup(() => undefined),
  render: () => <InScope slug={SLUG} />,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Schwimmschule Seepferdchen',
    );
    await expect(kurseOf(context).services.stores.visits.providers[0]?.slug).toBe(SLUG);
    await expect(
      await canvas.findByRole('heading', { name: 'Das könnte dich auch interessieren' }),
    ).toBeVisible();
  },
};

/** When each story's recommendations request was answered. */
const recommendationsAnswered = new WeakMap<StoryKurse, Promise<unknown>>();

/** Recommendations fail (scenario `recommendations-failed`): no section and no message. */
export const EmptyRecommendations: Story = {
  parameters: storySetup(async (kurse) => {
    kurse.mock.scenarios.enable('recommendations-failed');
    await loadProvider(kurse, SLUG);
    const answer = kurse.mock.fetch.bind(kurse.mock);
    let answered: (value: unknown) => void = () => undefined;
    recommendationsAnswered.set(kurse, new Promise((resolve) => (answered = resolve)));
    kurse.mock.fetch = async (input, init) => {
      const response = await answer(input, init);
      const url = typeof input === 'string' ? input : input.url;
      if (url.includes('/recommendations')) answered(response.status);
      return response;
    };
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await recommendationsAnswered.get(kurseOf(context))).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByText('Das könnte dich auch interessieren')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** The courses are still loading: placeholders and a busy section under its heading. */
export const CoursesLoading: Story = {
  parameters: storySetup(async (kurse) => {
    await loadProvider(kurse, SLUG);
    holdRequests(kurse, /\/courses\?/);
  }),
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Alle Angebote' });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(within(section).getByRole('progressbar')).toBeVisible();
    await expect(within(section).queryByRole('link')).toBeNull();
  },
};

/** The courses cannot be loaded: the catalogue's error; retrying loads them. */
export const CoursesFailed: Story = {
  parameters: storySetup(async (kurse) => {
    await loadProvider(kurse, SLUG);
    failRequests(kurse, /\/courses\?/, 1);
  }),
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Alle Angebote' }));
    await expect(await section.findByRole('alert')).toHaveTextContent(
      'Ein unbekannter Fehler ist aufgetreten. Bitte versuch es später noch einmal.',
    );
    await userEvent.click(section.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(await section.findByRole('link', { name: /Babyschwimmen/ })).toBeVisible();
    await expect(section.queryByRole('alert')).toBeNull();
  },
};

/** A provider without courses yet: the empty text. */
export const NoCourses: Story = {
  parameters: storySetup((kurse) => loadProvider(kurse, 'kraxelkinder-berlin')),
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Alle Angebote' }));
    await expect(
      await section.findByText('Dieser Anbieter hat gerade keine Angebote.'),
    ).toBeVisible();
  },
};

/** External provider: intro, phone, the warning link to its own site and the note; nothing else. */
export const External: Story = {
  parameters: storySetup((kurse) => loadProvider(kurse, 'robotik-akademie-muenster')),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      canvas.getByText(
        'Dieser Anbieter verwaltet seine Angebote und Buchungen auf seiner eigenen Website.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Anrufen \+49 251/ })).toHaveAttribute(
      'href',
      'tel:+492511360990',
    );
    const out = canvas.getByRole('link', {
      name: /Weiter zur Website von Robotik-Akademie Münster/,
    });
    await expect(out).toHaveAttribute('href', 'https://www.robotik-akademie.example/kurse');
    await expect(out).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText(/^Du verlässt damit Kurse/)).toBeVisible();
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Nachricht schreiben' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Bewertungen' })).toBeNull();
    const stay = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', stay, true);
    await userEvent.click(out);
    window.removeEventListener('click', stay, true);
    await expect(kurseOf(context).mock.db.inbox.forwarded).toEqual(['robotik-akademie-muenster']);
  },
};

export const ExternalEnglish: Story = {
  ...External,
  globals: { locale: 'en', viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: /Robotik-Akademie Münster/ }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** 2 days on board: "Neu dabei". */
export const Recently: Story = {
  parameters: storySetup((kurse) => loadProvider(kurse, 'kraxelkinder-berlin')),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Neu dabei')).toBeVisible();
  },
};

/** A provider with a WhatsApp link. */
export const WhatsApp: Story = {
  parameters: storySetup((kurse) => loadProvider(kurse, 'kleine-koeche-frankfurt')),
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('complementary'));
    await expect(panel.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/496990009316',
    );
  },
};

/** A description in HTML: formatting and links kept (new tab), scripts and handlers dropped. */
export const HtmlDescription: Story = {
  parameters: storySetup(async (kurse) => {
    await loadProvider(kurse, SLUG);
    Object.assign(kurse.services.stores.provider.current ?? {}, {
      description:
        '<p>Wir sind <strong>zertifiziert</strong>.</p><script>window.hacked = true</script>' +
        '<p onmouseover="window.hacked = true">Mehr auf <a href="https://example.org">unserer Seite</a>.</p>',
    });
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The sanitiser loads with the first description that has markup.
    await expect((await canvas.findByText('zertifiziert')).tagName).toBe('STRONG');
    const link = canvas.getByRole('link', { name: 'unserer Seite' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const description = canvasElement.querySelector('[data-slot="provider-description"]');
    await expect(description?.querySelector('script, [onmouseover]')).toBeNull();
    await expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  },
};

/** Writing to the provider from its page: the message goes to this provider. */
export const ContactFromPage: Story = {
  play: async (context) => {
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: 'Nachricht schreiben' }),
    );
    const form = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), 'Anna Schulz');
    await userEvent.type(form.getByRole('textbox', { name: /^E-Mail/ }), 'anna@example.org');
    await userEvent.type(form.getByRole('textbox', { name: /^Deine Nachricht/ }), 'Hallo!');
    await userEvent.click(form.getByRole('button', { name: 'Nachricht senden' }));
    await expect(await form.findByRole('status')).toBeVisible();
    await waitFor(() =>
      expect(kurseOf(context).mock.db.inbox.messages[0]).toMatchObject({
        providerId: 1,
        to: 'hallo@schwimmschule-seepferdchen.example',
      }),
    );
  },
};
