import { isSupportedCountry } from '@kurse/domain';
import { countryName, useI18n } from '@kurse/i18n';
import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { Description, Label, fieldStyles, inputVariants } from '../Field';
import { Icon } from '../Icon';
import type { CountrySelectProps } from './CountrySelect';

type Real = ComponentType<CountrySelectProps>;

const loadReal = (): Promise<Real> => import('./CountrySelect').then((m) => m.CountrySelect);

/** How the first touch of the stand-in asked for the list: focus only, or opening it. */
type Wake = 'focus' | 'open';

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The {@link CountrySelect}, whose list, pop-over and selection code load only when it is first
 * focused or pressed: until then a stand-in with the same markup and looks shows the label and
 * the chosen country (a button announcing its list, the value in a hidden input). The first focus,
 * press or opening key loads the real select, which replaces the stand-in (kept until then), takes
 * over the focus and, after a press or an opening key, opens its list. An invalid field loads the
 * real select at once, for its message.
 */
export function LazyCountrySelect(props: CountrySelectProps) {
  const [RealSelect, setRealSelect] = useState<Real | null>(null);
  const [wake, setWake] = useState<Wake | null>(null);
  const load = () => void loadReal().then((real) => setRealSelect(() => real));
  const onWake = (next: Wake) => {
    setWake((current) => (current === 'open' ? current : next));
    load();
  };
  const { isInvalid } = props;
  useEffect(() => {
    if (isInvalid && !RealSelect) load();
  }, [isInvalid, RealSelect]);
  if (!RealSelect) {
    return <CountryStandIn {...props} onWake={onWake} onLeave={() => setWake(null)} />;
  }
  return (
    <RealSelect
      {...props}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the visitor focused the stand-in: the focus stays on the field
      autoFocus={wake !== null || props.autoFocus}
      defaultOpen={wake === 'open' || props.defaultOpen}
    />
  );
}

/** The stand-in of {@link LazyCountrySelect}: the closed select's markup without its code. */
function CountryStandIn({
  label,
  description,
  isOptional,
  isRequired,
  isDisabled,
  name,
  value,
  defaultValue,
  placeholder,
  className,
  onWake,
  onLeave,
}: CountrySelectProps & { onWake: (wake: Wake) => void; onLeave: () => void }) {
  const { LL, locale } = useI18n();
  const labelId = useId();
  const valueId = useId();
  const descriptionId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const chosen = value === undefined ? defaultValue : value;
  const code = isSupportedCountry(chosen) ? chosen : null;
  const onKeyDown = (e: KeyboardEvent) => {
    if (!OPENING_KEYS.has(e.key)) return;
    e.preventDefault();
    onWake('open');
  };
  return (
    <div
      data-slot="select"
      data-disabled={isDisabled || undefined}
      data-required={isRequired || undefined}
      className={cn('group', fieldStyles, typeof className === 'string' ? className : undefined)}
    >
      <Label
        elementType="span"
        id={labelId}
        isRequired={isRequired}
        isOptional={isOptional}
        onClick={() => button.current?.focus()}
      >
        {label}
      </Label>
      {description ? <Description id={descriptionId}>{description}</Description> : null}
      <button
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${valueId} ${labelId}`}
        aria-describedby={description ? descriptionId : undefined}
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
        onFocus={() => onWake('focus')}
        // Left before the code arrived: the real select then leaves the focus where it went.
        onBlur={onLeave}
        onPointerDown={(e) => {
          if (e.button !== 0) return;
          e.preventDefault();
          onWake('open');
        }}
        onKeyDown={onKeyDown}
        className={cn(
          inputVariants(),
          'flex items-center justify-between gap-2 text-start cursor-default',
          'data-[pressed]:bg-muted group-data-[open]:border-ring',
        )}
      >
        <span
          id={valueId}
          data-placeholder={code ? undefined : true}
          className="truncate data-[placeholder]:text-muted-foreground"
        >
          {code ? (
            // As the chosen option shows in the real select's value.
            <span className="flex-1 truncate">{countryName(code, locale)}</span>
          ) : (
            (placeholder ?? LL.ui.forms.select.placeholder())
          )}
        </span>
        <Icon name="chevronDown" size="sm" className="text-muted-foreground" />
      </button>
      {name ? <input type="hidden" name={name} value={code ?? ''} /> : null}
    </div>
  );
}
