import { useState, type FocusEvent, type RefObject } from 'react';

/**
 * WAI-ARIA carousel: rotation holds while the pointer is over the carousel or
 * keyboard focus is inside it. Focus on the rotation button itself does not
 * hold, or pressing 'Play' could never start the show.
 */
export function useHold(rotationButton: RefObject<HTMLButtonElement | null>) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: (e: FocusEvent) => setFocused(e.target !== rotationButton.current),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
    },
  };
  return { held: hovered || focused, handlers };
}
