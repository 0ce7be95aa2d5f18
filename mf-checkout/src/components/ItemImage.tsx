import { useState } from 'react';

/** The picture shown for an entry without one (spec section 8): inline, so it never needs a request. */
const PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f1f5f9"/>' +
    '<path d="M120 270l60-80 45 55 30-35 55 60z" fill="#cbd5e1"/></svg>',
)}`;

interface ItemImageProps {
  src: string;
  size: number;
  className?: string;
  /** The first card's picture is usually the page's largest paint: load it at once. */
  priority?: boolean;
}

/** An entry's picture (decorative: the name next to it says what it is), the placeholder when missing or broken. */
export function ItemImage({ src, size, className, priority = false }: ItemImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <img
      src={src && src !== failed ? src : PLACEHOLDER}
      alt=""
      width={size}
      height={size}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
