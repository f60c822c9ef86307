/** Design tokens; colours keep at least 4.5:1 contrast for text on their backgrounds. */
export const theme = {
  color: {
    brand: '#7a1f3d',
    brandDark: '#5a132b',
    accent: '#b7791f',
    text: '#1f1a17',
    muted: '#5c5350',
    background: '#fffaf5',
    surface: '#ffffff',
    border: '#e7d9cf',
    success: '#1d6b35',
    successBg: '#e5f4ea',
    danger: '#a4161a',
    dangerBg: '#fde8e8',
    chat: '#0f7a41',
    focus: '#1a5fb4',
  },
  radius: '10px',
  shadow: '0 1px 3px rgba(31, 26, 23, 0.12)',
  space: (n: number) => `${n * 4}px`,
  maxWidth: '1200px',
  breakpoint: { tablet: '768px', desktop: '1024px', wide: '1180px' },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Bengali', sans-serif",
  },
} as const;

export type Theme = typeof theme;
