/**
 * The same delivery address however it was typed: the postcode without spaces, upper-case, and
 * the first line lower-cased and trimmed. The address table's index `address_same_address_index`
 * is on exactly these expressions (upper(replace(postcode, ' ', '')), lower(btrim(address1))),
 * so a lookup by this key is one index scan.
 */
export interface AddressKey {
  postcode: string;
  line1: string;
}

export function addressKeyOf(address: { postcode: string; address1: string }): AddressKey {
  return { postcode: address.postcode.replace(/ /g, '').toUpperCase(), line1: address.address1.trim().toLowerCase() };
}
