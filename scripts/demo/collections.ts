// Every demo collection in the order the spec lists them, plus the file-name rule the data source relies on.
import { ACCESSORIES } from './collections-accessories.ts';
import { KIDS, MEN } from './collections-men-kids.ts';
import type { CollectionSpec } from './collection-spec.ts';
import { WOMEN } from './collections-women.ts';

export const COLLECTIONS: readonly CollectionSpec[] = [...WOMEN, ...MEN, ...KIDS, ...ACCESSORIES];

/** 'Ladies Bag' -> 'ladies-bag': lower-case, every run of non-alphanumerics becomes one '-'. */
export function collectionSlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export const IMAGES_PER_COLLECTION = 12;
