/** For stories of the events list: finding an event's entry (with `story-course.tsx`). */
import { within } from 'storybook/test';

/** The entry of one event, found by its name once the course has loaded (for play functions). */
export const eventEntry = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('article', { name }));
