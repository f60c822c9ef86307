import type { StorybookConfig } from '@storybook/react-vite';

// The builder merges the app's vite.config.ts, so `virtual:catalogue` (the real,
// validated catalogue.config.yaml) is what every story reads.
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest'],
  // The demo images and favicon the config points at (/demo/img/...).
  staticDirs: ['../public'],
  core: {
    // CI and designers' machines may be offline: nothing phones home.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
};

export default config;
