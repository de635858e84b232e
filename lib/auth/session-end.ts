// "The session is over" as news: the API client announces it when a silent refresh is refused
// (the refresh endpoint has already cleared the cookies), and the browser's session store
// listens, so the header shows "sign in" again. A tiny hub, so neither imports the other.
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function notifySessionEnded(): void {
  for (const listener of listeners) listener();
}
