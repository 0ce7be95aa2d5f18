import { PageInDevelopment, TEXTS } from '@shop/shared';

export default function Basket() {
  return <PageInDevelopment title={TEXTS.basket.title} />;
}
