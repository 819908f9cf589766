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
  component: DatePicker,
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
