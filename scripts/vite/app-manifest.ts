import type { Catalogue } from '../../src/catalogue/schema.ts';

/** Where the manifest is served: index.html links it, hosting serves it as application/manifest+json. */
export const MANIFEST_FILE = 'manifest.webmanifest';

export interface AppIcon {
  /** Path in the built site, no leading slash. */
  file: string;
  size: number;
  /** "any": the picture as it is, on transparency; "maskable": full-bleed, the launcher cuts its own shape. */
  purpose: 'any' | 'maskable';
}

/** The icons the build makes from site.app.icon: the two sizes Chrome asks for, and a maskable one for Android. */
export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** The home-screen icon beside the manifest link: iOS reads no manifest icons. */
export const APPLE_TOUCH_ICON = APP_ICONS[0]!.file;

export interface AppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: AppIcon['purpose'] }[];
}

/** The web app manifest from the catalogue, or undefined when the shop sets no site.app (not installable). */
export function appManifest({ site, theme }: Catalogue): AppManifest | undefined {
  if (!site.app) return undefined;
  return {
    // "/" and not the start URL's default: an id never changes, so a later start_url keeps installs.
    id: '/',
    name: site.title,
    short_name: site.app.shortName,
    description: site.description,
    lang: site.lang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: theme.brand,
    background_color: theme.background,
    icons: APP_ICONS.map(({ file, size, purpose }) => ({ src: `/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  };
}
