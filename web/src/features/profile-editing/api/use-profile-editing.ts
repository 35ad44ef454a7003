import { emailTaken, mobileTaken } from "@store/rules";
import type { TypedDocumentNode } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { toast } from "../../../lib/toast";
import { readApiError, serverMessageOr } from "../../../lib/api-error";
import type { Role } from "../../../lib/session";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";

export type SaveProfileResult = { ok: true } | { ok: false; fields: Record<string, string>; message?: string };

export interface ProfileTexts {
  success: string;
  /** Shown when the server gives no message of its own. */
  fallback: string;
}

/** The server's "... with this email already exists" and its mobile twin belong under that field. */
const CONFLICT_FIELDS = [
  { ending: emailTaken(""), field: "email" },
  { ending: mobileTaken(""), field: "mobile" },
] as const;

/** A refused update: under the fields it names, else the form's message. */
function refusal(error: unknown, fallback: string): SaveProfileResult {
  const { message, fields } = readApiError(error);
  const conflict = message ? CONFLICT_FIELDS.find(({ ending }) => message.endsWith(ending)) : undefined;
  if (message && conflict) return { ok: false, fields: { ...fields, [conflict.field]: message } };
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: false, fields, message: serverMessageOr(error, fallback) };
}

const EditableUserFragment = graphql(`
  fragment EditableUser on User {
    id
    name
    email
    mobile
  }
`);

const EditableSellerFragment = graphql(`
  fragment EditableSeller on Seller {
    id
    name
    email
    mobile
    storeName
    address
  }
`);

const EditableAdminFragment = graphql(`
  fragment EditableAdmin on Admin {
    id
    name
    email
    mobile
    qualification
  }
`);

// Each role's account and its update, under the one alias `account`.

const EditableUserProfileQuery = graphql(`
  query EditableUserProfile {
    account: currentUser {
      ...EditableUser
    }
  }
`);

const UpdateUserProfileMutation = graphql(`
  mutation UpdateUserProfile($input: UserProfileInput!) {
    account: updateUserProfile(input: $input) {
      ...EditableUser
    }
  }
`);

const EditableSellerProfileQuery = graphql(`
  query EditableSellerProfile {
    account: currentSeller {
      ...EditableSeller
    }
  }
`);

const UpdateSellerProfileMutation = graphql(`
  mutation UpdateSellerProfile($input: SellerProfileInput!) {
    account: updateSellerProfile(input: $input) {
      ...EditableSeller
    }
  }
`);

const EditableAdminProfileQuery = graphql(`
  query EditableAdminProfile {
    account: currentAdmin {
      ...EditableAdmin
    }
  }
`);

const UpdateAdminProfileMutation = graphql(`
  mutation UpdateAdminProfile($input: AdminProfileInput!) {
    account: updateAdminProfile(input: $input) {
      ...EditableAdmin
    }
  }
`);

/** An account's editable fields, by name. */
export type EditableAccount = Record<string, string>;

interface RoleEditing {
  query: TypedDocumentNode<{ account: unknown }, Record<string, never>>;
  mutation: TypedDocumentNode<unknown, { input: EditableAccount }>;
  accountOf: (account: unknown) => EditableAccount;
  texts: ProfileTexts;
}

const EDITING: Record<Role, RoleEditing> = {
  user: {
    query: EditableUserProfileQuery,
    mutation: UpdateUserProfileMutation as RoleEditing["mutation"],
    accountOf: (account) => getFragmentData(EditableUserFragment, account as FragmentType<typeof EditableUserFragment>),
    texts: { success: "Profile updated successfully!", fallback: "There was an error updating your profile. Please try again." },
  },
  seller: {
    query: EditableSellerProfileQuery,
    mutation: UpdateSellerProfileMutation as RoleEditing["mutation"],
    accountOf: (account) => getFragmentData(EditableSellerFragment, account as FragmentType<typeof EditableSellerFragment>),
    texts: { success: "Profile updated successfully", fallback: "Something went wrong!" },
  },
  admin: {
    query: EditableAdminProfileQuery,
    mutation: UpdateAdminProfileMutation as RoleEditing["mutation"],
    accountOf: (account) => getFragmentData(EditableAdminFragment, account as FragmentType<typeof EditableAdminFragment>),
    texts: { success: "Profile updated successfully", fallback: "Something went wrong!" },
  },
};

/**
 * One role's profile editing: its account as it is now, and saving the fields filled in. The
 * mutation answers the account with its id, so the profile page and the header's session follow
 * from the normalised cache. Success is a toast (the page then leaves for the profile).
 */
export function useProfileEditing(role: Role) {
  const { query, mutation, accountOf, texts } = EDITING[role];
  const { data, error, refetch } = useQuery(query);
  const [mutate, { loading }] = useMutation(mutation);

  const save = (input: EditableAccount): Promise<SaveProfileResult> =>
    mutate({ variables: { input } }).then(
      () => {
        toast.success(texts.success);
        return { ok: true } as const;
      },
      (failure: unknown) => refusal(failure, texts.fallback),
    );

  return { account: data ? accountOf(data.account) : undefined, error, refetch, save, saving: loading };
}
