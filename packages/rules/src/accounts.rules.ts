import { z } from "zod";
import { optional, required, requiredText } from "./common";

/** The documented maximum lengths of the account fields people type (docs/decisions.md, "Input limits and hardening"). */
export const ACCOUNT_LIMITS = { name: 100, email: 254, storeName: 200, address: 200, qualification: 200, passwordMin: 8, password: 128, mobileDigits: [10, 15] } as const;

/** 10 to 15 digits, nothing else (shopper sign-up, 5; the same for every account). */
export const MOBILE_PATTERN = /^\d{10,15}$/;
/** Deliberately loose: one @, something on each side, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The accounts' messages: the documents' words where they give them (shopper 5 and 8, seller 5 and 8), ours (docs/decisions.md) where not. */
export const ACCOUNT_MESSAGES = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Enter a valid email address",
  userMobileRequired: "Mobile number is required",
  sellerMobileRequired: "Mobile is required",
  mobileInvalid: "Enter a valid Mobile number",
  storeNameRequired: "Store Name is required",
  addressRequired: "Address is required",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 8 characters",
  /** The reset pages' message (admin, user; the seller's page says 6 but checks 8: we say 8). */
  newPasswordTooShort: "Password must be at least 8 characters long.",
  termsRequired: "You must agree to the terms and conditions",
  nothingToUpdate: "At least one field is required to update",
  invalidResetLink: "This reset link is invalid or has expired",
  userNotFound: "User not found",
  sellerNotFound: "Seller not found",
  adminNotFound: "Admin not found",
  incorrectPassword: "Incorrect password",
  userDeactivated: "User is already deactivated!",
  userActivated: "User is already activated!",
  managedUserNotFound: "User not found!",
  ownAccountOnly: "You can only delete your own account",
  tooManyAttempts: "Too many attempts. Please try again in 15 minutes.",
  resetLinkSent: "Password reset link sent successfully",
  passwordReset: "Password reset successfully!",
  /** The shopper's sign-in page says three of the refusals above in its own words (shopper document, 8). */
  shopperIncorrectPassword: "Incorrect password. Please try again.",
  shopperNotFound: "User not found. Please check your email.",
  shopperDeactivated: "Sorry, your account has been deactivated. Contact admin.",
} as const;

const M = ACCOUNT_MESSAGES;

/** What the shopper's sign-in page shows for the server's refusals (shopper document, 8); any other message as it is. */
export const SHOPPER_SIGN_IN_REFUSALS: Readonly<Record<string, string>> = {
  [M.incorrectPassword]: M.shopperIncorrectPassword,
  [M.userNotFound]: M.shopperNotFound,
  [M.userDeactivated]: M.shopperDeactivated,
};
const L = ACCOUNT_LIMITS;
const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** An email: trimmed, lower case (sign-in and the duplicate checks ignore case), at most 254, looking like a@b.c. */
export const email = () =>
  z.string(required(M.emailRequired)).trim().toLowerCase().min(1, M.emailRequired).max(L.email, tooLong("Email", L.email)).regex(EMAIL_PATTERN, M.emailInvalid);
/** A mobile number: 10 to 15 digits. */
export const mobile = (missing: string) => z.string(required(missing)).trim().min(1, missing).regex(MOBILE_PATTERN, M.mobileInvalid);
/** A new password at sign-up: 8 to 128 characters, kept as typed. */
export const password = () =>
  z.string(required(M.passwordRequired)).min(1, M.passwordRequired).min(L.passwordMin, M.passwordTooShort).max(L.password, tooLong("Password", L.password));

/** The shopper's sign-up form (shopper document, 5). */
export const userSignUpRules = z.object({
  name: requiredText("Name", L.name),
  email: email(),
  mobile: mobile(M.userMobileRequired),
  password: password(),
  terms: z.boolean(required(M.termsRequired)).refine((terms) => terms, M.termsRequired),
});
export type UserSignUp = z.input<typeof userSignUpRules>;

/** The seller's registration form (seller document, 5; the 8-character rule is every password's). */
export const sellerSignUpRules = z.object({
  name: requiredText("Name", L.name),
  email: email(),
  mobile: mobile(M.sellerMobileRequired),
  storeName: requiredText("Store Name", L.storeName),
  address: requiredText("Address", L.address),
  password: password(),
});
export type SellerSignUp = z.input<typeof sellerSignUpRules>;

/** An admin made from configuration (ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_MOBILE): the mobile may be empty. */
export const adminRules = z.object({
  name: requiredText("Name", L.name),
  email: email(),
  mobile: z.string().trim().regex(MOBILE_PATTERN, M.mobileInvalid).or(z.literal("")),
  qualification: z.string().trim().max(L.qualification, tooLong("Qualification", L.qualification)),
  password: password(),
});

/** Sign-in, every role: both fields required; the email normalised like the stored ones. */
export const credentialsRules = z.object({
  email: z.string(required(M.emailRequired)).trim().toLowerCase().min(1, M.emailRequired),
  password: z.string(required(M.passwordRequired)).min(1, M.passwordRequired),
});
export type Credentials = z.input<typeof credentialsRules>;

/** Forgot-password, every role: an email that looks like one. */
export const forgotPasswordRules = z.object({ email: email() });

/** A reset's new password: at least 8 characters once trimmed, at most 128; kept as typed. */
export const newPassword = () =>
  z
    .string(required(M.newPasswordTooShort))
    .refine((value) => value.trim().length >= L.passwordMin, M.newPasswordTooShort)
    .refine((value) => value.length <= L.password, tooLong("Password", L.password));
export const resetPasswordRules = z.object({ newPassword: newPassword() });

/** The fields no profile form may change: naming one is refused by name. */
export const NOT_EDITABLE = ["role", "isActive", "password", "passwordHash", "id", "_id", "createdAt"] as const;
export const notEditableMessage = (fields: readonly string[]) => `These fields cannot be changed here: ${fields.join(", ")}`;

const profileText = (label: string, max: number) => optional(z.string().trim().max(max, tooLong(label, max)));
/** The fields every profile has; each optional, blank meaning "keep it". */
const profileShape = {
  name: profileText("Name", L.name),
  email: optional(email()),
  mobile: optional(z.string().trim().regex(MOBILE_PATTERN, M.mobileInvalid)),
};
/** The fields no profile form may change, read so that they can be refused by name. */
const notEditableShape = Object.fromEntries(NOT_EDITABLE.map((field) => [field, z.unknown().optional().meta({ description: "Cannot be changed here: refused with 400." })])) as Record<(typeof NOT_EDITABLE)[number], z.ZodOptional<z.ZodUnknown>>;
/** Naming a field no profile changes is refused by name; otherwise at least one field must be filled in. */
const editable = (profile: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const refused = NOT_EDITABLE.filter((field) => profile[field] != null);
  if (refused.length > 0) ctx.addIssue({ code: "custom", message: notEditableMessage(refused) });
  else if (!Object.entries(profile).some(([field, value]) => value !== undefined && !(NOT_EDITABLE as readonly string[]).includes(field))) ctx.addIssue({ code: "custom", message: M.nothingToUpdate });
};

/** The profile edits of each role: only the fields filled in change, at least one; the role, activity and password never. */
export const profileRules = {
  USER: z.object({ ...profileShape, ...notEditableShape }).superRefine(editable),
  SELLER: z.object({ ...profileShape, storeName: profileText("Store Name", L.storeName), address: profileText("Address", L.address), ...notEditableShape }).superRefine(editable),
  ADMIN: z.object({ ...profileShape, qualification: profileText("Qualification", L.qualification), ...notEditableShape }).superRefine(editable),
} as const;
/** The fields a profile edit changes (those filled in). */
export type ProfileEdit = Partial<Record<"name" | "email" | "mobile" | "storeName" | "address" | "qualification", string>>;

/** The refusals of a taken address or number, and of an unknown one at sign-in: "User with this email already exists". */
export const emailTaken = (noun: string) => `${noun} with this email already exists`;
export const mobileTaken = (noun: string) => `${noun} with this mobile number already exists`;
export const accountNotFound = (noun: string) => `${noun} not found`;
