import { useContext, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  Slider as AriaSlider,
  SliderFill,
  SliderOutput,
  SliderStateContext,
  SliderThumb,
  SliderTrack,
  composeRenderProps,
  type SliderProps as AriaSliderProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { Label, fieldStyles } from '../Field';

/** Props of {@link Slider}. */
export interface SliderProps<T extends number | number[]> extends AriaSliderProps<T> {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the label, read with the thumb. @default undefined */
  description?: ReactNode;
  /**
   * Words for a value, shown in the output and read by screen readers instead of the number
   * (e.g. "Kein Limit"). @default the number formatted with `formatOptions`
   */
  formatValue?: (value: number) => string;
}

/** A slider with its label and current value; one thumb per value (a number or a range). */
export function Slider<T extends number | number[]>({
  label,
  description,
  formatValue,
  className,
  ...props
}: SliderProps<T>) {
  const descriptionId = useId();
  return (
    <AriaSlider
      data-slot="slider"
      {...props}
      className={composeRenderProps(className, (className) => cn(fieldStyles, className))}
    >
      <div className="flex items-baseline justify-between gap-4">
        <Label>{label}</Label>
        <SliderOutput className="text-sm font-medium text-foreground tabular-nums">
          {({ state }) =>
            formatValue ? state.values.map(formatValue).join(' – ') : state.getFormattedValue()
          }
        </SliderOutput>
      </div>
      {description ? (
        <p id={descriptionId} data-slot="description" className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <SliderTrack className="relative h-8 w-full data-[disabled]:opacity-50">
        {({ state }) => (
          <>
            <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-border forced-colors:bg-[ButtonBorder]">
              <SliderFill className="rounded-full bg-primary forced-colors:bg-[Highlight]" />
            </div>
            {state.values.map((_, index) => (
              <Thumb
                key={index}
                index={index}
                formatValue={formatValue}
                aria-describedby={description ? descriptionId : undefined}
              />
            ))}
          </>
        )}
      </SliderTrack>
    </AriaSlider>
  );
}

interface ThumbProps {
  index: number;
  formatValue: ((value: number) => string) | undefined;
  'aria-describedby': string | undefined;
}

function Thumb({ index, formatValue, ...props }: ThumbProps) {
  const state = useContext(SliderStateContext);
  const inputRef = useRef<HTMLInputElement>(null);
  const value = state?.values[index];
  const valueText = formatValue && value !== undefined ? formatValue(value) : undefined;
  // react-aria reads the thumb as the formatted number; words like "Kein Limit" must win.
  useLayoutEffect(() => {
    if (valueText !== undefined) inputRef.current?.setAttribute('aria-valuetext', valueText);
  });
  return (
    <SliderThumb
      {...props}
      index={index}
      inputRef={inputRef}
      className={cn(
        'top-1/2 size-6 rounded-full border-2 border-primary bg-surface shadow-card transition-colors',
        'data-[dragging]:bg-secondary data-[hovered]:bg-secondary',
        'data-[disabled]:border-input forced-colors:border-[Highlight] forced-colors:bg-[ButtonFace]',
        'forced-colors:data-[disabled]:border-[GrayText]',
        focusRing,
      )}
    />
  );
}
