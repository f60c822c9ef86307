type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * What a visitor typed into the pre-rendered page before React took over.
 * Hydration leaves the text in the field but not in React's state, so the next
 * render would empty it: the text is read just before hydrating and handed to
 * React just after, through a real input event, so the page's own onChange
 * handles it (Search filters, the form keeps it).
 * Fields are found again by id (React's useId gives the same ids on server and client).
 */
export function keepTypedInput(root: HTMLElement): () => void {
  const typed = [...root.querySelectorAll<Field>('input, textarea')]
    .filter((field) => field.id && field.value !== field.defaultValue)
    .map((field) => ({ id: field.id, value: field.value }));
  return () => {
    for (const { id, value } of typed) {
      const field = root.ownerDocument.getElementById(id) as Field | null;
      if (!field) continue;
      // Hydration leaves the text in the field but React's state empty, and React only hears an input
      // event whose value differs from the one it tracked: clear through React's tracked setter, then
      // set the text through the native one, as a keystroke would.
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}
