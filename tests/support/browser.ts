// Stand-ins for browser APIs that jsdom lacks or that a test needs to control.

/** Sets (or with undefined removes) `navigator.connection`, as a browser reports the network. */
export function setConnection(connection: object | undefined): void {
  Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
}

/** Web Storage kept in a Map (`data` shows what was stored), for code that is handed its storage. */
export function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
  };
}
