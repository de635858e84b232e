// Server start-up hook: the work is Node-only (server/startup.ts), so the Edge build never sees it.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await (await import("./server/startup")).startServer();
}
