import { useI18n } from '@kurse/i18n';
import { Button, Form, Icon, LazyComboBox } from '@kurse/ui';
import { useMemo } from 'react';
import { AddressComboBox } from '../address/AddressComboBox';
import { EnterSubmits } from '../../core';
import { useSearchTexts, type TypedSearch } from './use-search-texts';

/** Props of {@link SearchBar}. */
export interface SearchBarProps {
  /** The term and address of the current search (shown at first). */
  term: string | null;
  address: string | null;
  /** Called with the typed term and address, and the position of a picked place. */
  onSearch: (search: TypedSearch) => void;
}

/**
 * The search bar: a term box suggesting category names while typing and an address box suggesting
 * places (picking either suggestion searches at once), and the search button. Spec: discovery §2 Search (list: "search bar"),
 * §9 (a sample list of category suggestion names feeds the search box).
 */
export function SearchBar({ term, address, onSearch }: SearchBarProps) {
  const { LL } = useI18n();
  const { termText, setTermText, addressText, setAddressText, submit, pick } = useSearchTexts(
    term,
    address,
    onSearch,
  );
  const names = LL.search.suggestions;
  const suggestions = useMemo(() => {
    const typed = termText.trim().toLocaleLowerCase();
    return Object.values(names)
      .map((name) => name())
      .filter((name) => typed !== '' && name.toLocaleLowerCase().includes(typed))
      .map((name) => ({ id: name, name }));
  }, [names, termText]);

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
      <EnterSubmits onSubmit={submit}>
        <LazyComboBox
          label={LL.fields.searchTerm.label()}
          placeholder={LL.fields.searchTerm.placeholder()}
          items={suggestions}
          itemText={(item) => item.name}
          allowsCustomValue
          allowsEmptyCollection={false}
          menuTrigger="input"
          inputValue={termText}
          onInputChange={setTermText}
          onSelectionChange={(key) => {
            if (typeof key !== 'string') return;
            setTermText(key);
            onSearch({ term: key, address: addressText.trim() || null });
          }}
        />
        <AddressComboBox text={addressText} onTextChange={setAddressText} onPick={pick} />
      </EnterSubmits>
      <Button type="submit">
        <Icon name="search" size="sm" />
        {LL.common.search()}
      </Button>
    </Form>
  );
}
