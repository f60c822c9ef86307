/// <reference types="vite/client" />

declare module 'virtual:catalogue' {
  const catalogue: import('./kinds/catalogue/schema').Catalogue;
  export default catalogue;
}

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
}
