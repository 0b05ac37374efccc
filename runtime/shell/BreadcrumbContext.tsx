/** Lets a screen extend the breadcrumb (e.g. with the record it shows); extensions leave with the screen. */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { addBreadcrumbExtension, type BreadcrumbExtension } from './breadcrumb-trail.js';

interface BreadcrumbExtensions {
  items: BreadcrumbExtension[];
  add(item: BreadcrumbExtension): () => void;
}

const Context = createContext<BreadcrumbExtensions>({ items: [], add: () => () => undefined });

export function BreadcrumbProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<BreadcrumbExtension[]>([]);
  const add = useCallback((item: BreadcrumbExtension) => {
    setItems((list) => {
      try {
        return addBreadcrumbExtension(list, item);
      } catch (error) {
        console.error(error);
        return list;
      }
    });
    return () => setItems((list) => list.filter((existing) => existing !== item));
  }, []);
  const value = useMemo(() => ({ items, add }), [items, add]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useBreadcrumbExtensions(): BreadcrumbExtension[] {
  return useContext(Context).items;
}

/** Adds one item after the menu trail while the calling screen is shown. */
export function useBreadcrumbExtension(item: BreadcrumbExtension | undefined): void {
  const { add } = useContext(Context);
  const id = item?.id;
  const label = item?.label;
  const to = item?.to;
  useEffect(() => (id && label !== undefined ? add({ id, label, to }) : undefined), [add, id, label, to]);
}
