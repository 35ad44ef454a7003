import { z } from "zod";

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
/** How many addresses a shopper's book keeps (the oldest non-default one goes). */
export const MAX_ADDRESSES = 20;

/** The fields' messages, for the service, the card page and the web's form. */
export const ADDRESS_MESSAGES = {
  name: "Enter the name of the person receiving the order",
  phone: "Enter a phone number of 10 to 15 digits",
  line1: "Enter the address (house, street)",
  city: "Enter the city",
  state: "Enter the state",
  pinCode: "Enter a 6-digit PIN code",
  country: "Enter the country",
  addressNotFound: "Address not found",
} as const;

const M = ADDRESS_MESSAGES;

/** Text typed into a field: trimmed and cut to `max` characters; anything but text is empty. */
const typed = (max: number, then: (text: string) => string = (text) => text) => z.preprocess((value) => then(typeof value === "string" ? value.trim().slice(0, max) : ""), z.string());
const filled = (max: number, message: string) => typed(max).refine(Boolean, message);

/**
 * An address typed by a person. A PIN code is 6 digits; a phone 10 to 15 digits (spaces, dashes
 * and a leading + are allowed and dropped); the country is India unless said.
 */
export const addressRules = z.object({
  name: filled(120, M.name),
  phone: typed(30, (text) => text.replace(/[\s-]/g, "")).refine((phone) => /^\+?\d{10,15}$/.test(phone), M.phone),
  line1: filled(200, M.line1),
  line2: typed(200),
  city: filled(120, M.city),
  state: filled(120, M.state),
  pinCode: typed(20, (text) => text.replace(/\s/g, "")).refine((pin) => /^\d{6}$/.test(pin), M.pinCode),
  country: typed(120, (text) => text || DEFAULT_COUNTRY).refine(Boolean, M.country),
});

/** One line per part, as a label on a parcel reads. */
export function addressLines(address: AddressFields): string[] {
  return [address.name, address.line1, address.line2, `${address.city}, ${address.state} ${address.pinCode}`, address.country, `Phone: ${address.phone}`].filter(Boolean);
}
