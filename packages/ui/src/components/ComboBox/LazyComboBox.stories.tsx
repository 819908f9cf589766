import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import { LazyComboBox, type LazyComboBoxProps } from './LazyComboBox';

const de = messagesFor('de');

interface Place {
  id: string;
  name: string;
}

/** Suggestions for the typed text, as the search bar filters its category names. */
const PLACES: Place[] = [
  { id: 'b1', name: 'Hauptstraße 1, 10827 Berlin' },
  { id: 'h1', name: 'Hauptstraße 12, 20095 Hamburg' },
  { id: 'm1', name: 'Marienplatz 8, 80331 München' },
];

type Props = Omit<LazyComboBoxProps<Place>, 'items' | 'itemText'>;

/** Holds the typed text as the search bar does and suggests the places that contain it. */
function Controlled({ inputValue, onInputChange, ...props }: Props) {
  const [text, setText] = useState(inputValue ?? '');
  const typed = text.trim().toLocaleLowerCase('de');
  return (
    <LazyComboBox<Place>
      {...props}
      items={PLACES.filter((p) => typed !== '' && p.name.toLocaleLowerCase('de').includes(typed))}
      itemText={(place) => place.name}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        onInputChange?.(next);
      }}
    />
  );
}

/** The loaded combo box renders react-aria's field; the stand-in is plain markup. */
const isReal = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="combo-box"][data-rac]') !== null;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox');

/** The combo box whose list code loads on the first focus or press (discovery §2 search bar). */
const meta = {
  title: 'Components/LazyComboBox',
  tags: ['autodocs', 'beta'],
  component: Controlled,
  parameters: {
    docs: {
      description: {
        component: `**Status: beta** — a stand-in that loads the real \`ComboBox\` on first use.

The \`ComboBox\` of the search bars, whose list, pop-over and selection code load only when it is
first focused or pressed. Until then a stand-in with the same markup and looks shows the label and
the typed text and takes typing; the real combo box then takes over the text, focus and caret and
opens its list. Suggestions are plain texts (\`itemText\`).`,
      },
    },
  },
  args: {
    label: <CatalogueText get={(LL) => LL.fields.address.label()} />,
    placeholder: 'Hauptstraße 1, Berlin',
    allowsCustomValue: true,
    menuTrigger: 'input',
    onInputChange: fn(),
    onSelectionChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Untouched: the stand-in shows the label and text, without the combo box's code. */
export const Untouched: Story = {
  args: { inputValue: 'Haupt' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveValue('Haupt');
    await expect(field(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(isReal(canvasElement)).toBe(false);
  },
};

/** The stand-in and the loaded combo box take the same room: nothing moves when it arrives. */
export const SameSize: Story = {
  args: { inputValue: 'Haupt', isLoading: true },
  play: async ({ canvasElement }) => {
    const box = () => canvasElement.querySelector('[data-slot="combo-box"]') as HTMLElement;
    const before = box().getBoundingClientRect();
    await userEvent.tab();
    await waitFor(() => expect(isReal(canvasElement)).toBe(true));
    const after = box().getBoundingClientRect();
    await expect([after.width, after.height]).toEqual([before.width, before.height]);
  },
};

/** Tab in and type at once: the loaded combo box keeps the text and focus and opens its list. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('Haupt');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await expect(field(canvasElement)).toHaveFocus();
    await expect(field(canvasElement)).toHaveValue('Haupt');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('b1');
  },
};

/**
 * Text typed before the list code arrived (a slow phone): the list opens with no suggestion
 * chosen, so Enter keeps the typed text instead of picking the first suggestion.
 */
export const TypedBeforeArrival: Story = {
  play: async ({ args, canvasElement }) => {
    // The text reaches the stand-in first; the focus that follows starts loading the real field,
    // which arrives after all of it.
    fireEvent.change(field(canvasElement), { target: { value: 'Haupt' } });
    await userEvent.click(field(canvasElement));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await expect(isReal(canvasElement)).toBe(true);
    await expect(field(canvasElement)).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await expect(field(canvasElement)).toHaveValue('Haupt');
  },
};

/** A press on the chevron loads the combo box and opens its list. */
export const Press: Story = {
  args: { inputValue: 'Marienplatz' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const listbox = await screen.findByRole('listbox');
    // The list fades in (its opacity starts at 0): wait until it shows.
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: PLACES[2]?.name })).toBeVisible(),
    );
  },
};

/** Invalid: the real combo box shows at once, with its message. */
export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: <CatalogueText get={(LL) => LL.validation.required()} />,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(de.validation.required())).toBeVisible();
    await expect(isReal(canvasElement)).toBe(true);
  },
};
