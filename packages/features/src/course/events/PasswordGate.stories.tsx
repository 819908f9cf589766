import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { storyServices, storySetup, type StoryKurse } from '../../core/test';
import { LoadedEventsList } from './story-course';
import { eventEntry } from './story-entry';

const SWIM = 'schwimmschule-seepferdchen';
const PROTECTED = 'Seepferdchen-Kurs für Vereinsmitglieder';

/** Course 103: event 1032 is protected until 10 days after the story's now (password seepferdchen). */
const meta = {
  ...storyServices,
  title: 'Features/Events/PasswordGate',
  component: LoadedEventsList,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'w1280' } },
  args: { courseId: 103, slug: SWIM },
} satisfies Meta<typeof LoadedEventsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo backend answers the password check with 500. */
function failAuthorize(kurse: StoryKurse) {
  const answer = kurse.mock.fetch.bind(kurse.mock);
  kurse.mock.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input.url;
    if (!url.includes('/bookings/authorize')) return answer(input, init);
    return Response.json({ message: 'Internal Server Error' }, { status: 500 });
  };
}

/**
 * Locked: lock, "protected until" in Europe/Berlin, the provider's hint, the password field and
 * the prices without booking links. The other event (5 of 20 left) is bookable with its hint, its
 * price option and its plan product.
 */
export const Locked: Story = {
  play: async ({ canvasElement }) => {
    const event = await eventEntry(canvasElement, PROTECTED);
    await expect(event.getByText('Passwortgeschützt')).toBeVisible();
    await expect(
      await event.findByRole('heading', { name: 'Dieser Termin ist geschützt' }),
    ).toBeVisible();
    await expect(event.getByText('Geschützt bis 03.12.2026, 10:00')).toBeVisible();
    const field = event.getByLabelText(/Passwort für diesen Termin/);
    await expect(field).toHaveAccessibleDescription(
      'Das Passwort steht in unserem Vereinsnewsletter.',
    );
    await expect(event.getByText(/^207,00\s€ pro Person$/)).toBeVisible();
    await expect(event.queryByRole('link')).toBeNull();

    const other = await eventEntry(canvasElement, 'Seepferdchen-Kurs · dienstags 16:00 Uhr');
    await expect(other.getByText('Noch 5 Plätze frei')).toBeVisible();
    await expect(other.queryByRole('textbox')).toBeNull();
    await expect(
      other.getByRole('link', { name: 'Buchen: Kursgebühr (12 Stunden)' }),
    ).toHaveAttribute('href', `/${SWIM}/courses/103/1031?priceOption=10311`);
    await expect(
      other.getByRole('link', { name: 'Buchen: Seepferdchen-Kurs in 4 Raten' }),
    ).toHaveAttribute(
      'href',
      `/me/contracts/7001/confirm?from=%2F${SWIM}%2Fcourses%2F103&courseId=103&eventId=1031`,
    );
  },
};

/** The right password unlocks the event: a confirmation (focused) and its booking link. */
export const Unlocked: Story = {
  play: async ({ canvasElement }) => {
    const event = await eventEntry(canvasElement, PROTECTED);
    await userEvent.type(event.getByLabelText(/Passwort für diesen Termin/), 'seepferdchen');
    await userEvent.click(event.getByRole('button', { name: 'Freischalten' }));
    const news = await event.findByText('Freigeschaltet – du kannst diesen Termin jetzt buchen.');
    await expect(news).toBeVisible();
    await waitFor(() => expect(news.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(event.queryByLabelText(/Passwort für diesen Termin/)).toBeNull();
    await expect(
      event.getByRole('link', { name: 'Buchen: Kursgebühr (12 Stunden)' }),
    ).toHaveAttribute('href', `/${SWIM}/courses/103/1032?priceOption=10321`);
  },
};

/** A wrong password: the message at the field, what was typed stays, still no booking link. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const event = await eventEntry(canvasElement, PROTECTED);
    const field = event.getByLabelText(/Passwort für diesen Termin/);
    await userEvent.type(field, 'falsch{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(/Das Passwort stimmt leider nicht\./);
    await expect(field).toHaveValue('falsch');
    await expect(event.queryByRole('link')).toBeNull();
    await expect(event.queryByRole('alert')).toBeNull();
    await userEvent.type(field, '!');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** An empty password is caught before sending (at least 1 character) and focused. */
export const EmptyPassword: Story = {
  play: async ({ canvasElement }) => {
    const event = await eventEntry(canvasElement, PROTECTED);
    await userEvent.click(event.getByRole('button', { name: 'Freischalten' }));
    const field = event.getByLabelText(/Passwort für diesen Termin/);
    await expect(field).toHaveAccessibleDescription(/Bitte gib mindestens 1 Zeichen ein\./);
    await expect(field).toHaveFocus();
  },
};

/** The check fails with 500: the password is marked wrong and an alert asks to contact the provider. */
export const ServerError: Story = {
  parameters: storySetup(failAuthorize),
  play: async ({ canvasElement }) => {
    const event = await eventEntry(canvasElement, PROTECTED);
    await userEvent.type(event.getByLabelText(/Passwort für diesen Termin/), 'seepferdchen{Enter}');
    await expect(await event.findByRole('alert')).toHaveTextContent(
      'Es ist ein unerwartetes Problem aufgetreten. Bitte wende dich direkt an den Anbieter.',
    );
    await expect(event.getByLabelText(/Passwort für diesen Termin/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(event.queryByRole('link')).toBeNull();
  },
};

export const WrongPasswordEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    const event = await eventEntry(canvasElement, PROTECTED);
    await expect(event.getByText('Password protected')).toBeVisible();
    await expect(event.getByText('Protected until 03/12/2026, 10:00')).toBeVisible();
    const field = event.getByLabelText(/Password for this date/);
    await userEvent.type(field, 'wrong{Enter}');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/Sorry, that password isn't right\./),
    );
  },
};
