import type { StorybookConfig } from '@storybook/react-vite';
import { configRelative } from '../scripts/catalogue/catalogue-file.ts';
import { openCatalogueOrExit } from '../scripts/catalogue/open-catalogue.ts';

// The builder merges the app's vite.config.ts, so `virtual:catalogue` (the real,
// validated catalogue: CATALOGUE_CONFIG, else catalogue.config.yaml) is what every story reads.
const shop = openCatalogueOrExit();
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest'],
  // The pictures and favicon the config points at (its `files.public` folder).
  staticDirs: [configRelative(shop.file, shop.catalogue.files.public)],
  core: {
    // CI and designers' machines may be offline: nothing phones home.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
};

export default config;
