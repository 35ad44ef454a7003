import type { InputHTMLAttributes } from "react";

// The rules of the sign-in and sign-up forms, with their messages (the documents' words), in one
// place: the pages only lay the fields out. The server checks the same rules again.

export type SignUpRole = "user" | "seller";

type Errors<F extends string> = Partial<Record<F, string>>;

const required = (value: string, message: string) => (value.trim() ? undefined : message);

export interface SignInValues {
  email: string;
  password: string;
}

export function checkSignIn({ email, password }: SignInValues): Errors<keyof SignInValues> {
  return { email: required(email, "Email is required"), password: password ? undefined : "Password is required" };
}

export interface SignUpValues {
  user: { name: string; email: string; mobile: string; password: string; terms: boolean };
  seller: { name: string; email: string; mobile: string; storeName: string; address: string; password: string };
}

const MOBILE = /^\d{10,15}$/;

export const CHECK_SIGN_UP: { [R in SignUpRole]: (values: SignUpValues[R]) => Errors<keyof SignUpValues[R] & string> } = {
  user: ({ name, email, mobile, password, terms }) => ({
    name: required(name, "Name is required"),
    email: required(email, "Email is required"),
    mobile: !mobile.trim() ? "Mobile number is required" : MOBILE.test(mobile.trim()) ? undefined : "Enter a valid Mobile number",
    password: !password ? "Password is required" : password.length < 8 ? "Password must be at least 8 characters" : undefined,
    terms: terms ? undefined : "You must agree to the terms and conditions",
  }),
  seller: ({ name, email, mobile, storeName, address, password }) => ({
    name: required(name, "Name is required"),
    email: required(email, "Email is required"),
    mobile: required(mobile, "Mobile is required"),
    storeName: required(storeName, "Store Name is required"),
    address: required(address, "Address is required"),
    password: password ? undefined : "Password is required",
  }),
};

/** A text field of a sign-up form. */
export interface SignUpField<F extends string> {
  name: F;
  label: string;
  type?: "text" | "email" | "tel" | "password";
  autoComplete: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
  hint?: string;
}

const NAME = { name: "name", label: "Name", autoComplete: "name" } as const;
const EMAIL = { name: "email", label: "Email", type: "email", autoComplete: "email", inputMode: "email" } as const;

/** Each role's sign-up fields, in order; the shopper's terms checkbox follows them. */
export const SIGN_UP_FIELDS: { [R in SignUpRole]: ReadonlyArray<SignUpField<Exclude<keyof SignUpValues[R] & string, "terms">>> } = {
  user: [
    NAME,
    EMAIL,
    { name: "mobile", label: "Mobile number", type: "tel", autoComplete: "tel", inputMode: "numeric", hint: "10 to 15 digits" },
    { name: "password", label: "Password", type: "password", autoComplete: "new-password", hint: "At least 8 characters" },
  ],
  seller: [
    NAME,
    EMAIL,
    { name: "mobile", label: "Mobile", type: "tel", autoComplete: "tel", inputMode: "numeric" },
    { name: "storeName", label: "Store name", autoComplete: "organization" },
    { name: "address", label: "Store address", autoComplete: "street-address" },
    { name: "password", label: "Password", type: "password", autoComplete: "new-password" },
  ],
};

export const EMPTY_SIGN_UP: SignUpValues = {
  user: { name: "", email: "", mobile: "", password: "", terms: false },
  seller: { name: "", email: "", mobile: "", storeName: "", address: "", password: "" },
};

/** The values as they are sent: text trimmed, the password as typed. */
export function trimmed<T extends Record<string, string | boolean>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === "string" && name !== "password" ? value.trim() : value])) as T;
}
