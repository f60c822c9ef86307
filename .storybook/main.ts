import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { configRelative } from '../scripts/catalogue/catalogue-file.ts';
import { openCatalogueOrExit } from '../scripts/catalogue/open-catalogue.ts';
import { findExamples } from '../stories/support/examples.ts';
import { demoStock, selectStories, storyFiles } from '../stories/support/story-selection.ts';

// The builder merges the app's vite.config.ts, so `virtual:catalogue` (the real,
// validated catalogue: CATALOGUE_CONFIG, else catalogue.config.yaml) is what every story reads.
const shop = openCatalogueOrExit();

// Only the story files this shop has examples for: a shop without showroom pages, an enquiry
// form or prices has no such stories, rather than failing ones. CSF is indexed statically, so
// the choice is made here, by file; @storybook/addon-vitest reads this list too, so the test run
// follows. Explicit files, not a glob: `storybook dev` picks up a new story file after a restart.
const examples = findExamples(shop.catalogue, demoStock(shop.demoDir));
const stories = selectStories(storyFiles(fileURLToPath(new URL('../stories', import.meta.url))), examples);

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: stories.map((file) => `../stories/${file}`),
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
