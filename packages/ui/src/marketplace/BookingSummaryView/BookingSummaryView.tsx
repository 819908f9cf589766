import {
  SERVICE_FEE_VAT_RATE,
  billableParticipants,
  isSummaryExpanded,
  type BookingSummary,
} from '@kurse/domain';
import { useFormat, useI18n } from '@kurse/i18n';
import { useState, type ReactNode } from 'react';
import { Disclosure } from '../../components/Disclosure';
import { useWindowWidth } from '../../lib/use-window-width';

/** A priced line of the summary besides the offer, e.g. a booking item option. */
export interface SummaryLine {
  key: string;
  name: string;
  quantity: number;
  amount: number;
}

/** Props of {@link BookingSummaryView}. */
export interface BookingSummaryViewProps {
  /** The lines and the total (domain `bookingSummary`). */
  summary: BookingSummary;
  /** The chosen price option's name. */
  optionName: string;
  /** The number of participants, shown with the offer; left out for a contract (one name). */
  participants?: number;
  /**
   * The option's price per participant and its type: the offer line reads "n × price" (a top_up
   * flat rate, charged once, keeps the participant count). @default undefined: the count
   */
  unitPrice?: { price: number; typeOf?: string | null };
  /** Booking item lines (names already cut at 20 characters). */
  items: readonly SummaryLine[];
  /** The applied voucher's code. */
  voucherCode: string | null;
  serviceFeeIncluded: boolean;
}

/** One row of the summary list. */
function Row({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div
      className={strong ? 'flex justify-between gap-4 font-semibold' : 'flex justify-between gap-4'}
    >
      <dt>{label}</dt>
      <dd className="whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The booking summary from domain `bookingSummary`: the price for the participants, booking
 * items, the voucher, the service fee and its VAT (or that it is included), and the total. It is
 * open from 576 px; below, a toggle shows the lines and the total stays visible. Reads the
 * `booking` namespace. Spec: transactions §2 Booking form content, §9 (summary expands on wide screens).
 */
export function BookingSummaryView(props: BookingSummaryViewProps) {
  const { summary, optionName, participants, unitPrice, items, voucherCode, serviceFeeIncluded } =
    props;
  const { LL } = useI18n();
  const format = useFormat();
  const t = LL.booking.summary;
  const wide = isSummaryExpanded(useWindowWidth());
  const [open, setOpen] = useState(false);
  const money = (cents: number) => format.money(cents);
  const offerLabel = () => {
    if (participants === undefined) return optionName;
    const charged = unitPrice && billableParticipants(participants, unitPrice.typeOf);
    return charged === participants && unitPrice
      ? `${optionName} · ${charged} × ${money(unitPrice.price)}`
      : `${optionName} · ${t.participants()}: ${participants}`;
  };
  const total = summary.isFree ? t.free() : money(summary.total);
  const lines = (
    <>
      <dl className="flex flex-col gap-2 text-sm">
        <Row label={offerLabel()} value={money(summary.offerAmount)} />
        {items.map((item) => (
          <Row
            key={item.key}
            label={`${item.quantity} × ${item.name}`}
            value={money(item.amount)}
          />
        ))}
        {voucherCode && summary.voucher.applies && (
          <Row
            label={`${t.voucher()} ${voucherCode}`}
            value={`− ${money(summary.voucher.discount)}`}
          />
        )}
        {!serviceFeeIncluded && (
          <>
            <Row label={t.serviceFee()} value={money(summary.serviceFee)} />
            <Row
              label={t.serviceFeeVat({ rate: format.percent(SERVICE_FEE_VAT_RATE) })}
              value={money(summary.serviceFeeVat)}
            />
          </>
        )}
      </dl>
      {serviceFeeIncluded && (
        <p className="text-sm text-muted-foreground">{t.serviceFeeIncluded()}</p>
      )}
    </>
  );
  return (
    <section
      aria-label={t.title()}
      className="flex flex-col gap-3 rounded-lg bg-muted p-4"
      data-slot="booking-summary"
    >
      {wide ? (
        lines
      ) : (
        <Disclosure
          title={open ? t.hideDetails() : t.showDetails()}
          isExpanded={open}
          onExpandedChange={setOpen}
          className="border-b-0"
        >
          {lines}
        </Disclosure>
      )}
      <dl>
        <Row label={t.total()} value={total} strong />
      </dl>
    </section>
  );
}
