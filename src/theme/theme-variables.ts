import type { ThemeConfig } from '../config/schema/theme.ts';
import { withAlpha } from './colour.ts';
import { maxWidth, shadeAlphas, spaceSteps } from './layout.ts';
import { themeColours } from './theme-colours.ts';

/** The CSS custom properties of the site, name (with its `--`) to value. */
export type ThemeVariables = Readonly<Record<`--${string}`, string>>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `--shade-25` for 0.25: the opacity in percent. */
export const shadeVariable = (alpha: number) => `--shade-${Math.round(alpha * 100)}` as const;

/**
 * The catalogue's `theme:` block as CSS custom properties, written once on `:root`
 * (src/theme/global-style.ts) and read by every component as `var(--…)`: colours
 * (the YAML's and the derived ones, `--color-<token>`, footer ones as
 * `--color-footer-<token>`), corners, font, shadow, the shade colour at each
 * opacity the styles use, and the code's own spacing and width. React-free, so
 * tests and build-time code can read it too.
 */
export function themeVariables(config: ThemeConfig): ThemeVariables {
  const { footer, ...colours } = themeColours(config);
  const vars: Record<`--${string}`, string> = {};
  for (const [token, value] of Object.entries(colours)) vars[`--color-${kebab(token)}`] = value;
  for (const [token, value] of Object.entries(footer)) vars[`--color-footer-${kebab(token)}`] = value;
  vars['--radius'] = config.radius;
  vars['--font-body'] = config.font;
  vars['--shadow'] = `0 1px 3px ${withAlpha(colours.text, 0.12)}`;
  for (const alpha of shadeAlphas) vars[shadeVariable(alpha)] = withAlpha(config.shade, alpha);
  for (const n of spaceSteps) vars[`--space-${n}`] = `${n * 4}px`;
  vars['--max-width'] = maxWidth;
  return vars;
}

/** The variables as the body of a CSS rule: `--a: 1; --b: 2;`. */
export const variablesCss = (vars: ThemeVariables) =>
  Object.entries(vars)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
