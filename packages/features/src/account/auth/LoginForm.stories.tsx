import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, kurseOf, storyServices, storySetup } from '../../core/test';
import { LoginForm } from './LoginForm';

const meta = {
  ...storyServices,
  title: 'Auth/LoginForm',
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
