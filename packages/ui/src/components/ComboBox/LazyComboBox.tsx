import { useLayoutEffect, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import type * as ComboBoxModule from './ComboBox';
import type { ComboBoxProps } from './ComboBox';
import { useLoadOnUse } from '../../lib/use-load-on-use';
import { ComboBoxStandIn } from './ComboBoxStandIn';

type Real = typeof ComboBoxModule;

const loadReal = (): Promise<Real> => import('./ComboBox');

/** Props of {@link LazyComboBox}. */
export interface LazyComboBoxProps<T extends { id: Key }> extends Omit<
  ComboBoxProps<T>,
  'children' | 'items' | 'selectedKey' | 'defaultSelectedKey' | 'ref'
> {
  /** The suggestions as given (looked up or filtered by the caller), each with its `id`. */
  items: Iterable<T>;
  /** The text a suggestion shows (and puts in the input when picked). */
  itemText: (item: T) => string;
}

/** Where the caret is in the stand-in, kept as the visitor types. */
interface Caret {
  start: number | null;
  end: number | null;
}

/**
 * A {@link ComboBox} for typed text, whose list, pop-over and selection code load only when it
 * is first used: until then a stand-in with the same markup and looks shows the label, the typed
 * text, the spinner and the chevron, and takes typing. The first focus or press loads the real
 * combo box, which replaces the stand-in, keeps the typed text, takes over the focus and caret and,
 * after typing or a press on the chevron, opens its list. An invalid field loads it at once, for
 * its message. Suggestions are plain texts (`itemText`).
 */
export function LazyComboBox<T extends { id: Key }>(props: LazyComboBoxProps<T>) {
  const [real, setReal] = useState<Real | null>(null);
  const [typed, setTyped] = useState(props.defaultInputValue ?? '');
  const input = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLDivElement>(null);
  // Whether the stand-in had the focus when the real combo box arrived.
  const handoff = useRef(false);
  const caret = useRef<Caret>({ start: null, end: null });
  // What opens the real list when it arrives: text typed into the stand-in, or a press on its
  // chevron.
  const opener = useRef<'typing' | 'press' | null>(null);
  const [opensAsTyped, setOpensAsTyped] = useState(false);
  const load = useLoadOnUse(
    loadReal,
    (module) => {
      handoff.current = input.current !== null && input.current === document.activeElement;
      setOpensAsTyped(handoff.current && opener.current === 'typing');
      setReal(() => module);
    },
    props.isInvalid,
  );
  // The real field is in the page: the focus, the caret (as typed until this moment) and the
  // pressed chevron or typing (which open the list) move over to it.
  useLayoutEffect(() => {
    const realInput = field.current?.querySelector('input');
    if (!real || !handoff.current || !realInput) return;
    handoff.current = false;
    realInput.focus();
    // Where the caret was (at the end if the visitor never placed it).
    const { length } = realInput.value;
    realInput.setSelectionRange(caret.current.start ?? length, caret.current.end ?? length);
    // Typing opens the list with no suggestion chosen (Enter keeps the typed text; `opensAsTyped`);
    // a press opens it as a press on the real chevron does.
    if (opener.current === 'press') field.current?.querySelector('button')?.click();
  }, [real]);

  const { items, itemText, ...rest } = props;
  if (!real) {
    return (
      <ComboBoxStandIn
        {...rest}
        inputRef={input}
        text={props.inputValue ?? typed}
        onText={(text) => {
          // Typing opens a combo box's list: the real one opens it when it takes over.
          opener.current ??= 'typing';
          setTyped(text);
          props.onInputChange?.(text);
        }}
        onCaret={(start, end) => {
          caret.current = { start, end };
        }}
        onWake={(open) => {
          if (open) opener.current = 'press';
          load();
        }}
      />
    );
  }
  const { ComboBox, ComboBoxItem } = real;
  return (
    <ComboBox<T>
      {...rest}
      ref={field}
      items={items}
      opensAsTyped={opensAsTyped}
      defaultInputValue={props.inputValue === undefined ? typed : undefined}
    >
      {(item) => (
        <ComboBoxItem id={item.id} textValue={itemText(item)}>
          {itemText(item)}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
