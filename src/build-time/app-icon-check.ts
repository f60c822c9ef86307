import type { ConfigIssue } from '../config/errors.ts';

/** The smallest raster the 512 px icons can be made from without enlarging it. */
export const MIN_ICON_SIZE = 512;

/** What reading site.app.icon's file found (the Node side reads it with sharp; this decides). */
export type IconPicture =
  | { found: 'outside' | 'missing' }
  | { found: 'unreadable'; reason: string }
  | { found: 'picture'; format: string; width: number; height: number };

const PATH = ['site', 'app', 'icon'];

/**
 * The home-screen icons are made from site.app.icon: it must be a picture in files.public that sharp
 * reads, square (else the icons get empty bands), and a raster at least 512 px (an SVG scales to any size).
 */
export function appIconIssues(icon: string, publicDir: string, picture: IconPicture): ConfigIssue[] {
  const issue = (message: string): ConfigIssue[] => [{ code: 'invalid-value', path: PATH, message }];
  switch (picture.found) {
    case 'outside':
      return issue(`"${icon}" is outside files.public (${publicDir}): name a picture inside it, such as "/icon.svg"`);
    case 'missing':
      return issue(`no file "${icon}" in files.public (${publicDir})`);
    case 'unreadable':
      return issue(`"${icon}" is not a picture the build can read (${picture.reason})`);
    case 'picture': {
      const { format, width, height } = picture;
      if (width !== height) return issue(`"${icon}" is ${width}x${height}: the icon must be square`);
      if (format !== 'svg' && width < MIN_ICON_SIZE)
        return issue(`"${icon}" is ${width}x${height}: the icon must be at least ${MIN_ICON_SIZE}x${MIN_ICON_SIZE} (or an SVG)`);
      return [];
    }
  }
}
