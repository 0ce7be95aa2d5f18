import { useParams } from 'react-router-dom';
import { ENDPOINTS, NotFoundPage, apiUrl } from '@shop/shared';
import { CallbackButton } from '../components/CallbackButton';
import { ContactLine } from '../components/ContactLine';
import { InfoPage } from '../components/InfoPage';
import { PageBody } from '../components/PageBody';
import { serviceBySlug, type Service as ServiceData } from '../features/services';
import { SERVICES_MENU } from '../menus';
import { INFO_TEXTS } from '../texts';
import styles from './Service.module.css';

function ServicePage({ service }: { service: ServiceData }) {
  return (
    <InfoPage title={service.title} menu={{ items: SERVICES_MENU, label: INFO_TEXTS.menus.servicesLabel }}>
      <img
        src={apiUrl(ENDPOINTS.catalogImage(service.image))}
        alt=""
        width={200}
        height={200}
        className={styles.image}
      />
      <PageBody slug={service.slug} />
      <p>{INFO_TEXTS.services.order}</p>
      <CallbackButton />
      <ContactLine />
    </InfoPage>
  );
}

/** `/services/:slug`: one of the five services; an unknown one is the not-found page. */
export default function Service() {
  const service = serviceBySlug(useParams().slug);
  return service ? <ServicePage service={service} /> : <NotFoundPage />;
}
