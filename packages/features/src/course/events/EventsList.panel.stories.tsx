import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyServices, storySetup } from '../../core/test';
import { LoadedEventsList } from './story-course';
import { eventEntry } from './story-entry';

/** The events panel: phone toggle, access token, no events. Spec: discovery §2 Course page. */
const meta = {
  ...storyServices,
  title: 'Features/Events/EventsList/Panel',
  component: LoadedEventsList,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'w1280' } },
  args: { courseId: 101, slug: 'schwimmschule-seepferdchen' },
} satisfies Meta<typeof LoadedEventsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the course page's access token: the hidden event shows and every link carries the token. */
export const WithToken: Story = {
  args: { courseId: 111, slug: 'little-english-club', token: 'course-111' },
  play: async ({ canvasElement }) => {
    const event = await eventEntry(
      canvasElement,
      'Englischgruppe für Geschwisterkinder (nur mit Link)',
    );
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(2);
    await expect(event.getByRole('link', { name: /^Buchen: / })).toHaveAttribute(
      'href',
      '/little-english-club/courses/111/1112?priceOption=11121&token=course-111',
    );
  },
};

/** A course without events says so. */
export const NoEvents: Story = {
  parameters: storySetup(({ mock }) => {
    const record = mock.db.courses.find((c) => c.course.id === 101);
    if (record) record.course.events = [];
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Für dieses Angebot gibt es gerade keine Termine.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** Phones: the panel starts closed; the button shows and hides the events (aria-expanded). */
export const PhoneToggle: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Termine anzeigen' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('article')).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Termine ausblenden');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Termine anzeigen');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** From 768 px the events are always shown and there is no toggle. */
export const TabletAlwaysOpen: Story = {
  globals: { viewport: { value: 'w768' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
    await expect(canvas.queryByRole('button', { name: 'Termine anzeigen' })).toBeNull();
  },
};

export const PhoneToggleEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole('button', { name: 'Show dates' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Hide dates');
  },
};
