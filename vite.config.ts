import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { cataloguePlugin } from './scripts/vite/catalogue-plugin.ts';
import { appChunkGroups } from './scripts/vite/app-chunk.ts';
import { appInstallPlugin } from './scripts/vite/app-install-plugin.ts';
import { ownerSdkPlugin } from './scripts/vite/owner-sdk-plugin.ts';

const catalogue = cataloguePlugin();

export default defineConfig({
  plugins: [react(), catalogue, appInstallPlugin(catalogue.api), ownerSdkPlugin()],
  build: {
    target: 'es2022',
    // Source maps are uploaded nowhere; keep dist small for a cheap host.
    sourcemap: false,
    // What every page loads before hydrating as one chunk; see app-chunk.ts.
    rolldownOptions: { output: { codeSplitting: { groups: appChunkGroups() } } },
  },
});
