/** The parts of an address its one-line form reads. */
export interface AddressLineParts {
  street?: string | null;
  postalCode?: string | null;
  city?: string | null;
}

/** The one-line form of an address, for the maps search and cards: `Street 1, 10115 Berlin`. */
export function addressLine(address: AddressLineParts): string {
  const town = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [address.street, town].filter(Boolean).join(', ');
}
