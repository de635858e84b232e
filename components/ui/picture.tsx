// A content picture (the drawn art of the seed, or an uploaded image): always sized, so the page
// does not jump while it loads, and lazy unless it is the first thing on screen.
/* eslint-disable @next/next/no-img-element -- SVG art and uploads are served as they are; no optimiser needed */
import { uploadedImageSrcSet } from "@/shared/content-images";

type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
};

export function Picture({ src, alt, width, height, className = "", priority = false }: Props) {
  // An uploaded image comes in its sizes (server/media/images.ts): a phone takes the smaller one.
  const srcSet = uploadedImageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? `(max-width: ${width}px) 100vw, ${width}px` : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      className={`bg-brand-50 object-cover ${className}`}
    />
  );
}
