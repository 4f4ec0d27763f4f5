type Listener = (...args: unknown[]) => void;

/** Stands in for the Socket.IO connection: tests push server events with `emitFromServer`. */
export function createFakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const managerListeners = new Map<string, Set<Listener>>();
  const add = (map: Map<string, Set<Listener>>, event: string, listener: Listener) => {
    map.set(event, (map.get(event) ?? new Set()).add(listener));
  };
  return {
    on: (event: string, listener: Listener) => add(listeners, event, listener),
    off: (event: string, listener: Listener) => listeners.get(event)?.delete(listener),
    io: {
      on: (event: string, listener: Listener) => add(managerListeners, event, listener),
      off: (event: string, listener: Listener) => managerListeners.get(event)?.delete(listener),
    },
    emitFromServer: (event: string, ...args: unknown[]) =>
      listeners.get(event)?.forEach((listener) => listener(...args)),
    reconnect: () => managerListeners.get('reconnect')?.forEach((listener) => listener()),
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
  };
}
