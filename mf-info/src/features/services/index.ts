/** The five services: their texts, pictures and pages. */
export { SERVICES, serviceBySlug, type Service } from './services';
