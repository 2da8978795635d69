import { fireEvent, renderHook } from '@testing-library/react';
import { useHideOnScroll } from '../../src/hooks/useHideOnScroll';

const NAV_HEIGHT = 64;

// fireEvent runs inside act, so React has applied the update when it returns.
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

beforeEach(() => {
  scrollTo(0);
  // Each scroll is handled at once, as if a frame followed it.
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(performance.now());
    return 0;
  });
});

afterEach(() => jest.restoreAllMocks());

describe('useHideOnScroll', () => {
  it('hides while scrolling down past the navbar and shows on the way up', () => {
    const { result } = renderHook(() => useHideOnScroll(true, NAV_HEIGHT));
    scrollTo(40);
    expect(result.current).toBe(false);
    scrollTo(800);
    expect(result.current).toBe(true);
    scrollTo(795);
    expect(result.current).toBe(true);
    scrollTo(700);
    expect(result.current).toBe(false);
  });

  it('stays as it is while a pointer is pressed, and counts from the release on', () => {
    const { result } = renderHook(() => useHideOnScroll(true, NAV_HEIGHT));
    scrollTo(3809);
    expect(result.current).toBe(true);
    // The page moves up 11 px between the press and the release of a click.
    fireEvent.pointerDown(window);
    scrollTo(3798);
    expect(result.current).toBe(true);
    fireEvent.pointerUp(window);
    expect(result.current).toBe(true);
    scrollTo(3790);
    expect(result.current).toBe(true);
    scrollTo(3700);
    expect(result.current).toBe(false);
  });

  it('shows at the top once the pointer is released', () => {
    const { result } = renderHook(() => useHideOnScroll(true, NAV_HEIGHT));
    scrollTo(900);
    fireEvent.pointerDown(window);
    scrollTo(0);
    expect(result.current).toBe(true);
    fireEvent.pointerCancel(window);
    expect(result.current).toBe(false);
  });

  it('never hides when it is turned off', () => {
    const { result } = renderHook(() => useHideOnScroll(false, NAV_HEIGHT));
    scrollTo(800);
    expect(result.current).toBe(false);
  });
});
