import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatePicker, type DatePickerProps } from './DatePicker';

/** Holds the value like a caller would. */
function Controlled(props: DatePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DatePicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/DatePicker',
  tags: ['autodocs', 'stable'],
  component: DatePicker,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the search filter "ab Datum"; stories for a date, the open calendar and empty.

A date field typed by segments (day, month, year) or picked in a calendar, with a button that
clears it. Values are calendar days in Europe/Berlin as \`YYYY-MM-DD\`; \`disallowPast\` stops dates
before today.

**When to use.** To pick one day, such as the earliest start of a search. The segments take typing
too, which is quicker for a date people know by heart. Not for a time or a range.

**Accessibility.** Each segment is a spin button: type digits or use the arrow keys, and Tab moves
to the next segment. The calendar button ("Kalender öffnen") opens a dialog with a grid of days:
arrow keys move, Enter picks, Escape closes and returns focus. The clear button is "Datum
entfernen".

**Do**

- Give a label that says what the date is for ("Ab Datum").
- Use \`disallowPast\` for dates that must lie ahead.

**Don't**

- Don't turn the value into a date-time: it is a calendar day in Europe/Berlin.
- Don't use it to show a date the visitor cannot change: write the date as text.`,
      },
    },
  },
  args: { label: 'Ab Datum', value: '2030-03-14', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A set date: German segments, the clear button empties it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Ab Datum' });
    await expect(within(group).getByRole('spinbutton', { name: /Tag/ })).toHaveTextContent('14');
    await userEvent.click(canvas.getByRole('button', { name: 'Datum entfernen' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

/** The calendar opens on the month of the date; picking a day reports `YYYY-MM-DD`. */
export const CalendarOpen: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Kalender öffnen/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('März 2030');
    await userEvent.click(within(dialog).getByRole('button', { name: /20\. März 2030/ }));
    await expect(args.onChange).toHaveBeenCalledWith('2030-03-20');
  },
};

/** English, empty. */
export const EmptyEnglish: Story = {
  args: { label: 'From date', value: null },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Open calendar/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear date' })).toBeNull();
  },
};
