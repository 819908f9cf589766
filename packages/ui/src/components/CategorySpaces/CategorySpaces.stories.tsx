import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CategorySpaces } from './CategorySpaces';

const meta = {
  title: 'Components/CategorySpaces',
  tags: ['autodocs', 'stable'],
  component: CategorySpaces,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the search page's category strip, on wide screens and phones.

The category spaces strip of the search: ten toggles (family … travel), any number on at once,
scrolling sideways on narrow screens. A \`ToggleButtonGroup\` with the spaces of domain
\`CATEGORY_SPACES\` and their names from the \`search\` namespace.

**When to use.** Only as the search's space filter. For another set of on/off choices build a
\`ToggleButtonGroup\` (a few short options in a row) or a \`CheckboxGroup\` (a form).

**Accessibility.** A toolbar named "Bereiche" (\`search.spaces.label\`); each toggle is a button
with \`aria-pressed\`. Tab reaches the group, arrow keys move between the toggles, Space or
Enter switches one. The strip scrolls to the focused toggle.

**Do**

- Keep the selection in the search state (\`selected\`, \`onChange\`) so the results follow it.
- Show it above the results, where the other filters are.

**Don't**

- Don't hide toggles on phones: the strip scrolls instead.
- Don't add spaces here: they come from the domain.`,
      },
    },
  },
  args: { selected: ['sport'], onChange: fn() },
} satisfies Meta<typeof CategorySpaces>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten spaces; pressing one adds it to the selection, in the fixed order. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('toolbar', { name: 'Bereiche' })).getAllByRole('button'),
    ).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Sport' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Familie' }));
    await expect(args.onChange).toHaveBeenCalledWith(['family', 'sport']);
  },
};

/** Phone: the strip scrolls sideways instead of widening the page; English. */
export const Phone: Story = {
  globals: { viewport: { value: 'w375' }, locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Travel' })).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
