import { PageInDevelopment, TEXTS } from '@shop/shared';

export default function Profile() {
  return <PageInDevelopment title={TEXTS.profile.title} />;
}
