import { useId, useRef, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import styled from "styled-components";
import { SearchIcon } from "../../../components/ui/icons";
import { addressParams, useBoxFollowsAddress } from "../../../lib/address-box";

const StyledForm = styled.form`
  display: flex;
  align-items: stretch;
  width: 100%;
  max-width: 360px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.background};

  label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }

  input {
    flex: 1;
    min-width: 0;
    height: 40px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 15px;

    &::-webkit-search-cancel-button { cursor: pointer; }
  }

  button {
    display: grid;
    place-items: center;
    width: 40px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }

  &:focus-within { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
  input:focus-visible, button:focus-visible { outline: none; }
`;

/** The words a console list is searched for, held in the address (`?q=`), so a search survives a reload. */
export function useConsoleSearch(): string {
  const [params] = useSearchParams();
  return (params.get("q") ?? "").trim();
}

export interface ConsoleSearchProps {
  /** What the box searches, read out as its label ("Search users by name, email or mobile"). */
  label: string;
}

/** A console list's search box: Enter (or the button) asks the server; an empty box shows everything. */
export function ConsoleSearch({ label }: ConsoleSearchProps) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const search = (params.get("q") ?? "").trim();
  const box = useRef<HTMLInputElement>(null);
  useBoxFollowsAddress(box, search);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    const next = addressParams();
    if (words) next.set("q", words);
    else next.delete("q");
    setParams(next, { replace: true });
  };
  return (
    <StyledForm role="search" aria-label={label} onSubmit={onSubmit} data-testid="console-search">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="q" type="search" defaultValue={search} ref={box} placeholder="Search" maxLength={100} data-testid="console-search-input" />
      <button type="submit" aria-label="Search">
        <SearchIcon size={18} />
      </button>
    </StyledForm>
  );
}
