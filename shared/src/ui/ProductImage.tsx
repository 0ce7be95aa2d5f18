import { useEffect, useRef, useState, type RefObject } from 'react';
import { useInBrowser } from '../hooks/useInBrowser';

/** The picture shown for a product without one (spec section 8): inline, so it never needs a request. */
const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f1f5f9"/>' +
    '<path d="M120 270l60-80 45 55 30-35 55 60z" fill="#cbd5e1"/><circle cx="250" cy="150" r="22" fill="#cbd5e1"/></svg>',
)}`;

/** How near the screen a lazy picture starts loading: a scroll's worth, not the browser's screens ahead. */
const LAZY_MARGIN = '300px';

/** An empty picture of the given size, holding the place of one not fetched yet. */
const blank = (width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"/>`)}`;

/**
 * Whether the element is within LAZY_MARGIN of the screen (once true, stays so). Browsers fetch
 * `loading="lazy"` pictures several screens ahead, so a first screen would still fetch every card's picture
 * below the fold; this fetches them when the visitor scrolls towards them.
 */
function useNearScreen(ref: RefObject<Element | null>, eager: boolean): boolean {
  // A picture the server sent (rendered there, or hydrating here) is in the page already, with the browser's
  // own lazy loading: it stays.
  const inBrowser = useInBrowser();
  const [near, setNear] = useState(eager || !inBrowser || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

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
  /**
   * The formats of an uploaded picture, modern first (`image/webp`, then `image/jpeg`), each a `srcset` of
   * 1× and 2× files: the browser takes the first it can show; `src` is the fallback of the oldest browsers.
   */
  sources?: readonly { type: string; srcset: string }[];
}

/** A product picture: fetched near the screen only, the placeholder when missing or broken (spec section 8). */
export function ProductImage({
  src,
  alt,
  width,
  height,
  className,
  priority = false,
  sources = [],
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const near = useNearScreen(ref, priority);
  const picture = src && src !== failedSrc ? src : PLACEHOLDER_IMAGE;
  const fetched = picture !== PLACEHOLDER_IMAGE;
  const shown = near ? picture : blank(width, height);
  // The files are named only once near the screen (a `<source>` would be fetched at once), and dropped
  // with the fallback when it failed.
  const files = near && fetched;
  const image = (
    <img
      ref={ref}
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
  if (!files || sources.length === 0) return image;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} />
      ))}
      {image}
    </picture>
  );
}
