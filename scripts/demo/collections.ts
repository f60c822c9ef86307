// Every demo collection in the order the spec lists them. Their file names follow src/data/collection-slug.ts.
import { ACCESSORIES } from './collections-accessories.ts';
import { KIDS, MEN } from './collections-men-kids.ts';
import type { CollectionSpec } from './collection-spec.ts';
import { WOMEN } from './collections-women.ts';

export const COLLECTIONS: readonly CollectionSpec[] = [...WOMEN, ...MEN, ...KIDS, ...ACCESSORIES];

export const IMAGES_PER_COLLECTION = 12;
