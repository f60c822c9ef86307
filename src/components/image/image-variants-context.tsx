import { createContext, useContext } from 'react';
import type { ImagesConfig } from '../../domain/image-variants';

/**
 * The shop's resized-copy rules, like the theme a setting of the whole site: every picture
 * reads them, so they are provided once rather than threaded through every card's props.
 */
export const ImageVariantsContext = createContext<ImagesConfig | undefined>(undefined);

export const useImageVariants = () => useContext(ImageVariantsContext);
