/// <reference types="vite/client" />

/** The whole catalogue (Storybook, tests). */
declare module 'virtual:catalogue' {
  const catalogue: import('./catalogue/schema').Catalogue;
  export default catalogue;
}

/** What every page of the site needs: the page index, menu, footer, texts (the main chunk's). */
declare module 'virtual:catalogue-site' {
  const catalogue: import('./catalogue/schema').SiteCatalogue;
  export default catalogue;
}

/** Every language's site catalogue by its key (the pre-renderer; a shop of one language has one). */
declare module 'virtual:catalogue-sites' {
  const sites: Record<string, import('./catalogue/schema').SiteCatalogue>;
  export default sites;
}

/** Per page kind, a loader of what its pages read beyond the site's catalogue (each its own chunk). */
declare module 'virtual:catalogue-pages' {
  const parts: import('./app/page-catalogue').PageParts;
  export default parts;
}

/** The config's demo files by collection slug, each loaded on demand (its own chunk). */
declare module 'virtual:catalogue-demo' {
  const files: Record<string, () => Promise<unknown>>;
  export default files;
}

/** The same files, all loaded at once (Storybook). */
declare module 'virtual:catalogue-demo-eager' {
  const files: Record<string, unknown>;
  export default files;
}

/**
 * The web fonts of the shop's languages that ship one (Bengali's), each applied only under its `:lang()`, and
 * the component that declares them; `[]` and null for a shop whose languages need none.
 */
declare module 'virtual:catalogue-script-fonts' {
  export const fonts: readonly import('./theme/script-fonts').ScriptFont[];
  export const ScriptFontStyle: typeof import('./theme/ScriptFontStyle').ScriptFontStyle | null;
}

/** The chrome's language switch in a shop with `locales`; null in a shop of one language. */
declare module 'virtual:catalogue-language-switch' {
  export const LanguageSwitch: typeof import('./components/chrome/LanguageSwitch').LanguageSwitch | null;
}

/**
 * The fonts cut at build time for the language switch's labels in a script the visitor's system may lack (বাংলা on
 * an English page), and the component that declares them; `[]` and null for a shop with no such label.
 */
declare module 'virtual:catalogue-label-fonts' {
  export const labelFonts: readonly import('./theme/label-fonts').LabelFont[];
  export const LabelFontStyle: typeof import('./theme/LabelFontStyle').LabelFontStyle | null;
}

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  readonly VITE_FIREBASE_APPCHECK_SITE_KEY?: string;
  readonly VITE_FIREBASE_APPCHECK_PROVIDER?: string;
  /** The owner's sign-in: the domain Firebase Authentication's pages are served from (src/data/owner/settings.ts). */
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  /** The owner's sign-in against a local Firebase Authentication emulator, host:port. */
  readonly VITE_FIREBASE_AUTH_EMULATOR_HOST?: string;
  /** The owner's product photos: the Cloud Storage bucket they are uploaded to (src/data/owner/settings.ts). */
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  /** The owner's photo uploads against a local stand-in for the Storage endpoint, host:port (test builds only). */
  readonly VITE_FIREBASE_STORAGE_EMULATOR_HOST?: string;
}
