import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '../lib/placeholder';

interface LazyImageProps {
  src: string | null | undefined;
  alt: string;
  /** Fixed intrinsic size, so the page does not shift when the picture arrives. */
  width: number;
  height: number;
  className?: string;
  /** The page's main picture (the likely LCP element): loaded at once with high priority. */
  priority?: boolean;
}

/** A product picture: lazy below the fold, the placeholder when missing or broken (spec section 8). */
export function LazyImage({ src, alt, width, height, className, priority = false }: LazyImageProps) {
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
