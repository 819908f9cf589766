import { messagesFor, useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Form, type ServerErrors } from './Form';

const de = messagesFor('de');

interface SignupProps {
  /** Called once per submit that reaches the form's handler. */
  onSend: () => void;
  /** The "server" refuses the first submit with an error at the e-mail. @default false */
  refuseFirst?: boolean;
}

/** Every pending request, resolved by the play function. */
const pending: (() => void)[] = [];
const answerAll = () => pending.splice(0).forEach((resolve) => resolve());

/** A sign-up whose submit handler returns the promise of its request, as the app's forms do. */
function Signup({ onSend, refuseFirst = false }: SignupProps) {
  const { LL } = useI18n();
  const [serverErrors, setServerErrors] = useState<ServerErrors>();
  const [alert, setAlert] = useState<string>();
  const [sent, setSent] = useState(0);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend();
    const refuse = refuseFirst && sent === 0;
    setSent((count) => count + 1);
    return new Promise<void>((resolve) => pending.push(resolve)).then(() => {
      if (!refuse) return;
      setServerErrors({ email: LL.validation.server.emailTaken() });
      setAlert(LL.validation.checkFields());
    });
  };
  return (
    <Form
      aria-label={LL.fields.email.label()}
      className="w-96"
      onSubmit={submit}
      serverErrors={serverErrors}
      errorMessage={alert}
      validationBehavior="aria"
    >
      <TextField name="email" type="email" label={LL.fields.email.label()} isRequired />
      <Button type="submit" className="self-start">
        {LL.common.submit()}
      </Button>
    </Form>
  );
}

const meta = {
  title: 'Patterns/Form/Guards',
  tags: ['autodocs', 'stable'],
  component: Signup,
  args: { onSend: fn() },
  beforeEach: () => {
    pending.length = 0;
  },
} satisfies Meta<typeof Signup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One submit at a time: three quick `requestSubmit()` calls while the first request runs reach
 * the handler once; once it is answered the form sends again.
 */
export const SubmitsOnce: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'anna@example.org');
    const form = canvas.getByRole('form');
    (form as HTMLFormElement).requestSubmit();
    (form as HTMLFormElement).requestSubmit();
    (form as HTMLFormElement).requestSubmit();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    answerAll();
    // Sends again once the answer has settled (refused until then, so never twice).
    await waitFor(() => {
      (form as HTMLFormElement).requestSubmit();
      expect(args.onSend).toHaveBeenCalledTimes(2);
    });
  },
};

/**
 * After a refusal, the message under the edited field goes while typing, never when the field
 * loses focus: pressing the submit button moves nothing under the pointer, and that one click
 * sends again.
 */
export const NothingMovesUnderThePressedButton: Story = {
  args: { refuseFirst: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: de.fields.email.label() });
    const button = canvas.getByRole('button', { name: de.common.submit() });
    await userEvent.type(email, 'demo@kurse.example');
    await userEvent.click(button);
    answerAll();
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(de.validation.server.emailTaken()),
    );
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.type(email, 'x');
    await expect(email).not.toHaveAccessibleDescription(de.validation.server.emailTaken());
    const before = button.getBoundingClientRect().top;
    // One pointer, pressed and then released: the press must stay on the button to click it.
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    await expect(email).not.toHaveFocus();
    await expect(button.getBoundingClientRect().top).toBe(before);
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(2));
  },
};

/** The same in English. */
export const English: Story = {
  ...NothingMovesUnderThePressedButton,
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const en = messagesFor('en');
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: en.fields.email.label() });
    await userEvent.type(email, 'demo@kurse.example');
    await userEvent.click(canvas.getByRole('button', { name: en.common.submit() }));
    answerAll();
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(en.validation.server.emailTaken()),
    );
    await userEvent.type(email, 'x');
    await expect(email).not.toHaveAccessibleDescription(en.validation.server.emailTaken());
    await userEvent.click(canvas.getByRole('button', { name: en.common.submit() }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(2));
  },
};
