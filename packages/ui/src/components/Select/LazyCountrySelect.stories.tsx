import { DEFAULT_COUNTRY } from '@kurse/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import { LazyCountrySelect } from './LazyCountrySelect';

/** The real select renders its hidden native select for forms; the stand-in has none. */
const isReal = (canvasElement: HTMLElement) => canvasElement.querySelector('select') !== null;

/** The country select whose code loads on the first focus or press (transactions §5). */
const meta = {
  title: 'Components/LazyCountrySelect',
  tags: ['autodocs', 'beta'],
  component: LazyCountrySelect,
  parameters: {
    docs: {
      description: {
        component: `**Status: beta** — a stand-in that loads the real \`CountrySelect\` on first use; new, and the way it hands over focus may still change.

The \`CountrySelect\` of the customer forms (transactions §5), whose list and selection code load
only when it is first focused or pressed. Until then a stand-in with the same looks shows the
label and the chosen country; the first focus, press or opening key loads the real select, which
takes over the focus and opens its list when asked.

**When to use.** For the country of a customer form whose page must load fast (the booking form).
Where the code is loaded anyway, use \`CountrySelect\` or \`Select\`.

**Accessibility.** The stand-in is a labelled button announcing its list; the value sits in a
hidden input for the form. After the hand-over it is the \`Select\` (see there). An invalid field
loads the real select at once, for its message.

**Do**

- Give \`defaultValue\` (usually DE) or \`value\`.
- Test it by keyboard: Tab to it, then Enter or the down arrow.

**Don't**

- Don't use it for lists other than countries.
- Don't wrap it in another lazy loader.`,
      },
    },
  },
  args: {
    label: <CatalogueText get={(LL) => LL.fields.country.label()} />,
    name: 'country',
    defaultValue: DEFAULT_COUNTRY,
    isRequired: true,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LazyCountrySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Untouched: the stand-in names the field and the chosen country, and carries the value. */
export const Untouched: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Land/ });
    await expect(trigger).toHaveTextContent('Deutschland');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(canvasElement.querySelector('input[name="country"]')).toHaveValue('DE');
    await expect(isReal(canvasElement)).toBe(false);
  },
};

/** Tab in: the loaded select keeps the focus; the arrow key opens it, Enter chooses. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await waitFor(() => expect(isReal(canvasElement)).toBe(true));
    const trigger = within(canvasElement).getByRole('button', { name: /Land/ });
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await userEvent.keyboard('Fra');
    await expect(within(listbox).getByRole('option', { name: 'Frankreich' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('FR');
    await expect(trigger).toHaveTextContent('Frankreich');
  },
};

/** A press loads the select and opens its list with the chosen country ticked. */
export const Press: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Land/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Deutschland' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Invalid: the real select shows at once, with its message. */
export const Invalid: Story = {
  args: { defaultValue: null, isInvalid: true, errorMessage: 'Bitte wähle ein Land.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Bitte wähle ein Land.')).toBeVisible();
    await expect(isReal(canvasElement)).toBe(true);
  },
};
