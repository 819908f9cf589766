import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { CatalogueText } from '../Field/CatalogueText';
import { CheckboxGroup } from './CheckboxGroup';

const de = messagesFor('de');

/** The age groups of the search filters (discovery §5): baby, child, parents. */
const meta = {
  title: 'Components/CheckboxGroup',
  tags: ['autodocs', 'stable'],
  component: CheckboxGroup,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the search's age groups and the booking items; stories for every state.

Several \`Checkbox\`es under one label, laid out in a column (default) or a wrapping row, with a
description and one error for the group. The stories show the age groups of the search filters
(discovery §5): baby, child, parents.

**When to use.** When the visitor may choose any number of options from a short list (up to about
seven). Use a \`RadioGroup\` when exactly one must be chosen, and a \`Select\` or \`ComboBox\` for long
lists.

**Accessibility.** A group named by its label; each checkbox is read with the group's name. Tab
moves from box to box and Space ticks. The group's description and error are read with each box.
\`isRequired\` means at least one box must be ticked.

**Do**

- Give every \`Checkbox\` a \`value\`, and the group a \`name\` for the form.
- Use \`orientation="horizontal"\` only for a few short labels.

**Don't**

- Don't use a group for one option: use a single \`Checkbox\`.
- Don't nest groups.`,
      },
    },
  },
  args: {
    label: <CatalogueText get={(LL) => LL.search.filters.ageGroups()} />,
    name: 'ageGroups',
    onChange: fn(),
    children: (
      <>
        <Checkbox value="baby">
          <CatalogueText get={(LL) => LL.search.ageGroups.baby()} />
        </Checkbox>
        <Checkbox value="child">
          <CatalogueText get={(LL) => LL.search.ageGroups.child()} />
        </Checkbox>
        <Checkbox value="parents">
          <CatalogueText get={(LL) => LL.search.ageGroups.parents()} />
        </Checkbox>
      </>
    ),
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: ['child'] } };

export const WithDescription: Story = {
  args: {
    description: <CatalogueText get={(LL) => LL.ui.forms.examples.ageGroupsDescription()} />,
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['baby'] } };

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: <CatalogueText get={(LL) => LL.ui.forms.examples.ageGroupsError()} />,
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: de.search.filters.ageGroups() });
    await expect(group).toHaveAccessibleDescription(de.ui.forms.examples.ageGroupsError());
  },
};

export const English: Story = {
  args: { ...Invalid.args, description: WithDescription.args?.description },
  globals: { locale: 'en' },
};

/** Tab moves from box to box; Space ticks the focused one. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: de.search.ageGroups.baby() })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByRole('checkbox', { name: de.search.ageGroups.parents() }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['baby', 'parents']);
  },
};
