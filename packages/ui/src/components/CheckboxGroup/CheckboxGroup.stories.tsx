import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { CatalogueText } from '../Field/CatalogueText';
import { CheckboxGroup } from './CheckboxGroup';

const de = messagesFor('de');

/** The age groups of the search filters (discovery §5): baby, child, parents. */
const meta = {
  title: 'Primitives/CheckboxGroup',
  component: CheckboxGroup,
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
