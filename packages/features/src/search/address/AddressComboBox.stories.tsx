import type { GeoPlace } from '@kurse/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { holdRequests } from '../../core/test';
import { storyServices, storySetup } from '../../core/test';
import { AddressComboBox, type AddressComboBoxProps } from './AddressComboBox';

type Props = Omit<AddressComboBoxProps, 'text' | 'onTextChange'> & { initialText?: string };

/** Holds the typed text as a page would, and shows the picked place under the box. */
function Controlled({ initialText = '', onPick, ...props }: Props) {
  const [text, setText] = useState(initialText);
  const [picked, setPicked] = useState<GeoPlace | null>(null);
  return (
    <div className="flex max-w-md flex-col gap-2">
      <AddressComboBox
        {...props}
        text={text}
        onTextChange={setText}
        onPick={(place) => {
          setPicked(place);
          onPick(place);
        }}
      />
      <output data-testid="picked">{picked ? `${picked.lat}, ${picked.lng}` : ''}</output>
    </div>
  );
}

/** The address box of the search bar, the map search and the schedule, on the demo gazetteer. */
const meta = {
  ...storyServices,
  title: 'Features/Search/AddressComboBox',
  component: Controlled,
  args: { onPick: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

// The suggestions fade in, and each typed letter may draw the list again: a check finds them anew
// until they show (a found option may be gone a moment later). The box is found anew after typing
// too: its first focus puts the loaded combo box in the stand-in's place (LazyComboBox).
const box = (el: HTMLElement, name: string | RegExp = 'Adresse') =>
  within(el).getByRole('combobox', { name });

/** Typing a town suggests places (at most 5); Arrow Down and Enter pick one with its position. */
export const PickByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    // The loaded combo box names its button: typed at once, "Kö" is looked up alone.
    await userEvent.click(box(canvasElement));
    await within(canvasElement).findByRole('button', { name: /Empfehlungen anzeigen/ });
    await userEvent.keyboard('Kö');
    await screen.findByRole('option', { name: '50667 Köln, DE' });
    const options = screen.getAllByRole('option');
    await expect(options.length).toBeLessThanOrEqual(5);
    await expect(options[0]).toHaveTextContent('50667 Köln, DE');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(box(canvasElement)).toHaveValue('50667 Köln, DE');
    await expect(args.onPick).toHaveBeenCalledWith(
      expect.objectContaining({ city: 'Köln', lat: 50.9375, lng: 6.9603 }),
    );
    await expect(within(canvasElement).getByTestId('picked')).toHaveTextContent('50.9375, 6.9603');
    // The picked label is not looked up again.
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

/** A street before the town is kept in the suggestion; Austria, Luxembourg, Switzerland too. */
export const StreetAndCountries: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'Stephansplatz 1, Wien');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Stephansplatz 1, 1010 Wien, AT' })).toBeVisible(),
    );
  },
};

/** While the service answers: a spinner and the loading text, no suggestions yet. */
export const Loading: Story = {
  parameters: storySetup((kurse) => holdRequests(kurse, /\/geo\/autocomplete/)),
  play: async (context) => {
    const { canvasElement } = context;
    await userEvent.type(box(canvasElement), 'Bonn');
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="spinner"]')).not.toBeNull(),
    );
    // The open list hides the rest from assistive tech, so the status is found by its role attribute.
    await expect(canvasElement.querySelector('[role="status"]')).toHaveTextContent(
      'Vorschläge werden geladen …',
    );
    await expect(screen.queryByRole('option', { name: '53111 Bonn, DE' })).toBeNull();
  },
};

/** Nothing matches: the empty text; the typed text stays for a search by free text. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'Atlantis');
    await waitFor(() => expect(screen.getByText('Keine Treffer')).toBeVisible());
    await expect(box(canvasElement)).toHaveValue('Atlantis');
  },
};

/** English, with a label of the caller's own (the schedule's location filter). */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Near' },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement, 'Near'), 'Zür');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: '8001 Zürich, CH' })).toBeVisible(),
    );
  },
};

/** The address service fails (its code did not load): no suggestions, not "loading" for ever. */
export const LookupFails: Story = {
  parameters: storySetup((kurse) => {
    kurse.services.geo = {
      ...kurse.services.geo,
      suggest: () => Promise.reject(new Error('The address code did not load.')),
    };
  }),
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'Bonn');
    await waitFor(() => expect(screen.getByText('Keine Treffer')).toBeVisible());
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toBeNull();
    await expect(box(canvasElement)).toHaveValue('Bonn');
  },
};
