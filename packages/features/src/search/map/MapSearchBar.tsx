import type { LatLng } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Button, Form, Icon, TextField } from '@kurse/ui';
import { AddressComboBox } from '../address/AddressComboBox';
import { EnterSubmits } from '../../core';
import { useSearchTexts, type TypedSearch } from '../list/use-search-texts';

/** Props of {@link MapSearchBar}. */
export interface MapSearchBarProps {
  term: string | null;
  address: string | null;
  /** Ranks address suggestions near the map's centre. */
  near?: LatLng;
  /** A search: the typed term and address, and the position when a suggestion was picked. */
  onSearch: (search: TypedSearch) => void;
}

/**
 * The map search's address box (suggestions from DE, AT, LU, CH; picking one searches there at
 * once), the free-text term box and the search button. Spec: discovery §2 Map search.
 */
export function MapSearchBar({ term, address, near, onSearch }: MapSearchBarProps) {
  const { LL } = useI18n();
  const { termText, setTermText, addressText, setAddressText, submit, pick } = useSearchTexts(
    term,
    address,
    onSearch,
  );
  return (
    <Form
      role="search"
      aria-label={LL.search.map.title()}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="grid items-end gap-3 md:grid-cols-[1fr_1fr_auto]"
    >
      <EnterSubmits onSubmit={submit}>
        <AddressComboBox
          text={addressText}
          onTextChange={setAddressText}
          near={near}
          onPick={pick}
        />
      </EnterSubmits>
      <TextField
        label={LL.fields.searchTerm.label()}
        placeholder={LL.fields.searchTerm.placeholder()}
        value={termText}
        onChange={setTermText}
      />
      <Button type="submit">
        <Icon name="search" size="sm" />
        {LL.common.search()}
      </Button>
    </Form>
  );
}
