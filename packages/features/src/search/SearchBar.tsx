import { useI18n } from '@kurse/i18n';
import { Button, ComboBox, ComboBoxItem, Form, Icon, TextField } from '@kurse/ui';
import { useMemo, useState } from 'react';

/** Props of {@link SearchBar}. */
export interface SearchBarProps {
  /** The term and address of the current search (shown at first). */
  term: string | null;
  address: string | null;
  /** Called with the typed term and address (trimmed; empty → null). */
  onSearch: (search: { term: string | null; address: string | null }) => void;
}

const clean = (value: string) => value.trim() || null;

/**
 * The search bar: a term box suggesting category names while typing (a suggestion searches at
 * once), an address box and the search button. Spec: discovery §2 Search (list: "search bar"),
 * §9 (a sample list of category suggestion names feeds the search box).
 */
export function SearchBar({ term, address, onSearch }: SearchBarProps) {
  const { LL } = useI18n();
  const [termText, setTermText] = useState(term ?? '');
  const [addressText, setAddressText] = useState(address ?? '');
  const [shown, setShown] = useState({ term, address });
  if (shown.term !== term || shown.address !== address) {
    // The search changed elsewhere (the assistant, back/forward): show it, keeping focus.
    setShown({ term, address });
    setTermText(term ?? '');
    setAddressText(address ?? '');
  }
  const names = LL.search.suggestions;
  const suggestions = useMemo(() => {
    const typed = termText.trim().toLocaleLowerCase();
    return Object.values(names)
      .map((name) => name())
      .filter((name) => typed !== '' && name.toLocaleLowerCase().includes(typed))
      .map((name) => ({ id: name, name }));
  }, [names, termText]);

  const submit = () => onSearch({ term: clean(termText), address: clean(addressText) });

  return (
    <Form
      role="search"
      aria-label={LL.search.title()}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="grid items-end gap-3 md:grid-cols-[2fr_1fr_auto]"
    >
      {/* Enter while suggestions show but none is chosen searches the typed term at once. */}
      <div
        className="contents"
        onKeyDownCapture={(event) => {
          const input = event.target as HTMLElement;
          const open = input.getAttribute('aria-expanded') === 'true';
          if (event.key === 'Enter' && open && !input.getAttribute('aria-activedescendant')) {
            submit();
          }
        }}
      >
        <ComboBox
          label={LL.fields.searchTerm.label()}
          placeholder={LL.fields.searchTerm.placeholder()}
          items={suggestions}
          allowsCustomValue
          allowsEmptyCollection={false}
          menuTrigger="input"
          inputValue={termText}
          onInputChange={setTermText}
          onSelectionChange={(key) => {
            if (typeof key !== 'string') return;
            setTermText(key);
            onSearch({ term: key, address: clean(addressText) });
          }}
        >
          {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
        </ComboBox>
      </div>
      <TextField
        label={LL.fields.address.label()}
        placeholder={LL.fields.address.placeholder()}
        value={addressText}
        onChange={setAddressText}
        autoComplete="street-address"
      />
      <Button type="submit">
        <Icon name="search" size="sm" />
        {LL.common.search()}
      </Button>
    </Form>
  );
}
