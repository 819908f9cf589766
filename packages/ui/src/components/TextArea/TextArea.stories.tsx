import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import { TextArea } from './TextArea';

const de = messagesFor('de');

const meta = {
  title: 'Components/TextArea',
  tags: ['autodocs', 'stable'],
  component: TextArea,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — messages in the contact, booking, waiting-list and assistant forms; every state has a story.

A multi-line text field (\`rows\`, 4 by default). With \`maxLength\` it shows a character counter
("12 von 500 Zeichen").

**When to use.** For free text longer than a line: a message, a question. Use a \`TextField\` for a
short answer.

**Accessibility.** A labelled text area; description, error and counter are read with it. The
counter is announced politely once typing pauses for a second, never on every key.

**Do**

- Set \`maxLength\` when the server limits the text.
- Size \`rows\` to the answer you expect.

**Don't**

- Don't use the placeholder for instructions: use \`description\`.
- Don't cut what people type without showing the counter.`,
      },
    },
  },
  args: {
    label: <CatalogueText get={(LL) => LL.fields.message.label()} />,
    name: 'message',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: {
    description: <CatalogueText get={(LL) => LL.ui.forms.examples.messageDescription()} />,
  },
};

export const Required: Story = { args: { isRequired: true } };

/** The contact form's message: required, at most 500 characters (discovery §5). */
export const WithCounter: Story = {
  args: { isRequired: true, maxLength: 500, defaultValue: 'Hallo, ist noch ein Platz frei?' },
  play: async ({ canvasElement }) => {
    const textbox = within(canvasElement).getByRole('textbox', { name: de.fields.message.label() });
    await expect(textbox).toHaveAccessibleDescription(de.ui.forms.counter({ count: 31, max: 500 }));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, maxLength: 500, defaultValue: 'Hallo, ist noch ein Platz frei?' },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    maxLength: 500,
    errorMessage: <CatalogueText get={(LL) => LL.validation.required()} />,
  },
};

export const English: Story = {
  args: { ...WithCounter.args, description: WithDescription.args?.description },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const en = messagesFor('en');
    await expect(
      within(canvasElement).getByText(en.ui.forms.counter({ count: 31, max: 500 })),
    ).toBeVisible();
  },
};

/** Typing updates the counter at once; the polite announcement waits until typing pauses. */
export const Keyboard: Story = {
  args: { maxLength: 500 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: de.fields.message.label() })).toHaveFocus();
    await userEvent.keyboard('Guten Tag');
    await expect(canvas.getByText(de.ui.forms.counter({ count: 9, max: 500 }))).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('Guten Tag');
    await expect(live).toHaveTextContent('');
    await waitFor(
      () => expect(live).toHaveTextContent(de.ui.forms.counter({ count: 9, max: 500 })),
      {
        timeout: 2000,
      },
    );
  },
};
