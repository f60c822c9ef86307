/** Shapes that components accept; renderers map config entries onto them. */
export interface Img {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

/** A labelled link; without href it is shown as plain text (e.g. 'Career'). */
export interface LinkItem {
  label: string;
  href?: string;
}
