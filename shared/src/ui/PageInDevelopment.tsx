import { TEXTS } from '../domain/texts';
import { usePageTitle } from '../hooks/usePageTitle';

/** A page a later issue builds: its heading and title are final, its content is not there yet. */
export function PageInDevelopment({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section>
      <h1>{title}</h1>
      <p>{TEXTS.common.sectionInDevelopment}</p>
    </section>
  );
}
