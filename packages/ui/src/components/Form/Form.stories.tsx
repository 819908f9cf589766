import { ADDRESS_SEARCH_COUNTRIES, DEFAULT_COUNTRY } from '@kurse/domain';
import { countryName, messagesFor, useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Select, SelectItem } from '../Select';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { Form, type FormProps, type ServerErrors } from './Form';

const de = messagesFor('de');

interface ContactFormProps extends FormProps {
  /** Field names the fake server rejects on submit, with catalogue messages. @default [] */
  rejects?: ('email' | 'country')[];
  /** Called with the submitted values. */
  onValues?: (values: Record<string, FormDataEntryValue>) => void;
}

/** A contact form (discovery §5, plus the account form's country) whose "server" answers with field errors after a moment. */
function ContactForm({ rejects = [], onValues, ...props }: ContactFormProps) {
  const { LL, locale } = useI18n();
  const fields = LL.fields;
  const [serverErrors, setServerErrors] = useState<ServerErrors>();
  const [generalError, setGeneralError] = useState<string>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onValues?.(Object.fromEntries(new FormData(event.currentTarget)));
    if (rejects.length === 0) return;
    const messages = { email: LL.ui.forms.examples.emailTaken(), country: LL.validation.country() };
    setTimeout(() => {
      setServerErrors(Object.fromEntries(rejects.map((name) => [name, messages[name]])));
      setGeneralError(LL.validation.checkFields());
    }, 50);
  };
  return (
    <Form serverErrors={serverErrors} errorMessage={generalError} {...props} onSubmit={onSubmit}>
      <TextField name="name" label={fields.name.label()} isRequired maxLength={180} />
      <TextField
        name="email"
        type="email"
        label={fields.email.label()}
        isRequired
        maxLength={180}
      />
      <TextField name="phone" type="tel" label={fields.phone.label()} isOptional maxLength={180} />
      <Select
        name="country"
        label={fields.country.label()}
        isRequired
        defaultValue={DEFAULT_COUNTRY}
      >
        {ADDRESS_SEARCH_COUNTRIES.map((code) => (
          <SelectItem key={code} id={code}>
            {countryName(code, locale)}
          </SelectItem>
        ))}
      </Select>
      <TextArea name="message" label={fields.message.label()} isRequired maxLength={500} />
      <Checkbox name="terms" value="accepted" isRequired>
        {LL.booking.consent.label()}
      </Checkbox>
      <Button type="submit" className="self-start">
        {LL.common.submit()}
      </Button>
    </Form>
  );
}

const meta = {
  title: 'Patterns/Form',
  tags: ['autodocs', 'stable'],
  component: Form,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — every form of the app; stories for empty submit, server errors, focus and keyboard.

A form on react-aria: fields check themselves on submit and focus moves to the first invalid one;
\`serverErrors\` (by field \`name\`) show at their fields without losing what was typed, until the
value is edited; \`errorMessage\` shows an error of the whole form as an alert at the top. While the
promise \`onSubmit\` returns runs, a second submit is ignored.

**When to use.** Around every group of fields that is sent together: booking, sign-up, contact.
A single control that applies at once (a filter \`Switch\`) needs no form.

**Accessibility.** Enter in a field or the submit button sends it; errors appear when the form is
sent, not while the visitor types. Focus moves to the first invalid field, whose message is read
with it. The form-wide message is \`role="alert"\`; with \`focusErrorMessage\` it also takes focus and
scrolls into view (long forms in a modal, phones).

**Do**

- Return the request's promise from \`onSubmit\`, so a double click sends once.
- Map the server's field errors to \`serverErrors\` and the rest to \`errorMessage\`.

**Don't**

- Don't validate on blur or on every keystroke.
- Don't clear the fields after a failed submit.`,
      },
    },
  },
  args: { className: 'w-96' },
  render: (args) => <ContactForm {...args} />,
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(
    canvas.getByRole('textbox', { name: de.fields.name.label() }),
    'Anna Muster',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: de.fields.email.label() }),
    'anna@example.org',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: de.fields.message.label() }), 'Hallo!');
  await userEvent.click(canvas.getByRole('checkbox', { name: de.booking.consent.label() }));
  await userEvent.click(canvas.getByRole('button', { name: de.common.submit() }));
};

export const Default: Story = {};

/** A general error from the server, shown as an alert above the fields. */
export const WithGeneralError: Story = {
  args: { errorMessage: de.validation.checkFields() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      de.validation.checkFields(),
    );
  },
};

/** Submitting the empty form shows the catalogue's messages and focuses the first field. */
export const SubmitEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: de.common.submit() }));
    const name = canvas.getByRole('textbox', { name: de.fields.name.label() });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(de.validation.required());
    await expect(canvas.getAllByText(de.validation.required())).toHaveLength(4);
  },
};

/**
 * The server rejects the e-mail: its message shows there, focus moves there, nothing typed is
 * lost; changing the value and leaving the field clears the message.
 */
export const ServerFieldErrors: Story = {
  render: (args) => <ContactForm {...args} rejects={['email']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    const email = canvas.getByRole('textbox', { name: de.fields.email.label() });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(de.ui.forms.examples.emailTaken());
    await expect(canvas.getByRole('alert')).toHaveTextContent(de.validation.checkFields());
    await expect(canvas.getByRole('textbox', { name: de.fields.name.label() })).toHaveValue(
      'Anna Muster',
    );
    await expect(email).toHaveValue('anna@example.org');
    await userEvent.keyboard('m');
    await userEvent.tab();
    await expect(email).not.toHaveAccessibleDescription(de.ui.forms.examples.emailTaken());
  },
};

/**
 * `focusErrorMessage` in a short scrolling box (a long form in a modal on a phone): submitted from
 * the bottom, the server's message at the top takes focus and is scrolled into view; the rejected
 * field is still marked.
 */
export const ErrorMessageTakesFocus: Story = {
  args: { focusErrorMessage: true },
  render: (args) => (
    <div data-testid="scroller" className="h-48 w-96 overflow-auto">
      <ContactForm {...args} rejects={['email']} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByTestId('scroller');
    await fill(canvasElement);
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(alert).toHaveTextContent(de.validation.checkFields());
    const box = scroller.getBoundingClientRect();
    const shown = alert.getBoundingClientRect();
    await expect(shown.top).toBeGreaterThanOrEqual(box.top - 1);
    await expect(shown.bottom).toBeLessThanOrEqual(box.bottom + 1);
    const email = canvas.getByRole('textbox', { name: de.fields.email.label() });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A server error on a Select moves focus to its button, not to its hidden native select. */
export const ServerErrorOnSelect: Story = {
  render: (args) => <ContactForm {...args} rejects={['country']} />,
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    const trigger = within(canvasElement).getByRole('button', {
      name: new RegExp(countryName('DE', 'de')),
    });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const English: Story = {
  render: (args) => <ContactForm {...args} rejects={['email']} />,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const en = messagesFor('en');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: en.common.submit() }));
    await expect(canvas.getByRole('textbox', { name: en.fields.name.label() })).toHaveFocus();
  },
};

const onValues = fn();

/** Filled and sent by keyboard only: Tab between fields, Space ticks, Enter submits. */
export const Keyboard: Story = {
  render: (args) => <ContactForm {...args} onValues={onValues} />,
  play: async () => {
    onValues.mockClear();
    await userEvent.tab();
    await userEvent.keyboard('Anna Muster');
    await userEvent.tab();
    await userEvent.keyboard('anna@example.org');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('Hallo!');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onValues).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Anna Muster', country: 'DE', terms: 'accepted' }),
    );
  },
};
