import { PRICE_SLIDER_MAX } from '@kurse/domain';
import { messagesFor } from '@kurse/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceSlider } from './PriceSlider';

const de = messagesFor('de').fields.priceSlider;

/** The max-price filter of the search (discovery §5): 0 to 500 €, the top means no limit. */
const meta = {
  title: 'Components/PriceSlider',
  tags: ['autodocs', 'stable'],
  component: PriceSlider,
  parameters: {
    docs: {
      description: {
        component: `**Status: stable** — the search's max-price filter; stories for a limit, disabled, English and keyboard.

The max-price filter of the search (discovery §5): 0 to 500 € in 5 € steps, where the top stop
means no limit. It shows and reads "bis 120 €" or "Kein Limit" and reports what domain
\`maxPriceFilter\` gives: euros, or \`null\` for no limit.

**When to use.** Only for the search's maximum price. For another range build on \`Slider\`.

**Accessibility.** A labelled slider ("Höchstpreis"): arrow keys step 5 €, Home and End jump to
0 € and no limit. Screen readers hear the words ("Kein Limit"), not the raw number.

**Do**

- Search on \`onChangeEnd\`, not on every move.
- Keep the value in the search state, \`null\` meaning no limit.

**Don't**

- Don't show a number for the top stop: it is "Kein Limit".
- Don't change the range: it is the domain's (\`PRICE_SLIDER_MIN\`, \`PRICE_SLIDER_MAX\`).`,
      },
    },
  },
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
