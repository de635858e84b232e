"use client";
// A carousel of cards (SPEC §9): 1 per view, 2 from 768 px, 3 from 1024 px, 16 px apart; right to
// left. The browser does the sliding (CSS scroll snap: swipe, trackpad, a focused link scrolled
// into view), so the cards are laid out and visible before any script runs. The script adds the
// previous/next buttons' work, the arrow keys and what a screen reader hears (WAI-ARIA carousel).
import {
  Children,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { ChevronIcon } from "@/components/icons/solid-icons";
import { toPersianDigits } from "@/shared/format/digits";
import { carouselBreakpoints } from "@/shared/site";

const messages = {
  carousel: "کاروسل",
  slide: "اسلاید",
  prev: "اسلاید قبلی",
  next: "اسلاید بعدی",
  first: "این نخستین اسلاید است",
  last: "این آخرین اسلاید است",
  /** A slide's name: "۲ از ۶". */
  slideLabel: (index: number, total: number) => `${toPersianDigits(index)} از ${toPersianDigits(total)}`,
};

/** The previous and next buttons: the step each takes, its name, and how its chevron turns to point that way. */
const STEPS = [
  { step: -1, name: messages.prev, turn: "ltr:rotate-180" },
  { step: 1, name: messages.next, turn: "rtl:rotate-180" },
] as const;

const buttonClass =
  "flex size-10 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-800 shadow-sm hover:bg-brand-50 disabled:cursor-default disabled:opacity-40";

/** Where the track's slides stand: the first one at the start edge, and whether either end is reached. */
type Position = { index: number; atStart: boolean; atEnd: boolean };

/** Distance of each slide's start edge from the track's start edge (the right one in RTL). */
function startOffsets(track: HTMLElement): number[] {
  const rtl = getComputedStyle(track).direction === "rtl";
  const box = track.getBoundingClientRect();
  return [...track.children].map((slide) => {
    const rect = slide.getBoundingClientRect();
    return rtl ? box.right - rect.right : rect.left - box.left;
  });
}

function measure(track: HTMLElement): Position {
  const offsets = startOffsets(track);
  let index = 0;
  offsets.forEach((offset, i) => {
    if (Math.abs(offset) < Math.abs(offsets[index]!)) index = i;
  });
  // scrollLeft runs negative in RTL; its size is what counts.
  const scrolled = Math.abs(track.scrollLeft);
  const room = track.scrollWidth - track.clientWidth;
  return { index, atStart: scrolled <= 1, atEnd: scrolled >= room - 1 };
}

function smooth(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const trackId = `carousel-${useId().replace(/:/g, "")}`;
  const slides = Children.toArray(children);
  const track = useRef<HTMLDivElement>(null);
  // Before the first measurement (and on the server) the track stands at its start.
  const [position, setPosition] = useState<Position>({ index: 0, atStart: true, atEnd: slides.length <= 1 });
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let frame = 0;
    // At most once a frame, however fast the scroll and resize events come.
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setPosition(measure(element)));
    };
    update();
    element.addEventListener("scroll", update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener("scroll", update);
      resize.disconnect();
    };
  }, []);

  const go = useCallback((step: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const now = measure(element);
    if ((step > 0 && now.atEnd) || (step < 0 && now.atStart)) {
      setAnnouncement(step > 0 ? messages.last : messages.first);
      return;
    }
    const target = Math.min(Math.max(now.index + step, 0), element.children.length - 1);
    const offset = startOffsets(element)[target]!;
    const rtl = getComputedStyle(element).direction === "rtl";
    element.scrollBy({ left: rtl ? -offset : offset, behavior: smooth() });
    setAnnouncement(messages.slideLabel(target + 1, element.children.length));
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    // The key points where the cards should move in from: in RTL the next card waits on the left.
    go((event.key === "ArrowLeft") === rtl ? 1 : -1);
  }

  const trackStyle = { "--carousel-gap": `${carouselBreakpoints.spaceBetween}px` } as CSSProperties;

  return (
    // The carousel pattern of WAI-ARIA: a labelled region described as a carousel, each slide a
    // labelled group described as a slide; the arrow keys work wherever focus is inside it.
    <div
      className="relative"
      role="region"
      aria-roledescription={messages.carousel}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className="mb-3 flex justify-end gap-2">
        {/* In RTL, "previous" sits on the right and points right. */}
        {STEPS.map(({ step, name, turn }) => (
          <button
            key={step}
            type="button"
            className={buttonClass}
            aria-label={name}
            aria-controls={trackId}
            disabled={step < 0 ? position.atStart : position.atEnd}
            onClick={() => go(step)}
          >
            <ChevronIcon className={`size-5 ${turn}`} />
          </button>
        ))}
      </div>
      <div
        id={trackId}
        ref={track}
        style={trackStyle}
        data-carousel-track=""
        // A little room above and below so the cards' shadows are not cut off by the scroller.
        className="-my-2 flex snap-x snap-mandatory [scrollbar-width:none] gap-(--carousel-gap) overflow-x-auto overscroll-x-contain py-2 [--per-view:1] md:[--per-view:2] lg:[--per-view:3] [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription={messages.slide}
            aria-label={messages.slideLabel(i + 1, slides.length)}
            className="flex shrink-0 basis-[calc((100%-(var(--per-view)-1)*var(--carousel-gap))/var(--per-view))] snap-start flex-col"
          >
            {slide}
          </div>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
