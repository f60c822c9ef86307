// Layout is the code's business, not the owner's: it stays here, outside the YAML.
// Media queries cannot read custom properties, so the breakpoints are plain constants
// that styled components interpolate as static text.

export const breakpoint = { tablet: '768px', desktop: '1024px', wide: '1180px' } as const;

export const maxWidth = '1200px';

/** The spacing scale's steps that the styles use: `--space-<n>` is n × 4px. */
export const spaceSteps = [1, 2, 3, 4, 5, 6, 8, 12] as const;

/** The opacities of the shade colour that the styles use, each a `--shade-<percent>` variable. */
export const shadeAlphas = [0.06, 0.12, 0.2, 0.25, 0.7] as const;
