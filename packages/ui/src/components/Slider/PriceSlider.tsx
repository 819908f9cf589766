import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN, maxPriceFilter } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { useMemo, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { Slider, type SliderProps } from './Slider';

/** Props of {@link PriceSlider}. */
export interface PriceSliderProps extends Omit<
  SliderProps<number>,
  | 'label'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onChangeEnd'
  | 'minValue'
  | 'maxValue'
  | 'formatValue'
> {
  /** The visible label. @default the catalogue's "Maximaler Preis" */
  label?: ReactNode;
  /** The maximum price in euros; `null` is no limit (controlled). @default undefined */
  value?: number | null;
  /** The starting maximum price in euros; `null` is no limit. @default null */
  defaultValue?: number | null;
  /** Called while moving with the search filter's value: euros, or `null` for no limit. */
  onChange?: (maxPrice: number | null) => void;
  /** Called when moving ends, with the same value as `onChange`. */
  onChangeEnd?: (maxPrice: number | null) => void;
  /** Euros per step. @default 5 */
  step?: number;
}

const toSlider = (maxPrice: number | null | undefined) =>
  maxPrice === undefined ? undefined : (maxPrice ?? PRICE_SLIDER_MAX);

/**
 * The max-price filter of the search: 0 to 500 €, where the top stop means no limit (discovery
 * §5). Shows and reads "bis 120 €" or "Kein Limit"; reports the value `maxPriceFilter` gives.
 */
export function PriceSlider({
  label,
  value,
  defaultValue = null,
  onChange,
  onChangeEnd,
  step = 5,
  ...props
}: PriceSliderProps) {
  const { LL } = useI18n();
  const { locale } = useLocale();
  const euros = useMemo(
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      }),
    [locale],
  );
  const texts = LL.fields.priceSlider;
  return (
    <Slider
      {...props}
      data-slot="price-slider"
      label={label ?? texts.label()}
      minValue={PRICE_SLIDER_MIN}
      maxValue={PRICE_SLIDER_MAX}
      step={step}
      value={toSlider(value)}
      defaultValue={toSlider(defaultValue)}
      onChange={(slider) => onChange?.(maxPriceFilter(slider))}
      onChangeEnd={(slider) => onChangeEnd?.(maxPriceFilter(slider))}
      formatValue={(slider) => {
        const maxPrice = maxPriceFilter(slider);
        return maxPrice === null ? texts.noLimit() : texts.value({ price: euros.format(maxPrice) });
      }}
    />
  );
}
