import { useI18n } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagGroup, type TagGroupProps, type TagItem } from './TagGroup';

/** Course categories from the catalogue; `colored` adds category colours (very light to very dark). */
function useCategories(colored: boolean): TagItem[] {
  const { examples } = useI18n().LL.ui.display;
  const items = [
    { id: 'swimming', label: examples.swimming(), color: '#0ea5e9' },
    { id: 'music', label: examples.music(), color: '#7c3aed' },
    { id: 'baby', label: examples.babyCourses(), color: '#fffbeb' },
    { id: 'yoga', label: examples.yoga(), color: '#0b0b1a' },
    { id: 'dance', label: examples.dance(), color: '#f97316' },
  ];
  return colored ? items : items.map(({ color: _, ...item }) => item);
}

/** Chips that disappear when removed, as the course page's list does. */
function Chips({ colored = false, ...props }: Partial<TagGroupProps> & { colored?: boolean }) {
  const { LL } = useI18n();
  const [removed, setRemoved] = useState<Set<Key>>(new Set());
  const items = useCategories(colored).filter((item) => !removed.has(item.id));
  const onRemove = props.onRemove;
  return (
    <TagGroup
      {...props}
      label={LL.ui.display.examples.categories()}
      items={items}
      onRemove={
        onRemove &&
        ((keys) => {
          onRemove(keys);
          setRemoved((prev) => new Set([...prev, ...keys]));
        })
      }
    />
  );
}

const meta = {
  title: 'Components/TagGroup',
  tags: ['autodocs', 'stable'],
  component: TagGroup,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the course list's category filter chip; stories for colours, removable, selectable and keyboard.

Chips on react-aria's TagGroup: a label, chips with an optional category colour (the text picks
black or white for AA contrast), optional selection, and with \`onRemove\` a remove button per chip.

**When to use.** To show a few categories or the filters that are on, which people can remove. Use
\`Badge\` for a static state, and a \`CheckboxGroup\` to choose filters in a form.

**Accessibility.** A grid of chips named by \`label\` (or \`aria-label\`): Tab reaches the group, arrow
keys move between chips. With \`onRemove\`, Delete or Backspace removes the focused chip and each
remove button is named "Entfernen" plus the chip's name.

**Do**

- Give the group a name that says what the chips are ("Aktiver Filter").
- Keep chip labels short: each remove button reads the chip's name.

**Don't**

- Don't use chips as links to other pages.
- Don't give a chip a colour with no meaning: colours are the categories'.`,
      },
    },
  },
  args: { items: [] },
  render: (args) => <Chips {...args} />,
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Categories: Story = {};

export const CategoryColours: Story = {
  render: (args) => <Chips {...args} colored />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: 'Babykurse' })).toHaveStyle({
      color: 'rgb(0, 0, 0)',
    });
    await expect(canvas.getByRole('row', { name: 'Yoga' })).toHaveStyle({
      color: 'rgb(255, 255, 255)',
    });
  },
};

export const Removable: Story = { args: { onRemove: fn() } };

export const RemovableColoured: Story = {
  args: { onRemove: fn() },
  render: (args) => <Chips {...args} colored />,
};

export const SelectableEnglish: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['music'] },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('row', { name: 'Music' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The chip of the course page's category filter: removing it clears the filter. */
function FilterChip({ onRemove }: Pick<TagGroupProps, 'onRemove'>) {
  const { LL } = useI18n();
  const [filter, setFilter] = useState<TagItem | null>({
    id: 'music',
    label: LL.ui.display.examples.music(),
  });
  return (
    <TagGroup
      label={LL.ui.display.examples.activeFilter()}
      items={filter ? [filter] : []}
      onRemove={(keys) => {
        onRemove?.(keys);
        setFilter(null);
      }}
    />
  );
}

export const CategoryFilterChip: Story = {
  args: { onRemove: fn() },
  render: (args) => <FilterChip onRemove={args.onRemove} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Entfernen Musik' }));
    await expect(args.onRemove).toHaveBeenCalledWith(new Set(['music']));
    await expect(canvas.queryByRole('row')).not.toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  args: { onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Schwimmen' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'Musik' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenLastCalledWith(new Set(['music']));
    await expect(canvas.queryByRole('row', { name: 'Musik' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};
