import type { HomeConfig, HomeSectionOf, HomeSectionType } from '../../src/kinds/home/kind.ts';

/**
 * The `nth` section of `type` in `home.sections` (0 = the first of that type),
 * or a loud error: a reshaped config breaks the test instead of emptying it.
 */
export function homeSection<T extends HomeSectionType>(home: HomeConfig, type: T, nth = 0): HomeSectionOf<T> {
  const found = home.sections.filter((s): s is HomeSectionOf<T> => s.type === type)[nth];
  if (!found) throw new Error(`home.sections has no ${type} section #${nth + 1}`);
  return found;
}
