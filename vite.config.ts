import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { cataloguePlugin } from './scripts/vite/catalogue-plugin.ts';
import { appChunkGroups } from './scripts/vite/app-chunk.ts';
import { appInstallPlugin } from './scripts/vite/app-install-plugin.ts';
import { ownerSdkPlugin } from './scripts/vite/owner-sdk-plugin.ts';

const catalogue = cataloguePlugin();

export default defineConfig({
  plugins: [react(), catalogue, appInstallPlugin(catalogue.api), ownerSdkPlugin()],
  // jSquash's encoders find their .wasm beside their own module (new URL(…, import.meta.url)), which
  // the dev server's pre-bundling would move away from them.
  optimizeDeps: { exclude: ['@jsquash/avif', '@jsquash/webp'] },
  build: {
    target: 'es2022',
    // Source maps are uploaded nowhere; keep dist small for a cheap host.
    sourcemap: false,
    // What every page loads before hydrating as one chunk; see app-chunk.ts.
    rolldownOptions: { output: { codeSplitting: { groups: appChunkGroups() } } },
  },
});
