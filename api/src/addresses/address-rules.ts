import { addressRules, type AddressFields } from "@store/rules";
import { parse } from "../common/errors";

export { addressLines, ADDRESS_MESSAGES, DEFAULT_COUNTRY, type AddressFields } from "@store/rules";

/** Trims and checks an address typed by a person (@store/rules' addressRules); throws BAD_USER_INPUT with a message per failing field. */
export const parseAddress = (input: Partial<Record<keyof AddressFields, unknown>>): AddressFields => parse(addressRules, input);
