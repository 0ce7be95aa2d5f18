import { PageInDevelopment, TEXTS } from '@shop/shared';

export default function Favorites() {
  return <PageInDevelopment title={TEXTS.favorites.title} />;
}
