type Listener = () => void;

/** Counts the calls that show the loading modal; the modal is open while the count is above zero. */
export type LoadingStore = {
  start: () => void;
  stop: () => void;
  reset: () => void;
  isLoading: () => boolean;
  subscribe: (listener: Listener) => () => void;
};

export function createLoadingStore(): LoadingStore {
  let count = 0;
  const listeners = new Set<Listener>();
  const set = (next: number) => {
    const wasLoading = count > 0;
    count = Math.max(0, next);
    if (wasLoading !== count > 0) listeners.forEach((listener) => listener());
  };
  return {
    start: () => set(count + 1),
    stop: () => set(count - 1),
    reset: () => set(0),
    isLoading: () => count > 0,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
