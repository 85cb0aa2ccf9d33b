// A store's value inside a Preact component: the component re-renders whenever it changes.
import { useLayoutEffect, useState } from 'preact/hooks';
import type { Store } from '../model/store';

export function useStore<T>(store: Store<T>): T {
  const [value, setValue] = useState(() => store.get());
  // Subscribed before the browser paints: a store set by a layout effect (a table starting as its
  // screen first paints) shows in that first paint.
  useLayoutEffect(() => {
    // Always through an updater: a store may hold a function (tableStep), which setValue would call.
    setValue(() => store.get());
    return store.subscribe((v) => setValue(() => v));
  }, [store]);
  return value;
}
