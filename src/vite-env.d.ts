/// <reference types="vite/client" />

declare module 'virtual:catalogue' {
  const catalogue: import('./build-time/schema').Catalogue;
  export default catalogue;
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

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  readonly VITE_FIREBASE_APPCHECK_SITE_KEY?: string;
  readonly VITE_FIREBASE_APPCHECK_PROVIDER?: string;
}
