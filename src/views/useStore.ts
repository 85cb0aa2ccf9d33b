// A store's value inside a Preact component: the component re-renders whenever it changes.
import { useEffect, useState } from 'preact/hooks';
import type { Store } from '../model/store';

export function useStore<T>(store: Store<T>): T {
  const [value, setValue] = useState(() => store.get());
  useEffect(() => {
    // Always through an updater: a store may hold a function (tableStep), which setValue would call.
    setValue(() => store.get());
    return store.subscribe((v) => setValue(() => v));
  }, [store]);
  return value;
}
