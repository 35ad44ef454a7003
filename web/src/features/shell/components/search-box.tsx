import { useRef, type FormEvent } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import styled from "styled-components";
import { SearchIcon } from "../../../components/ui/icons";
import { visuallyHidden } from "../../../components/ui/visually-hidden";
import { useBoxFollowsAddress } from "../../../lib/address-box";

const StyledForm = styled.form`
  display: none;
  align-items: center;
  margin-right: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  transition: border-color ${({ theme }) => theme.motion.fast};

  &:focus-within { border-color: ${({ theme }) => theme.colors.borderStrong}; }

  label { ${visuallyHidden} }

  input {
    width: 140px;
    height: 36px;
    padding: 0 0 0 2px;
    border: 0;
    background: none;
    font-size: 14px;

    &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
    &:focus-visible { outline: none; }
    &::-webkit-search-cancel-button { display: none; }
  }

  button {
    display: grid;
    place-items: center;
    width: 32px;
    height: 36px;
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
  }

  ${({ theme }) => theme.media.md} { display: flex; }
`;

/** On small screens the box would crowd the logo: an icon leads to the search page instead. */
const StyledSearchLink = styled(Link)`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.text};

  &:hover { background: ${({ theme }) => theme.colors.overlay}; }

  /* On a small phone the menu carries SEARCH instead (the header has no room). */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) { display: none; }

  ${({ theme }) => theme.media.md} { display: none; }
`;

/** The header's product search: words go to /search?q=... */
export function SearchBox() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === "/search" ? (params.get("q") ?? "") : "";
  const box = useRef<HTMLInputElement>(null);
  useBoxFollowsAddress(box, current);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    if (words) navigate(`/search?${new URLSearchParams({ q: words })}`);
  };

  return (
    <>
      <StyledForm role="search" aria-label="Site search" action="/search" onSubmit={onSubmit} data-testid="header-search">
        <label htmlFor="header-search-input">Search products</label>
        <input id="header-search-input" type="search" name="q" defaultValue={current} ref={box} placeholder="Search" autoComplete="off" data-testid="header-search-input" />
        <button type="submit" aria-label="Search" title="Search">
          <SearchIcon size={18} />
        </button>
      </StyledForm>
      <StyledSearchLink to="/search" aria-label="Search" title="Search" data-testid="header-search-link">
        <SearchIcon />
      </StyledSearchLink>
    </>
  );
}
