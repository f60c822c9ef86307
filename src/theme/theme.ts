import type { ThemeConfig } from '../config/schema/theme.ts';
import { withAlpha } from './colour.ts';
import { themeColours } from './theme-colours.ts';

// Layout is the code's business, not the owner's: it stays here.
const layout = {
  space: (n: number) => `${n * 4}px`,
  maxWidth: '1200px',
  breakpoint: { tablet: '768px', desktop: '1024px', wide: '1180px' },
} as const;

/** The styled-components theme from the catalogue's `theme:` block: colours, font and corners from the YAML. */
export function createTheme(config: ThemeConfig) {
  const color = themeColours(config);
  return {
    color,
    radius: config.radius,
    font: { body: config.font },
    /** The shade colour at this opacity, for shadows and dimming over pictures. */
    shade: (alpha: number) => withAlpha(config.shade, alpha),
    shadow: `0 1px 3px ${withAlpha(color.text, 0.12)}`,
    ...layout,
  };
}

export type Theme = ReturnType<typeof createTheme>;
