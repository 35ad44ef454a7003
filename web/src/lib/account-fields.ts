// The fields an account's forms share (sign-up, profile editing), with the documents' labels: the
// shopper's "Mobile number", the seller's and admin's "Mobile". Each form adds its own (password,
// hints, qualification) and takes its rules from @store/rules.

export const NAME_FIELD = { name: "name", label: "Name", autoComplete: "name" } as const;
export const EMAIL_FIELD = { name: "email", label: "Email", type: "email", autoComplete: "email", inputMode: "email" } as const;
export const MOBILE_NUMBER_FIELD = { name: "mobile", label: "Mobile number", type: "tel", autoComplete: "tel", inputMode: "numeric" } as const;
export const MOBILE_FIELD = { name: "mobile", label: "Mobile", type: "tel", autoComplete: "tel", inputMode: "numeric" } as const;
export const STORE_NAME_FIELD = { name: "storeName", label: "Store name", autoComplete: "organization" } as const;
export const STORE_ADDRESS_FIELD = { name: "address", label: "Store address", autoComplete: "street-address" } as const;
