import '@testing-library/jest-dom';

// jsdom has no matchMedia; tests that care replace it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no layout, so nothing ever resizes; tests that care replace it.
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// jsdom has no PointerEvent; components read its pointerType.
if (!window.PointerEvent) {
  class PointerEventPolyfill extends MouseEvent {
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}

// jsdom does no layout, so it has no scrolling either.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// jsdom has no TextEncoder; react-dom/server needs it to render an article as the build does.
if (!window.TextEncoder) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  Object.assign(window, { TextEncoder: require('node:util').TextEncoder, TextDecoder: require('node:util').TextDecoder });
}
