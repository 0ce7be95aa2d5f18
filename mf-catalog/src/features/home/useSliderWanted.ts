import { useCallback, useEffect, useState } from 'react';
import { HERO_SLIDER } from '@shop/shared';

/** Why Swiper is wanted: its autoplay would move the slider now (`timer`), or the visitor reached for it. */
export type SliderWanted = 'timer' | 'visitor' | null;

/**
 * When the hero slider's code (Swiper) is wanted: at the visitor's first interaction with the
 * slider's slot (a pointer over it, a touch), or when its autoplay would first move it —
 * HERO_SLIDER.autoplayDelayMs after the page has loaded, so it is not part of the page's first load. Until
 * then the slot shows the first slide without Swiper (`HeroCover`).
 */
export function useSliderWanted(): [SliderWanted, () => void] {
  const [wanted, setWanted] = useState<SliderWanted>(null);
  const reach = useCallback(() => setWanted((current) => current ?? 'visitor'), []);
  useEffect(() => {
    if (wanted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => setWanted((current) => current ?? 'timer'), HERO_SLIDER.autoplayDelayMs);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('load', start);
    };
  }, [wanted]);
  return [wanted, reach];
}
