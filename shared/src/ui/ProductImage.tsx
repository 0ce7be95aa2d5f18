import { useState } from 'react';

/** The picture shown for a product without one (spec section 8): inline, so it never needs a request. */
const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f1f5f9"/>' +
    '<path d="M120 270l60-80 45 55 30-35 55 60z" fill="#cbd5e1"/><circle cx="250" cy="150" r="22" fill="#cbd5e1"/></svg>',
)}`;

export interface ProductImageProps {
  src: string | null | undefined;
  /** Empty where the name beside the picture already says what it is. */
  alt: string;
  /** Fixed intrinsic size, so the page does not shift when the picture arrives. */
  width: number;
  height: number;
  className?: string;
  /** The page's main picture (the likely LCP element): loaded at once with high priority. */
  priority?: boolean;
}

/** A product picture: lazy below the fold, the placeholder when missing or broken (spec section 8). */
export function ProductImage({ src, alt, width, height, className, priority = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : PLACEHOLDER_IMAGE;
  return (
    <img
      src={shown}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(src ?? null)}
    />
  );
}
