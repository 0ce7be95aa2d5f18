import { act, renderHook } from '@testing-library/react';
import { HERO_SLIDER } from '@shop/shared';
import { useSliderWanted } from './useSliderWanted';

describe('useSliderWanted', () => {
  afterEach(() => jest.useRealTimers());

  it('wants Swiper only when its autoplay would first move the slider, counted from the page’s load', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useSliderWanted());
    expect(result.current[0]).toBeNull();
    act(() => jest.advanceTimersByTime(HERO_SLIDER.autoplayDelayMs - 1));
    expect(result.current[0]).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current[0]).toBe('timer');
  });

  it('waits for the page’s load before it counts', () => {
    jest.useFakeTimers();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { result } = renderHook(() => useSliderWanted());
    act(() => jest.advanceTimersByTime(HERO_SLIDER.autoplayDelayMs * 2));
    expect(result.current[0]).toBeNull();
    readyState.mockRestore();
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    act(() => jest.advanceTimersByTime(HERO_SLIDER.autoplayDelayMs));
    expect(result.current[0]).toBe('timer');
  });

  it('wants it at once when the visitor reaches for the slider, and the timer changes nothing after', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useSliderWanted());
    act(() => result.current[1]());
    expect(result.current[0]).toBe('visitor');
    act(() => jest.advanceTimersByTime(HERO_SLIDER.autoplayDelayMs));
    expect(result.current[0]).toBe('visitor');
  });
});
