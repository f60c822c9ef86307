// The rule itself lives in domain/, where the config check (which must not reach data/) uses it too.
export { collectionFileName, collectionSlug } from '../domain/collection-file.ts';
