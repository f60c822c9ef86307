import type { Ref } from 'react';
import styled from 'styled-components';
import { HONEYPOT_NAME } from './bot-trap';

// Off-screen rather than display:none, which some bots check for; aria-hidden and
// tabIndex -1 keep it away from screen readers and the keyboard.
const Hidden = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** The bot-trap field: in the form for bots that fill every input, out of sight and reach of people. */
export function Honeypot({ label, inputRef }: { label: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <Hidden aria-hidden="true">
      <label>
        {label}
        <input ref={inputRef} type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </Hidden>
  );
}
