import { cloneElement, type ImgHTMLAttributes, type ReactElement } from 'react';
import type { UncontrolledProps } from 'react-medium-image-zoom';

type ZoomContentProps = Parameters<NonNullable<UncontrolledProps['ZoomContent']>>[0];
type ImgProps = ImgHTMLAttributes<HTMLImageElement>;

/**
 * The library's own modal content, minus two HTML errors in its <img>: it copies the
 * photo's sizes/srcset even when empty, and writes its computed box (960.0000000000001)
 * into width/height. Those attributes must be integers; the inline style keeps the
 * exact size, so rounding them changes nothing on screen.
 */
export function ZoomContent({ img, buttonUnzoom }: ZoomContentProps) {
  // Typed loosely by the library; ZoomImage only ever zooms an <img>, so this is the library's <img>.
  const modalImg = img as ReactElement<ImgProps> | null;
  return (
    <>
      {modalImg && cloneElement(modalImg, validImgProps(modalImg.props))}
      {buttonUnzoom}
    </>
  );
}

function validImgProps({ sizes, srcSet, width, height }: ImgProps): Partial<ImgProps> {
  return {
    sizes: sizes || undefined,
    srcSet: srcSet || undefined,
    width: roundPixels(width),
    height: roundPixels(height),
  };
}

const roundPixels = (value: ImgProps['width']) => (typeof value === 'number' ? Math.round(value) : value);
