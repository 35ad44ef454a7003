import { addressRules } from "@store/rules";
import { useState } from "react";
import styled from "styled-components";
import { z } from "zod";
import { Button } from "../../../components/ui/button";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { TextField } from "../../../components/ui/field";
import { FormMessage } from "../../../components/ui/form-message";
import { useRulesForm } from "../../../lib/use-rules-form";
import { useAddressBook, type AddressValues, type BookAddress } from "../api/address-book";
import { caps } from "../../../styles/typography";

const StyledSection = styled.section`
  max-width: 960px;
  margin: ${({ theme }) => theme.space.xl} auto 0;
  padding: 0 ${({ theme }) => theme.space.md};

  h2 {
    font-size: 13px;
    letter-spacing: 0.18em;
    text-transform: uppercase;
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr 1fr; }
`;

const StyledCard = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space.md};
  font-size: 14px;
  line-height: 1.5;

  address { font-style: normal; }
`;

const StyledDefault = styled.span`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  ${caps(11, 0.14)}
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  max-width: 640px;

  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr 1fr; }
  & > :last-child, & > p { grid-column: 1 / -1; }
`;

const EMPTY: AddressValues & { isDefault: boolean } = { name: "", phone: "", line1: "", line2: "", city: "", state: "", pinCode: "", country: "India", isDefault: false };

const FIELDS: { name: keyof AddressValues; label: string; autoComplete: string; inputMode?: "tel" | "numeric" }[] = [
  { name: "name", label: "Full name", autoComplete: "shipping name" },
  { name: "phone", label: "Phone", autoComplete: "shipping tel", inputMode: "tel" },
  { name: "line1", label: "Address line 1", autoComplete: "shipping address-line1" },
  { name: "line2", label: "Address line 2 (optional)", autoComplete: "shipping address-line2" },
  { name: "city", label: "City", autoComplete: "shipping address-level2" },
  { name: "state", label: "State", autoComplete: "shipping address-level1" },
  { name: "pinCode", label: "PIN code", autoComplete: "shipping postal-code", inputMode: "numeric" },
  { name: "country", label: "Country", autoComplete: "shipping country-name" },
];

/** The server's address rules (@store/rules), and whether the address becomes the default. */
const addressFormRules = addressRules.extend({ isDefault: z.boolean() });

interface AddressFormProps {
  editing?: BookAddress;
  onDone: () => void;
}

/** Adds an address or changes one; the server's rules (PIN 6 digits, phone 10 to 15) give the field messages, checked here first. */
function AddressForm({ editing, onDone }: AddressFormProps) {
  const { save, saving } = useAddressBook();
  const form = useRulesForm(
    addressFormRules,
    editing
      ? { name: editing.name, phone: editing.phone, line1: editing.line1, line2: editing.line2, city: editing.city, state: editing.state, pinCode: editing.pinCode, country: editing.country, isDefault: editing.isDefault }
      : EMPTY,
  );
  const [message, setMessage] = useState<string>();

  const submit = form.handleSubmit(async ({ isDefault, ...values }) => {
    const result = await save(values, editing?.id, isDefault || undefined);
    if (result.ok) return onDone();
    if (!form.showFieldErrors(result.fields)) setMessage(result.message ?? "Something went wrong");
  });

  return (
    <StyledForm
      noValidate
      onSubmit={(event) => {
        setMessage(undefined);
        void submit(event);
      }} aria-label={editing ? "Edit address" : "New address"} data-testid="address-form">
      {FIELDS.map(({ name, label, autoComplete, inputMode }) => (
        <TextField key={name} label={label} autoComplete={autoComplete} inputMode={inputMode} {...form.text(name)} />
      ))}
      <CheckboxField label="Make this my default address" {...form.checkbox("isDefault")} />
      <FormMessage text={message} />
      <StyledActions>
        <Button variant="secondary" onClick={onDone} data-testid="address-cancel">
          Cancel
        </Button>
        <Button type="submit" loading={saving} data-testid="address-save">
          Save address
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

/** The shopper's delivery addresses on the profile: the card page offers the default first. */
export function AddressBook() {
  const { addresses, makeDefault, remove } = useAddressBook();
  const [editing, setEditing] = useState<BookAddress | "new" | null>(null);
  if (!addresses) return null;
  return (
    <StyledSection aria-labelledby="address-book-title" data-testid="address-book">
      <h2 id="address-book-title">Delivery addresses</h2>
      {addresses.length === 0 && editing === null && <p data-testid="address-book-empty">No saved address yet. The address you give when paying can be saved here.</p>}
      {addresses.length > 0 && (
        <StyledList>
          {addresses.map((address) => (
            <StyledCard key={address.id} data-testid="address-card" data-default={address.isDefault}>
              {address.isDefault && <StyledDefault>Default</StyledDefault>}
              <address>
                {address.name}
                <br />
                {address.line1}
                {address.line2 && (
                  <>
                    <br />
                    {address.line2}
                  </>
                )}
                <br />
                {address.city}, {address.state} {address.pinCode}
                <br />
                {address.country} · Phone {address.phone}
              </address>
              <StyledActions>
                <Button variant="secondary" onClick={() => setEditing(address)} data-testid="address-edit">
                  Edit
                </Button>
                {!address.isDefault && (
                  <Button variant="secondary" onClick={() => void makeDefault(address.id)} data-testid="address-make-default">
                    Make default
                  </Button>
                )}
                <Button variant="secondary" onClick={() => void remove(address.id)} data-testid="address-delete">
                  Delete
                </Button>
              </StyledActions>
            </StyledCard>
          ))}
        </StyledList>
      )}
      {editing === null ? (
        <Button variant="secondary" onClick={() => setEditing("new")} data-testid="address-add">
          Add an address
        </Button>
      ) : (
        <AddressForm key={editing === "new" ? "new" : editing.id} editing={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />
      )}
    </StyledSection>
  );
}
