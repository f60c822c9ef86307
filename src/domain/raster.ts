// Not a schema: the config's share picture check, the link-preview head and product photos all ask it.

/** A picture URL in a photo format (.jpg, .jpeg, .png, .webp), the only kind link previews in chat apps show. */
export const RASTER_PICTURE = /\.(jpe?g|png|webp)(\?[^\s#]*)?$/i;

export const isRaster = (src: string) => RASTER_PICTURE.test(src);
