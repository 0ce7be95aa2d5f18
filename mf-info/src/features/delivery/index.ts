/** The delivery page's topic pills and its table of delivery prices. */
export { DeliveryCosts } from './components/DeliveryCosts';
export { TopicPills } from './components/TopicPills';
