import { useState, type FormEvent, type InputHTMLAttributes } from "react";
import { useNavigate } from "react-router";
import styled from "styled-components";
import { AuthLayout, StyledForm } from "../../../components/ui/auth-layout";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { FormMessage } from "../../../components/ui/form-message";
import { LoadProblem } from "../../../components/ui/load-problem";
import { PageSpinner } from "../../../components/ui/spinner";
import { ACCOUNT_PATHS } from "../../../lib/account-paths";
import { isAuthError } from "../../../lib/api-error";
import type { Role } from "../../../lib/session";
import { SendToSignIn } from "../../../lib/sign-in-return";
import { useForm } from "../../../lib/use-form";
import type { SaveProfileResult } from "../api/use-profile-editing";

const NOTHING_TO_SAVE = "At least one field is required to update";

const StyledActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface ProfileField<F extends string> {
  name: F;
  label: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
}

/** What a role's editing hook answers: the account now, and how to save. */
export interface ProfileEditing<F extends string> {
  account?: Record<F, string>;
  error?: unknown;
  refetch: () => Promise<unknown>;
  save: (input: Partial<Record<F, string>>) => Promise<SaveProfileResult>;
  saving: boolean;
}

export interface ProfileEditorProps<F extends string> {
  role: Role;
  /** Whose account this is, as on its profile page. */
  eyebrow: string;
  fields: ReadonlyArray<ProfileField<F>>;
  editing: ProfileEditing<F>;
}

/**
 * Editing an account's profile, the same for the three roles: every field starts empty (its
 * current value shows as the placeholder), and only the fields filled in are sent. Cancel and a
 * saved change lead back to the profile page.
 */
export function ProfileEditor<F extends string>({ role, eyebrow, fields, editing }: ProfileEditorProps<F>) {
  const navigate = useNavigate();
  const form = useForm(Object.fromEntries(fields.map(({ name }) => [name, ""])) as Record<F, string>);
  const [message, setMessage] = useState<string>();
  const { account, error, refetch, save, saving } = editing;
  const backTo = ACCOUNT_PATHS[role].profile;

  if (error && isAuthError(error)) return <SendToSignIn role={role} />;
  if (!account && error) return <LoadProblem text="Failed to load your account." onRetry={() => refetch().catch(() => undefined)} />;
  if (!account) return <PageSpinner label="Loading your account" />;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(undefined);
    form.setErrors({});
    const filled = Object.fromEntries(
      fields.map(({ name }) => [name, String(form.values[name]).trim()] as const).filter(([, value]) => value !== ""),
    ) as Partial<Record<F, string>>;
    if (Object.keys(filled).length === 0) {
      setMessage(NOTHING_TO_SAVE);
      return;
    }
    const result = await save(filled);
    if (result.ok) {
      navigate(backTo);
      return;
    }
    form.showFieldErrors(result.fields);
    setMessage(result.message);
  };

  return (
    <AuthLayout eyebrow={eyebrow} title="Edit profile" intro="Fill in only what you want to change; an empty field keeps its value.">
      <StyledForm noValidate onSubmit={handleSubmit} aria-label="Edit profile" data-testid="profile-edit-form">
        {fields.map(({ name, label, type = "text", autoComplete, inputMode }) => (
          <TextField key={name} label={label} type={type} autoComplete={autoComplete} inputMode={inputMode} placeholder={account[name]} {...form.text(name)} />
        ))}
        <FormMessage text={message} />
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
