/**
 * The app-wide events the spec names (part 1 §4.2, §4.4, §4.6; part 2 §4), typed in one place.
 * Anything may emit; listeners get the payload of their event only.
 */
export type AppEvents = {
  taxStatusUpdated: { taxYear: number; statusId: number };
  advancedTaxInfoAvailable: { taxYear: number; statusId: number };
  enableTransmitFiles: { taxYear: number };
  taxYearChanged: { taxYear: number };
  sessionExpired: { path: string };
};

export type AppEventName = keyof AppEvents;
type Listener<K extends AppEventName> = (payload: AppEvents[K]) => void;

const listeners: { [K in AppEventName]?: Set<Listener<K>> } = {};

export function emit<K extends AppEventName>(name: K, payload: AppEvents[K]): void {
  const set = listeners[name] as Set<Listener<K>> | undefined;
  if (!set) return;
  for (const listener of [...set]) listener(payload);
}

/** Subscribes to an event; returns the function that unsubscribes. */
export function on<K extends AppEventName>(name: K, listener: Listener<K>): () => void {
  let set = listeners[name] as Set<Listener<K>> | undefined;
  if (!set) {
    set = new Set();
    (listeners as Record<AppEventName, Set<Listener<K>>>)[name] = set;
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}
