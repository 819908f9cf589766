import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadProvider, storyServices, storySetup } from '../../core/test';
import { BottomMenu } from './BottomMenu';

const NORMAL = 'schwimmschule-seepferdchen';
const EXTERNAL = 'robotik-akademie-muenster';

const meta = {
  ...storyServices,
  title: 'Features/Frame/BottomMenu',
  component: BottomMenu,
  parameters: {
    layout: 'fullscreen',
    ...storySetup((kurse) => loadProvider(kurse, NORMAL)),
  },
  args: { slug: NORMAL, kind: 'provider' },
} satisfies Meta<typeof BottomMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const menu = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Anbieter-Menü' }));

/** A normal provider: provider, courses and blog; the provider page is the current one. */
export const Normal: Story = {
  play: async ({ canvasElement }) => {
    const links = menu(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/${NORMAL}`,
      `/${NORMAL}/courses`,
      `/${NORMAL}/blog`,
    ]);
    await expect(links[0]).toHaveAccessibleName('Anbieter');
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(links[1]).not.toHaveAttribute('aria-current');
  },
};

/** On the offers list the courses entry is the current page. */
export const CoursesPage: Story = {
  args: { kind: 'courses' },
  play: async ({ canvasElement }) => {
    const courses = menu(canvasElement).getByRole('link', { name: 'Angebote' });
    await expect(courses).toHaveAttribute('aria-current', 'page');
  },
};

/** On a course page the courses entry is marked as the section, not the page. */
export const CoursePage: Story = {
  args: { kind: 'course' },
  play: async ({ canvasElement }) => {
    const courses = menu(canvasElement).getByRole('link', { name: 'Angebote' });
    await expect(courses).toHaveAttribute('aria-current', 'true');
  },
};

/** An external provider: the provider entry only. */
export const External: Story = {
  args: { slug: EXTERNAL },
  parameters: storySetup((kurse) => loadProvider(kurse, EXTERNAL)),
  play: async ({ canvasElement }) => {
    const links = menu(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute('href', `/${EXTERNAL}`);
  },
};

/** Phone width: the menu sticks to the bottom of the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'w375' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(getComputedStyle(nav).position).toBe('sticky');
    await expect(getComputedStyle(nav).bottom).toBe('0px');
  },
};

/** Desktop: a plain bar. */
export const Desktop: Story = {
  globals: { viewport: { value: 'w1280' } },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByRole('navigation')).position).toBe(
      'static',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Provider menu' });
    await expect(within(nav).getByRole('link', { name: 'Offers' })).toBeVisible();
  },
};
