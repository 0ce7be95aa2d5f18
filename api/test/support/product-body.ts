import type { AdminProduct } from '@shop/shared/contract';

/** The catalogue editor's save of `product` with `stock` pieces, every other field as it was. */
export function withStock(product: AdminProduct, stock: number | null) {
  const { version, name, section, price, oldPrice, heightMm, widthMm, depthMm, weightKg } = product;
  return {
    version,
    name,
    section,
    price,
    oldPrice,
    stock,
    heightMm,
    widthMm,
    depthMm,
    weightKg,
    description: product.description,
    props: product.props,
  };
}
