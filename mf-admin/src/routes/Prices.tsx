import { PageInDevelopment } from '@shop/shared';
import { ADMIN_TEXTS } from '../texts';

export default function Prices() {
  return <PageInDevelopment title={ADMIN_TEXTS.pricesTitle} />;
}
