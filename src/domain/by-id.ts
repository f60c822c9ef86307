/** The item with this id, or a loud error: a validated config never names a missing one. */
export function byId<T extends { id: string }>(items: readonly T[], id: string): T {
  const item = items.find((x) => x.id === id);
  if (!item) throw new Error(`no config entry "${id}"`);
  return item;
}
