type Listener = (...args: unknown[]) => void;

/**
 * Stands in for the Socket.IO connection: tests push server events with `emitFromServer` and read
 * what the client sent from `sent`.
 */
export function createFakeSocket({ connected = true }: { connected?: boolean } = {}) {
  const listeners = new Map<string, Set<Listener>>();
  const managerListeners = new Map<string, Set<Listener>>();
  const add = (map: Map<string, Set<Listener>>, event: string, listener: Listener) => {
    map.set(event, (map.get(event) ?? new Set()).add(listener));
  };
  const fire = (map: Map<string, Set<Listener>>, event: string, args: unknown[]) => {
    for (const listener of map.get(event) ?? []) listener(...args);
  };
  const socket = {
    connected,
    recovered: false,
    sent: [] as { event: string; args: unknown[] }[],
    on: (event: string, listener: Listener) => {
      add(listeners, event, listener);
    },
    off: (event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener);
    },
    emit: (event: string, ...args: unknown[]) => {
      socket.sent.push({ event, args });
    },
    io: {
      on: (event: string, listener: Listener) => {
        add(managerListeners, event, listener);
      },
      off: (event: string, listener: Listener) => {
        managerListeners.get(event)?.delete(listener);
      },
    },
    emitFromServer: (event: string, ...args: unknown[]) => {
      fire(listeners, event, args);
    },
    /** A new connection that the server could not recover: no rooms, missed events lost. */
    reconnect: () => {
      socket.connected = true;
      fire(listeners, 'connect', []);
      fire(managerListeners, 'reconnect', []);
    },
    subscriptions: () => socket.sent.filter(({ event }) => event === 'subscribe').map(({ args }) => args[0]),
    /** Whether anything listens for `event`: hooks start listening once the Socket.IO client has loaded. */
    listensTo: (event: string) => (listeners.get(event)?.size ?? 0) > 0,
  };
  return socket;
}
