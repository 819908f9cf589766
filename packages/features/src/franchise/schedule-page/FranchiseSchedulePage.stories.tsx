import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storySetup } from '../../core/test';
import type { FranchiseSchedulePage } from './FranchiseSchedulePage';
import { cards, scheduleStoryBase } from './schedule-story';

const meta = {
  ...scheduleStoryBase,
  title: 'Pages/FranchiseSchedulePage',
} satisfies Meta<typeof FranchiseSchedulePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Week of Monday 23 November 2026 (today): previous disabled, few-left hints, cut names. */
export const Week: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Kursplan' });
    await expect(
      canvas.getByRole('button', { name: /Woche vom 23. November 2026 bis 29. November 2026/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Vorherige Woche' })).toBeDisabled();
    const table = canvas.getByRole('table', {
      name: 'Woche vom 23. November 2026 bis 29. November 2026',
    });
    const days = within(table).getAllByRole('columnheader');
    await expect(days.map((d) => d.textContent)).toEqual([
      'Mo., 23.11.',
      'Di., 24.11.',
      'Mi., 25.11.',
      'Do., 26.11.',
      'Fr., 27.11.',
      'Sa., 28.11.',
      'So., 29.11.',
    ]);
    // Hours 8 to 20 in Europe/Berlin: one row per hour, the last ending at 20:00.
    const hours = within(table).getAllByRole('rowheader');
    await expect(hours.map((h) => h.textContent)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`),
    );
    // Each card sits in its day's column and the row of its Berlin start hour.
    for (const card of cards(canvasElement)) {
      const cell = card.closest('td');
      const time = card.textContent?.match(/(\d{2}):\d{2}–/)?.[1];
      await expect(cell?.dataset.hour?.padStart(2, '0')).toBe(time);
    }
    await expect(canvas.getAllByText('Nur noch wenige Plätze').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Kinderturnwelt Stuttgart-Bad C…').length).toBeGreaterThan(0);
    const link = cards(canvasElement)[0] as HTMLElement;
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('href')).toMatch(/^\/kinderturnwelt-[a-z-]+\/courses\/\d+$/);
    await expect(canvas.getAllByRole('img', { name: 'Regelmäßiger Termin' }).length).toBe(
      cards(canvasElement).length,
    );
  },
};

/** Next moves a week on (block events "starts at"), previous comes back and is disabled again. */
export const NextAndPrevious: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nächste Woche' }));
    await canvas.findByRole('button', { name: /Woche vom 30. November 2026 bis 6. Dezember 2026/ });
    await expect((await canvas.findAllByText('Beginnt am 30.11.2026')).length).toBe(3);
    const previous = canvas.getByRole('button', { name: 'Vorherige Woche' });
    await expect(previous).toBeEnabled();
    await userEvent.click(previous);
    await canvas.findByRole('button', { name: /Woche vom 23. November 2026/ });
    await expect(canvas.getByRole('button', { name: 'Vorherige Woche' })).toBeDisabled();
  },
};

/** Day view in English; the heading toggles to the week. */
export const DayEnglish: Story = {
  args: { search: '?date=2026-11-24&view=day' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('button', { name: /Tuesday, 24 November 2026/ });
    await expect(canvas.getByRole('button', { name: 'Previous day' })).toBeEnabled();
    const table = canvas.getByRole('table', { name: 'Tuesday, 24 November 2026' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(1);
    await userEvent.click(heading);
    await canvas.findByRole('button', { name: /Week from 23 November 2026 to 29 November 2026/ });
  },
};

/**
 * Keyboard only: Tab reaches the first card; the arrow keys move down within the day and across to
 * the nearest card of the next day with any; Home and End jump within the day.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: /Woche vom 23. November 2026/ });
    const all = [...cards(table)];
    const day = (card: Element) => card.closest('td')?.dataset.day;
    const monday = all.filter((c) => day(c) === '2026-11-23');
    const tuesday = all.filter((c) => day(c) === '2026-11-24');
    await expect(monday.length).toBeGreaterThan(1);
    await expect(tuesday.length).toBeGreaterThan(0);
    monday[0]?.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(monday[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(monday[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(monday.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowRight}');
    await expect(day(document.activeElement as Element)).toBe('2026-11-24');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(day(document.activeElement as Element)).toBe('2026-11-23');
    await expect(table).toHaveAccessibleDescription(/Pfeiltasten/);
  },
};

/** An event starting at 7:00 widens the grid to 7:00 rather than hiding it. */
export const EarlyEvent: Story = {
  parameters: storySetup(({ mock }) => {
    const record = mock.db.courses.find((r) => r.course.id === 203);
    const event = record?.course.events?.find((e) => e.id === 2031);
    const first = event?.appointments?.[0];
    if (!event || !first) throw new Error('Event 2031 with appointments is missing from the seed.');
    event.typeOf = 'block';
    event.appointments = [
      { ...first, startDate: '2026-11-25T07:00:00+01:00', endDate: '2026-11-25T07:45:00+01:00' },
    ];
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: /Woche vom 23. November 2026/ });
    await waitFor(() =>
      expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('07:00'),
    );
    const early = table.querySelector('td[data-day="2026-11-25"][data-hour="7"]');
    await expect(early?.querySelector('[data-schedule-card]')).toHaveTextContent('07:00–07:45');
  },
};

/** On a phone the schedule opens on today's day. */
export const Phone: Story = {
  args: { search: '' },
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Montag, 23. November 2026/ });
    await expect(canvas.getByRole('button', { name: 'Vorheriger Tag' })).toBeDisabled();
  },
};
