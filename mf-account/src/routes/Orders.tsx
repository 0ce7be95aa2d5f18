import { PageInDevelopment, TEXTS } from '@shop/shared';

export default function Orders() {
  return <PageInDevelopment title={TEXTS.orders.title} />;
}
