import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import { Slider } from './Slider';

const de = messagesFor('de');

/** The search radius around an address, in kilometres. */
const meta = {
  title: 'Components/Slider',
  tags: ['autodocs', 'stable'],
  component: Slider,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the base of the search's price filter; stories for range, disabled, English and keyboard.

A slider with its label and current value; one thumb per value (a number, or an array for a
range). \`formatValue\` puts words in place of a number. The stories show a search radius around an
address, in kilometres.

**When to use.** For a rough value in a range where the exact number matters less than the
direction (a radius, a price limit). Use a \`NumberField\` when people know the exact number.

**Accessibility.** Each thumb is a labelled slider: arrow keys step, Page Up and Page Down take
bigger steps, Home and End jump to the ends. The value is read as formatted (\`formatOptions\`,
\`formatValue\`). The description is read with the thumb.

**Do**

- Show the unit in the value ("25 km").
- React on \`onChangeEnd\` when each change costs a request.

**Don't**

- Don't use a slider for a precise value.
- Don't make the track so short that each pixel is a step.`,
      },
    },
  },
  args: {
    label: <CatalogueText get={(LL) => LL.fields.radius.label()} />,
    minValue: 5,
    maxValue: 100,
    step: 5,
    defaultValue: 25,
    formatOptions: { style: 'unit', unit: 'kilometer' },
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: <CatalogueText get={(LL) => LL.ui.forms.examples.addressDescription()} /> },
};

export const Range: Story = { args: { defaultValue: [10, 40] } };

export const Disabled: Story = { args: { isDisabled: true } };

export const English: Story = { args: WithDescription.args, globals: { locale: 'en' } };

/** Tab to the thumb; arrows step, Home and End jump to the ends. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const thumb = canvas.getByRole('slider', { name: de.fields.radius.label() });
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(30);
    await expect(canvas.getByRole('status')).toHaveTextContent('30 km');
    await userEvent.keyboard('{End}');
    await expect(thumb).toHaveValue('100');
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};
