import type { Voucher } from '@kurse/api-client';
import { voucherDiscount, voucherTerms } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Button } from '@kurse/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failRequests as dropRequests } from '../../core/test';
import { answerServerErrors, holdRequests, releaseRequests } from '../../core/test';
import { kurseOf, storyServices, storySetup, type StoryKurse } from '../../core/test';
import { VoucherField, type VoucherFieldProps } from './VoucherField';

type HarnessProps = Omit<VoucherFieldProps, 'voucher' | 'applies'> & {
  /** The booking amount in cents, as the summary computes it (decides `applies`). */
  amount: number;
  /** Called when the surrounding booking form is sent. */
  onSubmit: () => void;
};

/**
 * The field inside a booking form that owns the voucher, as the booking form does: `applies` comes
 * from the domain's `voucherDiscount` for `amount`. The form's submit is recorded in `onSubmit`.
 */
function BookingFormHarness({ amount, onSubmit, onChange, ...props }: HarnessProps) {
  const { LL } = useI18n();
  const [voucher, setVoucher] = useState<Voucher | null>(null);
  const terms = voucherTerms(voucher);
  const applies = !terms || voucherDiscount(terms, { amount, priceOptionPrice: amount }).applies;
  return (
    <form
      className="flex w-md max-w-full flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <VoucherField
        {...props}
        voucher={voucher}
        applies={applies}
        onChange={(next) => {
          setVoucher(next);
          onChange(next);
        }}
      />
      <Button type="submit" className="self-start">
        {LL.booking.submit()}
      </Button>
    </form>
  );
}

/** Records the voucher lookups of a story (their URLs), answered as usual. */
const lookups = new WeakMap<StoryKurse, string[]>();
function recordLookups(kurse: StoryKurse) {
  const answer = kurse.mock.fetch.bind(kurse.mock);
  const urls: string[] = [];
  lookups.set(kurse, urls);
  kurse.mock.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input.url;
    if (url.includes('/vouchers/')) urls.push(url);
    return answer(input, init);
  };
}
const lookupsOf = (context: Parameters<typeof kurseOf>[0]) => lookups.get(kurseOf(context)) ?? [];

/**
 * The voucher of the booking form against the demo backend. Seed: WILLKOMMEN5 (5 € off course 121
 * of provider 9, from 20 €) and SOMMER10 (10 % on course 103 of schwimmschule-seepferdchen, from
 * 300 €). Spec: transactions §4 Voucher, §5 Voucher, §7, §8 Voucher failure.
 */
const meta = {
  ...storyServices,
  title: 'Features/Booking/VoucherField',
  component: BookingFormHarness,
  parameters: { layout: 'padded', ...storySetup(recordLookups) },
  args: { providerId: 9, courseId: 121, amount: 2500, onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof BookingFormHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const codeField = (el: HTMLElement, name: RegExp = /Gutscheincode/) =>
  within(el).getByRole('textbox', { name });
const INVALID =
  'Dieser Gutscheincode ist unbekannt, existiert nicht mehr oder wurde schon eingelöst.';

/**
 * Enter redeems the trimmed code (base64 in the path) without sending the booking form: the field
 * gives way to "Gutschein … eingelöst" (focused) and its remove button.
 */
export const Apply: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await userEvent.type(codeField(canvasElement), '  WILLKOMMEN5 {Enter}');
    const applied = await canvas.findByText('Gutschein WILLKOMMEN5 eingelöst');
    await waitFor(() => expect(applied).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'WILLKOMMEN5', unit: 'cash', value: 500 }),
    );
    await expect(lookupsOf(context)).toEqual([
      expect.stringMatching(
        `/providers/9/courses/121/vouchers/${encodeURIComponent(btoa('WILLKOMMEN5'))}$`,
      ),
    ]);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText('Pro Buchung kannst du einen Gutschein einlösen.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Gutschein entfernen' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** While the lookup runs the button shows it is busy; then the voucher is applied. */
export const Pending: Story = {
  parameters: storySetup((kurse) => holdRequests(kurse, /\/vouchers\//)),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(codeField(context.canvasElement), 'WILLKOMMEN5');
    await userEvent.click(canvas.getByRole('button', { name: 'Einlösen' }));
    const button = await canvas.findByRole('button', { name: /Einen Moment bitte/ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    releaseRequests(kurseOf(context));
    await expect(await canvas.findByText('Gutschein WILLKOMMEN5 eingelöst')).toBeVisible();
  },
};

/** An unknown code: the catalogue's message in an alert, the field marked, the code kept. */
export const UnknownCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = codeField(canvasElement);
    await userEvent.type(field, 'WINTER99');
    await userEvent.click(canvas.getByRole('button', { name: 'Einlösen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(INVALID);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(INVALID);
    await expect(field).toHaveValue('WINTER99');
    await expect(args.onChange).not.toHaveBeenCalled();
    // Typing again clears the failure.
    await userEvent.type(field, '0');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Only spaces: the field's required error (focused), nothing is looked up, nothing is sent. */
export const EmptyCode: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const field = codeField(canvasElement);
    await userEvent.type(field, '   {Enter}');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Bitte fülle dieses Feld aus.');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Einlösen' }));
    await expect(field).toHaveFocus();
    await expect(lookupsOf(context)).toEqual([]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Remove gives the empty field back (focused) and clears the voucher; it can be applied again. */
export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(codeField(canvasElement), 'WILLKOMMEN5{Enter}');
    await userEvent.click(await canvas.findByRole('button', { name: 'Gutschein entfernen' }));
    const field = codeField(canvasElement);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByText(/eingelöst/)).toBeNull();
    await userEvent.keyboard('WILLKOMMEN5{Enter}');
    await expect(await canvas.findByText('Gutschein WILLKOMMEN5 eingelöst')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** SOMMER10 needs 300 € and the booking is worth 207 €: applied, with the minimum-amount hint. */
export const BelowMinimum: Story = {
  args: { providerId: 'schwimmschule-seepferdchen', courseId: 103, amount: 20700 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(codeField(canvasElement), 'sommer10{Enter}');
    await expect(await canvas.findByText('Gutschein SOMMER10 eingelöst')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /^Dieser Gutschein gilt erst ab einem Buchungswert von 300,00\s€\.$/,
    );
  },
};

/** The server fails (500): the unknown error, the field marked and the code kept; a retry works. */
export const ServerError: Story = {
  parameters: storySetup((kurse) => {
    recordLookups(kurse);
    answerServerErrors(kurse, /\/vouchers\//);
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = codeField(canvasElement);
    await userEvent.type(field, 'WILLKOMMEN5{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ein unbekannter Fehler ist aufgetreten. Bitte versuch es später noch einmal.',
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('WILLKOMMEN5');
    await userEvent.click(canvas.getByRole('button', { name: 'Einlösen' }));
    await expect(await canvas.findByText('Gutschein WILLKOMMEN5 eingelöst')).toBeVisible();
  },
};

/** No answer at all (offline): the same unknown error at the marked field. */
export const Offline: Story = {
  parameters: storySetup((kurse) => dropRequests(kurse, /\/vouchers\//)),
  play: async ({ canvasElement }) => {
    const field = codeField(canvasElement);
    await userEvent.type(field, 'WILLKOMMEN5{Enter}');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      /^Ein unbekannter Fehler ist aufgetreten\./,
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** English: an unknown code, then a valid one. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = codeField(canvasElement, /^Voucher code/);
    await userEvent.type(field, 'WINTER99');
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This voucher code is unknown, no longer exists or has already been redeemed.',
    );
    await userEvent.clear(field);
    await userEvent.type(field, 'WILLKOMMEN5{Enter}');
    await expect(await canvas.findByText('Voucher WILLKOMMEN5 redeemed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove voucher' })).toBeVisible();
  },
};
