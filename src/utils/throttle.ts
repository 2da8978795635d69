/**
 * Calls `fn` at most once per `wait` ms, always including the last call of
 * a burst, so the final scroll position is never missed.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const throttled = (...args: A) => {
    const now = Date.now();
    const remaining = wait - (now - last);
    if (remaining <= 0) {
      if (timer) clearTimeout(timer);
      timer = undefined;
      last = now;
      fn(...args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      last = Date.now();
      timer = undefined;
      fn(...pending!);
    }, remaining);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
