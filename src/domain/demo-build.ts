/**
 * True in a build on the built-in demo data. Vite writes the setting in as text, so this folds to a
 * constant and a Firebase build drops the demo-only code behind it (the demo store, the demo owner's
 * photos and changes) from every page. The same setting decides the source (create-source.ts).
 */
export const DEMO_BUILD: boolean = !import.meta.env.VITE_FIREBASE_PROJECT_ID;
