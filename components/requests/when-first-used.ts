// When a part of a form is wanted: the visitor focuses or presses anywhere in the form around it,
// or scrolls it near the screen. Lets a form keep heavy parts (the captcha widget) out of the
// page's first load; most visitors only read the page.

/** How far below the screen a part starts loading, so it is ready when scrolled to. */
const NEAR_SCREEN = "300px";

/** Calls `wanted` once, at the first sign of use; returns a function that stops watching. */
export function whenFirstUsed(element: HTMLElement, wanted: () => void): () => void {
  // Without IntersectionObserver (old browsers, test DOMs) there is no cheap way to know: load now.
  if (typeof IntersectionObserver === "undefined") {
    wanted();
    return () => undefined;
  }
  const area = element.closest("form") ?? element;
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), {
    rootMargin: `0px 0px ${NEAR_SCREEN} 0px`,
  });
  let done = false;
  function fire() {
    if (done) return;
    stop();
    wanted();
  }
  function stop() {
    done = true;
    observer.disconnect();
    area.removeEventListener("focusin", fire);
    area.removeEventListener("pointerdown", fire);
  }
  observer.observe(element);
  area.addEventListener("focusin", fire);
  area.addEventListener("pointerdown", fire);
  return stop;
}
