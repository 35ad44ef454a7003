import { assertValid } from "../common/errors";

/** A delivery address as an order keeps it and as the card page and the address book take it. */
export interface AddressFields {
  name: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  pinCode: string;
  country: string;
}

export const DEFAULT_COUNTRY = "India";

/** The fields' messages, one home for the service, the card page and the web's form. */
export const ADDRESS_MESSAGES = {
  name: "Enter the name of the person receiving the order",
  phone: "Enter a phone number of 10 to 15 digits",
  line1: "Enter the address (house, street)",
  city: "Enter the city",
  state: "Enter the state",
  pinCode: "Enter a 6-digit PIN code",
  country: "Enter the country",
} as const;

const text = (value: unknown, max = 120) => (typeof value === "string" ? value.trim().slice(0, max) : "");

/**
 * Trims and checks an address typed by a person; throws BAD_USER_INPUT with a message per
 * failing field. A PIN code is 6 digits; a phone 10 to 15 digits (spaces, dashes and a leading +
 * are allowed and dropped).
 */
export function parseAddress(input: Partial<Record<keyof AddressFields, unknown>>): AddressFields {
  const address: AddressFields = {
    name: text(input.name),
    phone: text(input.phone, 30).replace(/[\s-]/g, ""),
    line1: text(input.line1, 200),
    line2: text(input.line2, 200),
    city: text(input.city),
    state: text(input.state),
    pinCode: text(input.pinCode, 20).replace(/\s/g, ""),
    country: text(input.country) || DEFAULT_COUNTRY,
  };
  assertValid(addressErrors(address));
  return address;
}

/** The message of each field that fails, for forms that show them beside the fields. */
export function addressErrors(address: AddressFields): Partial<Record<keyof AddressFields, string>> {
  return {
    name: address.name ? undefined : ADDRESS_MESSAGES.name,
    phone: /^\+?\d{10,15}$/.test(address.phone) ? undefined : ADDRESS_MESSAGES.phone,
    line1: address.line1 ? undefined : ADDRESS_MESSAGES.line1,
    city: address.city ? undefined : ADDRESS_MESSAGES.city,
    state: address.state ? undefined : ADDRESS_MESSAGES.state,
    pinCode: /^\d{6}$/.test(address.pinCode) ? undefined : ADDRESS_MESSAGES.pinCode,
    country: address.country ? undefined : ADDRESS_MESSAGES.country,
  };
}

/** One line per part, as a label on a parcel reads. */
export function addressLines(address: AddressFields): string[] {
  return [address.name, address.line1, address.line2, `${address.city}, ${address.state} ${address.pinCode}`, address.country, `Phone: ${address.phone}`].filter(Boolean);
}
