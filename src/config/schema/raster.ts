// Kept apart from the zod schema: the browser asks the same question of product photos.

/** A picture URL in a photo format (.jpg, .jpeg, .png, .webp), the only kind link previews in chat apps show. */
export const RASTER_PICTURE = /\.(jpe?g|png|webp)(\?[^\s#]*)?$/i;

export const isRaster = (src: string) => RASTER_PICTURE.test(src);
