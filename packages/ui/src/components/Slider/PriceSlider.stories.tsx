import { PRICE_SLIDER_MAX } from '@kurse/domain';
import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceSlider } from './PriceSlider';

const de = messagesFor('de').fields.priceSlider;

/** The max-price filter of the search (discovery §5): 0 to 500 €, the top means no limit. */
const meta = {
  title: 'Primitives/PriceSlider',
  component: PriceSlider,
  args: { onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No limit by default: the thumb at the top, read as "Kein Limit". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const thumb = within(canvasElement).getByRole('slider', { name: de.label() });
    await expect(thumb).toHaveValue(String(PRICE_SLIDER_MAX));
    await expect(thumb).toHaveAttribute('aria-valuetext', de.noLimit());
  },
};

export const WithLimit: Story = {
  args: { defaultValue: 120 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^bis 120\s€$/);
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 60 } };

export const English: Story = {
  args: { defaultValue: 120 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('up to €120');
  },
};

/** From no limit one step down gives a price; End gives null (no limit) again. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const thumb = within(canvasElement).getByRole('slider', { name: de.label() });
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(495);
    await expect(thumb).toHaveAttribute('aria-valuetext', expect.stringMatching(/^bis 495\s€$/));
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(thumb).toHaveAttribute('aria-valuetext', de.noLimit());
  },
};
