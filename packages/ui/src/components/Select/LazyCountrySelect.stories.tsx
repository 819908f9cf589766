import { DEFAULT_COUNTRY } from '@kurse/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import { LazyCountrySelect } from './LazyCountrySelect';

/** The real select renders its hidden native select for forms; the stand-in has none. */
const isReal = (canvasElement: HTMLElement) => canvasElement.querySelector('select') !== null;

/** The country select whose code loads on the first focus or press (transactions §5). */
const meta = {
  title: 'Primitives/LazyCountrySelect',
  component: LazyCountrySelect,
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
