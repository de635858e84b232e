// Toasts (SPEC §3, §4, §8): text and kind, shown from anywhere, closed after 3000 ms.
import { createExternalStore } from "./external-store";
import { limits } from "@/shared/site";

export type ToastKind = "danger" | "success" | "warn";
export type Toast = { id: number; text: string; kind: ToastKind };

export const toastStore = createExternalStore<readonly Toast[]>([]);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

/** Shows a toast; the kind defaults to success, as SPEC §3 says for a shown toast. */
export function showToast(text: string, kind: ToastKind = "success"): number {
  const id = nextId++;
  // The same text twice in a row (a double click) shows once.
  toastStore.set((list) => [...list.filter((t) => t.text !== text), { id, text, kind }].slice(-4));
  timers.set(
    id,
    setTimeout(() => closeToast(id), limits.toastMs),
  );
  return id;
}

export function closeToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toastStore.set((list) => list.filter((t) => t.id !== id));
}

export const toast = {
  success: (text: string) => showToast(text, "success"),
  error: (text: string) => showToast(text, "danger"),
  warn: (text: string) => showToast(text, "warn"),
};
