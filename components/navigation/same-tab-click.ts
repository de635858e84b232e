// Whether a click on a link is one the browser follows in this tab: the router may take it over.
// A new tab or window (modifier keys, another target) or a download stays the browser's own.
type ClickKeys = { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean };

export function isSameTabClick(event: ClickKeys, anchor: Element): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = anchor.getAttribute("target");
  return !(target && target !== "_self") && !anchor.hasAttribute("download");
}
