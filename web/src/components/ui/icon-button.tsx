import styled from "styled-components";

/** A round, borderless 40 px button holding one icon (the header's theme toggle and phone menu). */
export const IconButton = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast};

  &:hover { background: ${({ theme }) => theme.colors.overlay}; }
`;
