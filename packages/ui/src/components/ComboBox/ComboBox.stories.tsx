import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox';

const de = messagesFor('de');

interface Address {
  id: string;
  name: string;
}

/** What the address service might answer; the stories look it up with a short delay. */
const ADDRESSES: Address[] = [
  { id: 'b1', name: 'Hauptstraße 1, 10827 Berlin' },
  { id: 'h1', name: 'Hauptstraße 12, 20095 Hamburg' },
  { id: 'm1', name: 'Marienplatz 8, 80331 München' },
  { id: 'w1', name: 'Hauptplatz 3, 1010 Wien' },
];

type AddressProps = Omit<ComboBoxProps<Address>, 'children' | 'items'> & { lookup?: boolean };

/** Looks suggestions up from the typed text, as the address autocomplete does. */
function AddressComboBox({ lookup = true, ...props }: AddressProps) {
  const [items, setItems] = useState<Address[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (text: string) => {
    props.onInputChange?.(text);
    clearTimeout(timer.current);
    if (!lookup || text.trim().length < 2) return setItems([]);
    setLoading(true);
    timer.current = setTimeout(() => {
      const term = text.toLocaleLowerCase('de');
      setItems(ADDRESSES.filter((a) => a.name.toLocaleLowerCase('de').includes(term)));
      setLoading(false);
    }, 300);
  };
  return (
    <ComboBox
      {...props}
      items={items}
      isLoading={props.isLoading ?? loading}
      onInputChange={search}
    >
      {(address) => <ComboBoxItem>{address.name}</ComboBoxItem>}
    </ComboBox>
  );
}

/** The address autocomplete of the search and the customer forms. */
const meta = {
  title: 'Components/ComboBox',
  tags: ['autodocs', 'stable'],
  component: ComboBox,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the address search of the search bar and the customer forms (through \`LazyComboBox\`); every state has a story.

A text input with suggestions that the caller looks up while the visitor types (\`items\`,
\`onInputChange\`), with a loading spinner and the catalogue's loading and empty texts. The stories
show the address autocomplete of the search and the customer forms. \`LazyComboBox\` is the same
field whose list code loads on first use; the app uses that one.

**When to use.** When the options come from a lookup while typing (addresses) or the list is too
long to scroll. Use a \`Select\` for a fixed list the visitor picks from without typing (countries,
sorting), and a \`TextField\` when any text is fine.

**Accessibility.** A labelled \`combobox\`: typing or Alt+Down opens the list, arrow keys move
through the suggestions, Enter picks one, Escape closes. The number of suggestions is announced
when the list opens; "Vorschläge werden geladen …" is read while \`isLoading\`.

**Do**

- Look the suggestions up from \`onInputChange\` and set \`isLoading\` meanwhile.
- Keep each suggestion's text short and unique (street, postcode, town).

**Don't**

- Don't filter the given \`items\` again: the field shows them as they are.
- Don't use a placeholder instead of the label.`,
      },
    },
  },
  args: {
    label: <CatalogueText get={(LL) => LL.fields.address.label()} />,
    name: 'address',
    onInputChange: fn(),
    onChange: fn(),
    children: null,
  },
  render: ({ children: _children, items: _items, ...args }) => <AddressComboBox {...args} />,
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeAddress = async (canvasElement: HTMLElement, text: string) => {
  await userEvent.type(within(canvasElement).getByRole('combobox'), text);
  return screen.findByRole('listbox');
};

/** The field whose lookup finds nothing, for the loading and empty states. */
const withoutLookup = ({ children: _children, items: _items, ...args }: ComboBoxProps<object>) => (
  <AddressComboBox {...args} lookup={false} />
);

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: <CatalogueText get={(LL) => LL.ui.forms.examples.addressDescription()} /> },
};

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultInputValue: ADDRESSES[0]?.name },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: <CatalogueText get={(LL) => LL.validation.required()} />,
  },
};

/** While the lookup runs: a spinner in the field and the loading text in the open list. */
export const Loading: Story = {
  args: { isLoading: true },
  render: (args) => withoutLookup(args),
  play: async ({ canvasElement }) => {
    const listbox = await typeAddress(canvasElement, 'Haupt');
    // The list fades in (its opacity starts at 0): wait until it shows.
    await waitFor(() =>
      expect(within(listbox).getByText(de.ui.forms.comboBox.loading())).toBeVisible(),
    );
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toBeInTheDocument();
  },
};

/** Nothing matches what was typed. */
export const Empty: Story = {
  render: (args) => withoutLookup(args),
  play: async ({ canvasElement }) => {
    const listbox = await typeAddress(canvasElement, 'Xyz');
    await waitFor(() =>
      expect(within(listbox).getByText(de.ui.forms.comboBox.empty())).toBeVisible(),
    );
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const listbox = await typeAddress(canvasElement, 'Haupt');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
  },
};

export const English: Story = {
  args: { ...WithDescription.args, isLoading: true },
  render: (args) => withoutLookup(args),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const listbox = await typeAddress(canvasElement, 'High');
    await waitFor(() =>
      expect(
        within(listbox).getByText(messagesFor('en').ui.forms.comboBox.loading()),
      ).toBeVisible(),
    );
  },
};

/** Type, wait for the suggestions, pick one with the arrow keys and Enter. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Mari');
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: ADDRESSES[2]?.name });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue(ADDRESSES[2]?.name);
    await expect(args.onChange).toHaveBeenLastCalledWith('m1');
  },
};
