/** The picture shown for a product without one (spec section 8): inline, so it never needs a request. */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f1f5f9"/>' +
    '<path d="M120 270l60-80 45 55 30-35 55 60z" fill="#cbd5e1"/><circle cx="250" cy="150" r="22" fill="#cbd5e1"/></svg>',
)}`;
