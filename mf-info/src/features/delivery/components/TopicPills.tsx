import { useState } from 'react';
import { TEXTS } from '@shop/shared';
import { LinkedText } from '../../../components/LinkedText';
import { INFO_TEXTS, type DeliveryTopic } from '../../../texts';
import styles from './TopicPills.module.css';

/**
 * The row of nine topic pills (spec sections 2 and 4): clicking the selected pill deselects it, clicking
 * another selects it. The spec hides the topic's content; a short text of the selected topic shows here.
 */
export function TopicPills() {
  const [selected, setSelected] = useState<DeliveryTopic | null>(null);
  const topic = selected ? INFO_TEXTS.delivery.topics[selected] : null;
  return (
    <div className={styles.topics}>
      <div role="group" aria-label={INFO_TEXTS.delivery.topicsLabel} className={styles.pills}>
        {TEXTS.info.deliveryTopics.map((name) => (
          <button
            key={name}
            type="button"
            className={styles.pill}
            aria-pressed={name === selected}
            onClick={() => setSelected((current) => (current === name ? null : name))}
          >
            {name}
          </button>
        ))}
      </div>
      {/* Announced when it changes, so a screen-reader user hears the topic the pill opened. */}
      <div aria-live="polite" className={topic ? styles.topic : undefined}>
        {topic && <LinkedText {...topic} />}
      </div>
    </div>
  );
}
