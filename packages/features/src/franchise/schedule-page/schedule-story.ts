/** What the schedule page stories share: the meta base and the event cards. */
import { storyServices } from '../../core/test';
import { FranchiseSchedulePage } from './FranchiseSchedulePage';

/** The week of Monday 23 November 2026 of the Kinderturnwelt, on a desktop. */
export const scheduleStoryBase = {
  ...storyServices,
  component: FranchiseSchedulePage,
  args: { params: { id: 'kinderturnwelt' }, search: '?date=2026-11-23&view=week' },
  globals: { viewport: { value: 'w1280' } },
};

/** The event cards of the calendar. */
export const cards = (root: HTMLElement) =>
  root.querySelectorAll<HTMLElement>('[data-schedule-card]');
