import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storySetup } from '../../core/test';
import type { FranchiseSchedulePage } from './FranchiseSchedulePage';
import { scheduleStoryBase } from './schedule-story';

/**
 * Today in the schedule: its column heading is marked (`aria-current="date"` and a filled pill),
 * by the app's clock service, in Europe/Berlin. Spec: discovery §2 Franchise schedule.
 */
const meta = {
  ...scheduleStoryBase,
  title: 'Pages/FranchiseSchedulePage/Today',
} satisfies Meta<typeof FranchiseSchedulePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The column headings of the calendar, once it shows. */
async function dayHeadings(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Kursplan' });
  return within(canvas.getByRole('table')).getAllByRole('columnheader');
}

/** Only `expected` is marked as today, and it looks different from the other days. */
async function expectToday(headings: HTMLElement[], expected: string | null) {
  const marked = headings.filter((h) => h.getAttribute('aria-current') === 'date');
  await expect(marked.map((h) => h.textContent)).toEqual(expected ? [expected] : []);
  const other = headings.find((h) => !marked.includes(h));
  const fill = (h: HTMLElement | undefined) =>
    h ? getComputedStyle(h.querySelector('span') ?? h).backgroundColor : '';
  if (marked[0]) await expect(fill(marked[0])).not.toBe(fill(other));
}

/** The clock says Wednesday 25 November 2026, 23:30 in Berlin: that day is marked in its week. */
export const WeekMarksToday: Story = {
  parameters: storySetup((kurse) => {
    kurse.services.now = () => new Date('2026-11-25T22:30:00Z');
  }),
  play: async ({ canvasElement }) => expectToday(await dayHeadings(canvasElement), 'Mi., 25.11.'),
};

/** Just after midnight in Berlin (still the day before in UTC): Thursday is today. */
export const BerlinMidnight: Story = {
  parameters: storySetup((kurse) => {
    kurse.services.now = () => new Date('2026-11-25T23:30:00Z');
  }),
  play: async ({ canvasElement }) => expectToday(await dayHeadings(canvasElement), 'Do., 26.11.'),
};

/** Next week holds no today; Today comes back to the marked week. */
export const OtherWeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectToday(await dayHeadings(canvasElement), 'Mo., 23.11.');
    await userEvent.click(canvas.getByRole('button', { name: 'Nächste Woche' }));
    await canvas.findByRole('table', { name: /30. November 2026/ });
    await expectToday(await dayHeadings(canvasElement), null);
    await userEvent.click(canvas.getByRole('button', { name: 'Heute' }));
    await canvas.findByRole('table', { name: /23. November 2026/ });
    await expectToday(await dayHeadings(canvasElement), 'Mo., 23.11.');
  },
};

/** English, at phone width (day view of today). */
export const DayPhoneEnglish: Story = {
  args: { search: '?date=2026-11-23&view=day' },
  globals: { locale: 'en', viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Timetable' });
    const headings = within(canvas.getByRole('table')).getAllByRole('columnheader');
    await expect(headings).toHaveLength(1);
    await expect(headings[0]).toHaveAttribute('aria-current', 'date');
  },
};
