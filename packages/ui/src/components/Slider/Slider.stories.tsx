import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogueText } from '../Field/CatalogueText';
import { Slider } from './Slider';

const de = messagesFor('de');

/** The search radius around an address, in kilometres. */
const meta = {
  title: 'Primitives/Slider',
  component: Slider,
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
