import type { ThemeConfig } from '../config/schema/theme.ts';
import { mix, withAlpha } from './colour.ts';

/**
 * Every colour of the site from the catalogue's `theme:` block: what the owner
 * wrote, and for what was left out a value derived from it. The amounts are
 * picked so a derived token stays close to what a designer would choose
 * (a darker brand, text faded towards the background); the contrast check
 * then measures the result like any written colour.
 */
export function themeColours(t: ThemeConfig) {
  const brandDark = t.brandDark ?? mix(t.brand, t.shade, 0.25);
  const footerBackground = t.footer.background ?? t.text;
  const footerHeading = t.footer.heading ?? t.surface;
  const footerText = t.footer.text ?? t.background;
  const border = t.border ?? mix(t.background, t.text, 0.12);
  const skeleton = t.skeleton ?? mix(t.background, border, 0.5);
  return {
    brand: t.brand,
    brandDark,
    accent: t.accent,
    text: t.text,
    muted: t.muted ?? mix(t.text, t.background, 0.3),
    background: t.background,
    surface: t.surface,
    border,
    link: t.link,
    onBrand: t.onBrand,
    chat: t.chat,
    onChat: t.onChat ?? t.onBrand,
    success: t.success,
    successBg: t.successBg,
    danger: t.danger,
    dangerBg: t.dangerBg,
    focus: t.focus,
    media: t.media,
    onMedia: t.onMedia,
    skeleton,
    skeletonShine: t.skeletonShine ?? mix(skeleton, t.background, 0.5),
    footer: {
      background: footerBackground,
      text: footerText,
      link: t.footer.link ?? mix(t.accent, footerText, 0.5),
      heading: footerHeading,
      // A hairline: the heading colour, faint.
      rule: withAlpha(footerHeading, 0.15),
    },
  };
}

export type ThemeColours = ReturnType<typeof themeColours>;
