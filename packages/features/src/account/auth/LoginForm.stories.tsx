import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, kurseOf, storyServices, storySetup } from '../../core/test';
import { LoginForm } from './LoginForm';

const meta = {
  ...storyServices,
  title: 'Features/Account/LoginForm',
  component: LoginForm,
  args: { className: 'w-80' },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    email: canvas.getByLabelText(/E-Mail-Adresse/),
    password: canvas.getByLabelText(/Passwort/),
    submit: canvas.getByRole('button', { name: /Anmelden/ }),
  };
};

export const Default: Story = {};

/** Sending empty: both fields required, focus on the first. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const { email, password, submit } = fields(canvasElement);
    await userEvent.click(submit);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(within(canvasElement).getAllByText('Bitte fülle dieses Feld aus.')).toHaveLength(
      2,
    );
  },
};

/** The demo account logs in; the session holds the user. */
export const Success: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { email, password } = fields(canvasElement);
    await userEvent.type(email, DEMO.email);
    await userEvent.type(password, `${DEMO.password}{Enter}`);
    const { stores } = kurseOf({ loaded }).services;
    await waitFor(() => expect(stores.session.user?.email).toBe(DEMO.email));
    await expect(stores.session.token).not.toBeNull();
  },
};

/** Any failure: the login-failed message, both fields marked, the e-mail kept. Spec §5 Login. */
export const Failed: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('login-failed')),
  play: async ({ canvasElement }) => {
    const { email, password, submit } = fields(canvasElement);
    await userEvent.type(email, DEMO.email);
    await userEvent.type(password, 'falsch');
    await userEvent.click(submit);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('E-Mail-Adresse oder Passwort stimmen nicht.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue(DEMO.email);
    await expect(email).toHaveAccessibleDescription(/stimmen nicht/);
  },
};

/**
 * The server cannot be asked (an answer that is no customer, `answer-wrong-shape`): the form says
 * the login is not working right now — not "wrong password" — marks no field and keeps both.
 */
export const Unavailable: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('answer-wrong-shape')),
  play: async ({ canvasElement }) => {
    const { email, password, submit } = fields(canvasElement);
    await userEvent.type(email, DEMO.email);
    await userEvent.type(password, DEMO.password);
    await userEvent.click(submit);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Die Anmeldung klappt gerade nicht');
    await expect(alert).not.toHaveTextContent('stimmen nicht');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue(DEMO.email);
    await expect(password).toHaveValue(DEMO.password);
  },
};

/**
 * Too many failed logins for the e-mail (scenario `login-locked`: 429, `Retry-After: 600`): the
 * form names the wait in minutes, marks no field (the password may be right) and keeps both.
 */
export const LockedOut: Story = {
  parameters: storySetup(({ mock }) => mock.scenarios.enable('login-locked')),
  play: async ({ canvasElement }) => {
    const { email, password, submit } = fields(canvasElement);
    await userEvent.type(email, DEMO.email);
    await userEvent.type(password, DEMO.password);
    await userEvent.click(submit);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Zu viele Anmeldeversuche. Bitte versuch es in 10 Minuten noch einmal.',
    );
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue(DEMO.email);
    await expect(password).toHaveValue(DEMO.password);
  },
};

/**
 * The demo backend's own lock-out: after 10 wrong passwords for the e-mail in 15 minutes the
 * right one is refused too, for the 15 minutes the window still runs.
 */
export const LockedOutAfterFailures: Story = {
  parameters: storySetup(async ({ services }) => {
    for (let i = 0; i < 10; i += 1) {
      const customer = { email: DEMO.email, password: `falsch-${i}` };
      await services.api.POST('/customers/login', { body: { customer } });
    }
  }),
  play: async ({ canvasElement }) => {
    const { email, password } = fields(canvasElement);
    await userEvent.type(email, DEMO.email);
    await userEvent.type(password, `${DEMO.password}{Enter}`);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Zu viele Anmeldeversuche. Bitte versuch es in 15 Minuten noch einmal.',
    );
  },
};

/** While the request runs the button is pending. */
export const Pending: Story = {
  parameters: {
    ...storySetup(({ services }) => {
      services.stores.session.login = 'loading';
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(fields(canvasElement).submit).toHaveAttribute('data-pending', 'true');
  },
};

export const FailedEnglish: Story = {
  ...Failed,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email address/i), DEMO.email);
    await userEvent.type(canvas.getByLabelText(/Password/), 'wrong{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Your email address or password isn't right.",
    );
  },
};

export const LockedOutEnglish: Story = {
  ...LockedOut,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email address/i), DEMO.email);
    await userEvent.type(canvas.getByLabelText(/Password/), `${DEMO.password}{Enter}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many login attempts. Please try again in 10 minutes.',
    );
  },
};
