import { profileRules } from "@store/rules";
import { useState, type InputHTMLAttributes } from "react";
import { useNavigate } from "react-router";
import styled from "styled-components";
import type { z } from "zod";
import { AuthLayout, StyledForm } from "../../../components/ui/auth-layout";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { FormMessage } from "../../../components/ui/form-message";
import { LoadProblem } from "../../../components/ui/load-problem";
import { PageSpinner } from "../../../components/ui/spinner";
import { EMAIL_FIELD, MOBILE_FIELD, MOBILE_NUMBER_FIELD, NAME_FIELD, STORE_ADDRESS_FIELD, STORE_NAME_FIELD } from "../../../lib/account-fields";
import { ACCOUNT_PATHS } from "../../../lib/account-paths";
import { isAuthError } from "../../../lib/api-error";
import type { Role } from "../../../lib/session";
import { SendToSignIn } from "../../../lib/sign-in-return";
import { useRulesForm } from "../../../lib/use-rules-form";
import { useProfileEditing } from "../api/use-profile-editing";

/** A profile form's values by field name, and what the rules give back (blank fields undefined). */
type ProfileForm = z.ZodType<Record<string, string | undefined>, Record<string, string>>;

const StyledActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

interface ProfileField {
  name: string;
  label: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
}

/** Each role's editable fields, in order, and whose account it is (as on its profile page). */
const PAGES: Record<Role, { eyebrow: string; fields: readonly ProfileField[] }> = {
  user: {
    eyebrow: "My account",
    fields: [NAME_FIELD, EMAIL_FIELD, MOBILE_NUMBER_FIELD],
  },
  seller: {
    eyebrow: "Seller account",
    fields: [NAME_FIELD, EMAIL_FIELD, MOBILE_FIELD, STORE_NAME_FIELD, STORE_ADDRESS_FIELD],
  },
  admin: {
    eyebrow: "Admin",
    fields: [NAME_FIELD, EMAIL_FIELD, MOBILE_FIELD, { name: "qualification", label: "Qualification" }],
  },
};

export interface UpdateProfilePageProps {
  role: Role;
}

/**
 * /user/update-user-profile, /seller/update-seller-profile, /admin/update-admin-profile: editing
 * an account's profile, the same for the three roles. Every field starts empty (its current value
 * shows as the placeholder), and only the fields filled in are sent. Cancel and a saved change
 * lead back to the profile page.
 */
export function UpdateProfilePage({ role }: UpdateProfilePageProps) {
  const navigate = useNavigate();
  const { eyebrow, fields } = PAGES[role];
  // The server's own profile rules for the role: blank keeps a value, at least one field filled in.
  const form = useRulesForm(profileRules[role.toUpperCase() as keyof typeof profileRules] as unknown as ProfileForm, Object.fromEntries(fields.map(({ name }) => [name, ""])));
  const [message, setMessage] = useState<string>();
  const { account, error, refetch, save, saving } = useProfileEditing(role);
  const backTo = ACCOUNT_PATHS[role].profile;

  if (error && isAuthError(error)) return <SendToSignIn role={role} />;
  if (!account && error) return <LoadProblem text="Failed to load your account." onRetry={() => refetch().catch(() => undefined)} />;
  if (!account) return <PageSpinner label="Loading your account" />;

  const handleSubmit = form.handleSubmit(async (profile) => {
    // Only the fields filled in are sent.
    const filled = Object.fromEntries(Object.entries(profile).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const result = await save(filled);
    if (result.ok) {
      navigate(backTo);
      return;
    }
    form.showFieldErrors(result.fields);
    setMessage(result.message);
  });

  return (
    <AuthLayout eyebrow={eyebrow} title="Edit profile" intro="Fill in only what you want to change; an empty field keeps its value.">
      <StyledForm
        noValidate
        onSubmit={(event) => {
          setMessage(undefined);
          void handleSubmit(event);
        }} aria-label="Edit profile" data-testid="profile-edit-form">
        {fields.map(({ name, label, type = "text", autoComplete, inputMode }) => (
          <TextField key={name} label={label} type={type} autoComplete={autoComplete} inputMode={inputMode} placeholder={account[name]} {...form.text(name)} />
        ))}
        <FormMessage text={form.formMessage ?? message} />
        <StyledActions>
          <Button variant="secondary" onClick={() => navigate(backTo)} data-testid="cancel">
            Cancel
          </Button>
          <Button type="submit" loading={saving} data-testid="submit">
            Save
          </Button>
        </StyledActions>
      </StyledForm>
    </AuthLayout>
  );
}
