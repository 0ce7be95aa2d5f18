import { PageInDevelopment, TEXTS } from '@shop/shared';

export default function Order() {
  return <PageInDevelopment title={TEXTS.order.title} />;
}
